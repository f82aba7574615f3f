import type { RemnantRow } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
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
import { GuardedButton } from '../../../shared/session/permission';
import { remnantApi } from '../api/remnant-api';

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

/** 余料入库单 (/marterielFeedback): material back from production into stock. */
export function RemnantListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const f = (key: string) => t(`remnant.field.${key}`);

  const columns: ListColumn<RemnantRow>[] = [
    billNoColumn(f('orderNo'), '/feedbackDetail/'),
    outsideFactoryColumn('commonOutsideFactoryName', f('outsideFactory'), f('inHouse')),
    { key: 'storehouseName', title: f('storehouse'), dataIndex: 'storehouseName' },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right' },
    { key: 'totalQuantity', title: f('totalIn'), dataIndex: 'totalQuantity', align: 'right', render: (v: string) => Number(v) },
    { key: 'operaterName', title: f('operator'), dataIndex: 'operaterName' },
    { key: 'dateOperate', title: f('date'), dataIndex: 'dateOperate' },
    { key: 'status', title: f('status'), dataIndex: 'status', render: (v: number) => <BillStatusTag status={v} /> },
    ...remarkAndCreatedColumns<RemnantRow>(f('remark'), f('createdAt')),
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
      fetchPage={(q) => remnantApi.query({ pageNo: q.pageNo, pageSize: q.pageSize, ...filterInput(q) })}
      rowKey="id"
      extra={
        <GuardedButton
          type="primary"
          permission="fac.backOrder.add"
          onClick={() => void navigate('/newFeedback')}
          data-testid="new-remnant"
        >
          {t('remnant.list.add')}
        </GuardedButton>
      }
    />
  );
}
