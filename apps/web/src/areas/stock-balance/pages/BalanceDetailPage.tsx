import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { formatDateTime } from '../../../shared/format/format';
import { PageHeader } from '../../../shared/page';
import { SearchSelect } from '../../../shared/search-select';
import { balanceApi, balanceFilterLoader } from '../api/stock-balance-api';
import { BalanceStatusTag, CancelBalanceButton, money } from '../components/balance-parts';
import { BalanceLinesTable } from '../components/BalanceLinesTable';
import '../locales/register';

/**
 * 期末结存详情 (/materialsBalance/detail?balanceId=): the period's figures per SKU with totals per unit, narrowed to one
 * production order or one supplier's materials; 导出 exports what is shown; 取消结存 reopens the period.
 */
export function BalanceDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('balanceId') ?? '';
  const [orderId, setOrderId] = useState<string>();
  const [supplierId, setSupplierId] = useState<string>();
  const f = (k: string) => t(`stockBalance.field.${k}`);
  const filter = { id, ...(orderId ? { orderId } : {}), ...(supplierId ? { supplierId } : {}) };
  const query = useQuery({
    queryKey: ['stock-balance', filter],
    queryFn: () => balanceApi.detail(filter),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
  const orders = useMemo(() => balanceFilterLoader('Order', id), [id]);
  const suppliers = useMemo(() => balanceFilterLoader('Supplier', id), [id]);
  const b = query.data;
  if (!id || query.isError) return <Empty />;
  const pick = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return (
    <div className="detail-page">
      <PageHeader
        title={`${t('stockBalance.menu.detail')} ${b ? `${b.storehouseName} ${b.periodStart} ~ ${b.periodEnd}` : ''}`}
        tags={b && <BalanceStatusTag status={b.status} />}
        actions={
          b && (
            <>
              <ExportButton path="materials/balance/exportExcel" permission="fac.stock.record.list" body={() => filter} />
              <CancelBalanceButton row={b} />
            </>
          )
        }
      />
      <Card loading={query.isLoading && !b}>
        {b && (
          <>
            <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={f('storehouse')}>{b.storehouseName}</Descriptions.Item>
              <Descriptions.Item label={f('period')}>{`${b.periodStart} ~ ${b.periodEnd}`}</Descriptions.Item>
              <Descriptions.Item label={f('facName')}>{b.facName}</Descriptions.Item>
              <Descriptions.Item label={f('skuCount')}>{b.skuCount}</Descriptions.Item>
              <Descriptions.Item label={f('createdBy')}>{b.createdByName}</Descriptions.Item>
              <Descriptions.Item label={f('createdAt')}>{formatDateTime(b.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={f('closingValue')}>{money(b.closingValue)}</Descriptions.Item>
              <Descriptions.Item label={f('remark')}>{b.remark}</Descriptions.Item>
            </Descriptions>
            <Space style={{ marginBottom: 12 }} wrap>
              <SearchSelect
                single
                allowClear
                style={{ width: 240 }}
                placeholder={t('stockBalance.detail.filterOrder')}
                loader={orders}
                value={orderId}
                onChange={(v: unknown) => setOrderId(pick(v))}
                data-testid="balance-order"
              />
              <SearchSelect
                single
                allowClear
                style={{ width: 240 }}
                placeholder={t('stockBalance.detail.filterSupplier')}
                loader={suppliers}
                value={supplierId}
                onChange={(v: unknown) => setSupplierId(pick(v))}
                data-testid="balance-supplier"
              />
            </Space>
          </>
        )}
        <BalanceLinesTable detail={b} loading={query.isFetching} />
      </Card>
    </div>
  );
}
