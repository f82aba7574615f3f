import { dec, formatUnitTotals, type RemnantRow } from '@gf/contracts';
import { App, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, useListState, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import {
  billNoColumn,
  billStatusFilter,
  manyFilter as many,
  oneFilter as one,
  outsideFactoryColumn,
  outsideFactoryLoader,
  remarkAndCreatedColumns,
  storehouseLoader,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { remnantApi } from '../api/remnant-api';
import { canReEdit, canUndo } from '../remnant-list.logic';
import '../locales/register';

function filterInput(q: Pick<ListQuery, 'keyword' | 'filters'>) {
  const f = q.filters;
  const dates = Array.isArray(f.date) && f.date.length === 2 ? f.date.map(String) : undefined;
  return {
    searchParam: q.keyword || undefined,
    orderNo: one(f.orderNo),
    storehouseId: one(f.storehouse),
    operaterId: one(f.operator),
    commonOutsideFactoryIds: many(f.factory),
    status: many(f.status)?.map(Number),
    ...(dates ? { startDate: dates[0], endDate: dates[1] } : {}),
  };
}

/**
 * 余料入库单 (/marterielFeedback): material back from production into stock. 导出表格 (the list's filters) and per row
 * 查看, 撤销 (pending / reviewed / anti-review pending; fac.backOrder.repeal) and 重编辑 (draft / rejected;
 * fac.backOrder.restart).
 */
export function RemnantListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [listState] = useListState();
  const f = (key: string) => t(`remnant.field.${key}`);
  const undo = (row: RemnantRow) =>
    modal.confirm({
      title: t('remnant.list.undo'),
      content: t('remnant.list.undoConfirm', { no: row.orderNo }),
      okButtonProps: { danger: true },
      okText: t('remnant.list.undo'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remnantApi.undo(row.id);
      },
    });

  // Widths add up to 1155 px (fitColumns): every column shows beside the fixed 操作 column at 1440 px, in English too.
  const [remark, createdAt] = remarkAndCreatedColumns<RemnantRow>(f('remark'), f('createdAt'));
  const columns: ListColumn<RemnantRow>[] = [
    { ...billNoColumn<RemnantRow>(f('orderNo'), '/feedbackDetail/'), width: 125 },
    {
      ...outsideFactoryColumn<RemnantRow>('commonOutsideFactoryName', f('outsideFactory'), f('inHouse')),
      width: 100,
      ellipsis: true,
    },
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName', width: 90, ellipsis: true },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right', width: 75 },
    {
      key: 'totalQuantity',
      title: f('totalIn'),
      align: 'right',
      width: 130,
      ellipsis: true,
      // Added within one stock unit only: "2000 米 + 3000 个".
      render: (_: unknown, r) => formatUnitTotals(r.unitTotals, (q) => dec.format(q)),
    },
    { key: 'operaterName', title: f('operator'), dataIndex: 'operaterName', width: 90, ellipsis: true },
    { key: 'dateOperate', title: f('date'), dataIndex: 'dateOperate', width: 95 },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 85, render: (v: number) => <BillStatusTag status={v} /> },
    { ...remark!, width: 80 },
    { ...createdAt!, width: 145 },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 140,
      render: (_: unknown, r) => (
        <Space size="small">
          <Link to={`/feedbackDetail/${encodeURIComponent(r.id)}`} data-testid="remnant-view">
            {t('remnant.list.view')}
          </Link>
          {canUndo(r.status) && (
            <GuardedLink permission="fac.backOrder.repeal" danger onClick={() => undo(r)} data-testid="remnant-undo">
              {t('remnant.list.undo')}
            </GuardedLink>
          )}
          {canReEdit(r.status) && (
            <GuardedLink
              permission="fac.backOrder.restart"
              onClick={() => void navigate(`/newFeedback?id=${encodeURIComponent(r.id)}`)}
              data-testid="remnant-reedit"
            >
              {t('remnant.list.reEdit')}
            </GuardedLink>
          )}
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'orderNo', label: f('orderNo'), type: 'text' },
    { name: 'date', label: t('remnant.list.dateRange'), type: 'dateRange' },
    { name: 'storehouse', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'operator', label: f('operator'), type: 'searchSelect', loader: unitUserLoader, single: true },
    { name: 'factory', label: f('outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
    billStatusFilter(f('status'), i18n.language),
  ];

  return (
    <ListPage<RemnantRow>
      listKey="remnants"
      title={t('remnant.menu.list')}
      searchPlaceholder={t('remnant.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      fetchPage={(q) => remnantApi.query({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) })}
      rowKey="id"
      extra={
        <Space>
          <ExportButton
            path="bill/remaind/exportExcel"
            permission="fac.backOrder.query"
            label={t('remnant.list.export')}
            body={() => filterInput(listState)}
          />
          <GuardedButton
            type="primary"
            permission="fac.backOrder.add"
            onClick={() => void navigate('/newFeedback')}
            data-testid="new-remnant"
          >
            {t('remnant.list.add')}
          </GuardedButton>
        </Space>
      }
    />
  );
}
