import { PlusOutlined } from '@ant-design/icons';
import { billStatusLabels, type OutsideFactoryRow } from '@gf/contracts';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillStatusTag } from '../../../bill/BillStatusTag';
import { ExportButton } from '../../../shared/excel';
import { formatDate, formatDateTime, pickLabel } from '../../../shared/format/format';
import {
  ListPage,
  useListRefresh,
  useListState,
  type FilterField,
  type ListColumn,
  type ListQuery,
} from '../../../shared/list-page';
import { joinAddress, useRegionLabel } from '../../../shared/region';
import { GuardedButton } from '../../../shared/session/permission';
import { outsideFactoryApi } from '../api/outside-factory-api';
import { OutsideFactoryDrawer } from '../components/OutsideFactoryDrawer';
import { tagLoader } from '../components/TagSelect';
import { ImportFromFactoryButton } from '../components/ImportFromFactoryButton';
import '../locales/register';

export const outsideFactoryListKey = 'outside-factory';
/** 草稿, 待审核, 已通过, 已驳回, 反审待批准 (reference 05 section 7). */
const filterStatuses = [0, 1, 2, 4, 3];

export const outsideFactoryDetailHref = (row: Pick<OutsideFactoryRow, 'code' | 'id'>) =>
  row.code
    ? `/processingFactoryOperate?orderNo=${encodeURIComponent(row.code)}`
    : `/processingFactoryOperate?id=${encodeURIComponent(row.id)}`;

const idList = (value: unknown) => (Array.isArray(value) && value.length ? value.map(String) : undefined);

/** The list's filters as the page and the export calls take them. */
function filterBody(query: Pick<ListQuery, 'keyword' | 'filters'>) {
  const { filters } = query;
  const statuses = Array.isArray(filters.statuses) ? filters.statuses.map(Number) : undefined;
  return {
    keyword: query.keyword || undefined,
    factoryRateIds: idList(filters.factoryRateIds),
    attrIds: idList(filters.attrIds),
    stopuse: filters.stopuse === undefined || filters.stopuse === '' ? undefined : Number(filters.stopuse),
    statuses: statuses && statuses.length ? statuses : undefined,
  };
}

function fetchFactories(query: ListQuery) {
  return outsideFactoryApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, ...filterBody(query) });
}

/** 加工厂商档案 list (/outsideFactory). */
export function OutsideFactoryListPage() {
  const { t, i18n } = useTranslation();
  const refresh = useListRefresh(outsideFactoryListKey);
  const [creating, setCreating] = useState(false);
  const [listState] = useListState();
  const regionOf = useRegionLabel();
  const f = (key: string) => t(`partners.outsideFactory.${key}`);

  // Widths add up to the table's width at 1440 px (1,160 px beside the menu): no horizontal scrolling
  // there; longer text ends in an ellipsis with the whole text as its tooltip.
  const columns: ListColumn<OutsideFactoryRow>[] = [
    {
      key: 'code',
      title: f('codeColumn'),
      dataIndex: 'code',
      width: 84,
      ellipsis: true,
      locked: true,
      render: (v: string, row) => <Link to={outsideFactoryDetailHref(row)}>{v}</Link>,
    },
    { key: 'name', title: f('nameColumn'), dataIndex: 'name', width: 96, ellipsis: true },
    { key: 'factoryRateName', title: f('rating'), dataIndex: 'factoryRateName', width: 72, ellipsis: true },
    { key: 'attrName', title: f('brand'), dataIndex: 'attrName', width: 72, ellipsis: true },
    { key: 'commonStorehouseName', title: f('storehouse'), dataIndex: 'commonStorehouseName', width: 86, ellipsis: true },
    { key: 'contacts', title: f('contacts'), dataIndex: 'contacts', width: 60, ellipsis: true },
    { key: 'telephone', title: f('telephone'), dataIndex: 'telephone', width: 116, ellipsis: true },
    { key: 'mobilePhone', title: f('mobilePhone'), dataIndex: 'mobilePhone', width: 112, ellipsis: true },
    {
      key: 'address',
      title: f('addressColumn'),
      dataIndex: 'address',
      width: 96,
      ellipsis: true,
      render: (v: string | null, row) => joinAddress(regionOf(row), v),
    },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 72, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'msg', title: f('reviewRemark'), dataIndex: 'msg', width: 72, ellipsis: true },
    {
      key: 'stopuse',
      title: f('stopUseStatus'),
      dataIndex: 'stopuse',
      width: 72,
      render: (v: number) => (v === 1 ? <Tag color="red">{f('stopped')}</Tag> : <Tag color="green">{f('inUse')}</Tag>),
    },
    // The day only; the minute is in the tooltip and on the detail page.
    {
      key: 'createdAt',
      title: f('createdAt'),
      dataIndex: 'createdAt',
      width: 96,
      render: (v: string) => <span title={formatDateTime(v)}>{formatDate(v)}</span>,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 46,
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => <Link to={outsideFactoryDetailHref(row)}>{t('common.view')}</Link>,
    },
  ];

  const filters: FilterField[] = [
    { name: 'factoryRateIds', label: f('rating'), type: 'searchSelect', loader: tagLoader('rate') },
    { name: 'attrIds', label: f('brand'), type: 'searchSelect', loader: tagLoader('brand') },
    {
      name: 'stopuse',
      label: f('stopUseStatus'),
      type: 'select',
      single: true,
      options: [
        { value: 0, label: f('inUse') },
        { value: 1, label: f('stopped') },
      ],
    },
    {
      name: 'statuses',
      label: f('status'),
      type: 'select',
      options: filterStatuses.map((s) => ({ value: s, label: pickLabel(billStatusLabels[s], i18n.language) })),
    },
  ];

  return (
    <>
      <ListPage<OutsideFactoryRow>
        listKey={outsideFactoryListKey}
        title={f('listTitle')}
        searchPlaceholder={f('searchPlaceholder')}
        columns={columns}
        filters={filters}
        fetchPage={fetchFactories}
        rowKey="id"
        fitColumns
        extra={
          <Space>
            <ExportButton path="outside/factory/export" permission="fac.outFac.list" body={() => filterBody(listState)} />
            <ImportFromFactoryButton kind="outsideFactory" onImported={() => void refresh()} />
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.outFac.add"
              onClick={() => setCreating(true)}
              data-testid="new-outside-factory"
            >
              {f('create')}
            </GuardedButton>
          </Space>
        }
      />
      <OutsideFactoryDrawer open={creating} onClose={() => setCreating(false)} onSaved={() => void refresh()} />
    </>
  );
}
