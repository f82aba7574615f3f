import { arrivalLineOrders } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { purchasingApi, trimZeros } from '../api/purchasing-api';
import { arrivalTabRows, reviewedArrivalAmount, type ArrivalTabRow } from './purchase-arrivals';
import '../locales/register';

/** 到料详情 of a purchase bill (reference 06 §3): every arrival line against it, with its arrival's number and status. */
export function PurchaseArrivalsTab({ billId, isSample }: { billId: string; isSample: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const arrivals = useQuery({
    queryKey: ['purchase-arrivals', billId, isSample],
    queryFn: () => purchasingApi.arrivals(billId, isSample ? 1 : 0),
  });
  const rows = arrivalTabRows(arrivals.data ?? []);
  const f = (k: string) => t(`purchasing.field.${k}`);
  const a = (k: string) => t(`purchasing.arrivals.${k}`);
  const columns: ColumnsType<ArrivalTabRow> = [
    {
      key: 'arrivalNo',
      title: a('arrivalNo'),
      render: (_: unknown, r) => (
        <Typography.Link onClick={() => navigate(`/materialDetail?orderNo=${encodeURIComponent(r.arrivalNo)}`)}>
          {r.arrivalNo}
        </Typography.Link>
      ),
    },
    { key: 'status', title: a('status'), render: (_: unknown, r) => <BillStatusTag status={r.status} /> },
    { key: 'dateArrive', title: a('date'), dataIndex: 'dateArrive' },
    { key: 'storehouse', title: a('storehouse'), dataIndex: 'storehouseName' },
    { key: 'creator', title: a('creator'), render: (_: unknown, r) => r.creatorName ?? '-' },
    { key: 'kind', title: f('kind'), dataIndex: 'kindName' },
    { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
    { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
    { key: 'color', title: f('color'), dataIndex: 'colorName' },
    { key: 'spec', title: f('spec'), dataIndex: 'specNo' },
    {
      key: 'supplierStyle',
      title: f('supplierStyleNo'),
      render: (_: unknown, r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || '-',
    },
    { key: 'goodsStyleNo', title: f('goodsStyleNo'), render: (_: unknown, r) => r.goodsStyleNo ?? '-' },
    { key: 'orderNo', title: f('orderNo'), render: (_: unknown, r) => arrivalLineOrders(r, f('unplanned')) ?? '-' },
    {
      key: 'quantity',
      title: a('quantity'),
      align: 'right',
      render: (_: unknown, r) => `${trimZeros(r.quantity)} ${r.purchaseUnit}`,
    },
    {
      key: 'stockQuantity',
      title: a('stockQuantity'),
      align: 'right',
      render: (_: unknown, r) => `${trimZeros(r.stockQuantity)} ${r.stockUnit}`,
    },
    { key: 'rate', title: a('rate'), align: 'right', render: (_: unknown, r) => trimZeros(r.conversionRate) },
    {
      key: 'unitPrice',
      title: a('unitPrice'),
      align: 'right',
      render: (_: unknown, r) => t('purchasing.field.pricePer', { price: trimZeros(r.unitPrice), unit: r.purchaseUnit }),
    },
    { key: 'amount', title: a('amount'), align: 'right', dataIndex: 'amount' },
  ];
  return (
    <>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {a('total')}: ¥{reviewedArrivalAmount(rows)}
      </Typography.Text>
      <Table<ArrivalTabRow>
        size="small"
        rowKey="id"
        loading={arrivals.isLoading}
        pagination={false}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="purchase-arrivals"
      />
    </>
  );
}
