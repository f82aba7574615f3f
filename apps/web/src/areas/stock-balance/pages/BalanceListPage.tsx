import type { BalanceRow } from '@gf/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { balanceApi, balanceStorehouseLoader } from '../api/stock-balance-api';
import { BalanceStatusTag, CancelBalanceButton, money } from '../components/balance-parts';
import { CloseBalanceModal } from '../components/CloseBalanceModal';
import '../locales/register';

const one = (v: unknown) => (Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined);

/**
 * 期末结存 (/materialsBalance): the closed (and cancelled) periods per storehouse; 结存 closes one, 取消结存 reopens it.
 * The columns add up to 1,100 px, so at 1440 px nothing sits under the fixed 操作 column; who closed it and when are on
 * the detail.
 */
export function BalanceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const f = (k: string) => t(`stockBalance.field.${k}`);
  const open = (id: string) => void navigate(`/materialsBalance/detail?balanceId=${encodeURIComponent(id)}`);
  const value = (key: keyof BalanceRow & string): ListColumn<BalanceRow> => ({
    key,
    title: f(key),
    dataIndex: key,
    align: 'right',
    width: 105,
    render: money,
  });
  const columns: ListColumn<BalanceRow>[] = [
    { key: 'storehouse', title: f('storehouse'), dataIndex: 'storehouseName', locked: true, width: 120, ellipsis: true },
    {
      key: 'period',
      title: f('period'),
      dataIndex: 'periodStart',
      width: 190,
      render: (_: unknown, r) => <a onClick={() => open(r.id)}>{`${r.periodStart} ~ ${r.periodEnd}`}</a>,
    },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      width: 80,
      render: (v: BalanceRow['status']) => <BalanceStatusTag status={v} />,
    },
    { key: 'skuCount', title: f('skuCount'), dataIndex: 'skuCount', align: 'right', width: 70 },
    value('openingValue'),
    value('inValue'),
    value('outValue'),
    value('closingValue'),
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 100, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 140,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(r.id)}>
            {t('stockBalance.list.view')}
          </Button>
          <CancelBalanceButton row={r} link />
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'storehouseId', label: f('storehouse'), type: 'searchSelect', single: true, loader: balanceStorehouseLoader },
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      single: true,
      options: ['CLOSED', 'CANCELLED'].map((s) => ({ value: s, label: t(`stockBalance.status.${s}`) })),
    },
  ];
  const input = (q: ListQuery) => ({
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    storehouseId: one(q.filters.storehouseId),
    status: one(q.filters.status),
  });
  return (
    <>
      <ListPage<BalanceRow>
        listKey="stock-balances"
        title={t('stockBalance.menu.list')}
        searchPlaceholder={t('stockBalance.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
        fetchPage={(q) => balanceApi.page(input(q))}
        rowKey="id"
        extra={
          <GuardedButton
            type="primary"
            icon={<PlusOutlined />}
            permission="fac.materials.balance.add"
            onClick={() => setAdding(true)}
            data-testid="balance-add"
          >
            {t('stockBalance.list.add')}
          </GuardedButton>
        }
      />
      <CloseBalanceModal open={adding} onClose={() => setAdding(false)} onClosed={(id) => open(id)} />
    </>
  );
}
