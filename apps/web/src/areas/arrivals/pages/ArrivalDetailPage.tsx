import {
  ArrivalPermission,
  arrivalLineOrders,
  formatUnitTotals,
  type ArrivalLineRow,
  type PartnerAmountRow,
} from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Descriptions, Empty, Space, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { BillSettlements } from '../../../shared/bill-settlements';
import { checkPermission, usePermission } from '../../../shared/session/permission';
import { arrivalsApi, trimZeros } from '../api/arrivals-api';
import { LabelsOfArrival } from '../components/LabelsOfArrival';
import '../locales/register';

/** /materialDetail?orderNo= (or ?id=): the arrival in the bill frame, with its lines and its payables tab. */
export function ArrivalDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  const byId = search.get('id');
  const arrival = useQuery({
    queryKey: ['arrival', orderNo ?? byId],
    queryFn: () => (orderNo ? arrivalsApi.detailByNo(orderNo) : arrivalsApi.detail(byId ?? '')),
    enabled: Boolean(orderNo ?? byId),
    retry: false,
  });
  const d = arrival.data;
  const amounts = useQuery({
    queryKey: ['arrival-amounts', d?.billType, d?.id, d?.status],
    queryFn: () => arrivalsApi.amounts(d!.billType, d!.id),
    enabled: Boolean(d),
  });
  const canSign = usePermission(ArrivalPermission.sign);
  const f = (key: string) => t(`arrivals.field.${key}`);

  // The answer's X-Data-Changed refreshes the arrival, its amounts and the lists (shared/api/data-changed.ts).
  const sign = (run: () => Promise<unknown>) => run();
  const edit = () => {
    if (!d || !checkPermission(d.belongModule === 1 ? ArrivalPermission.sampleAdd : ArrivalPermission.add)) return;
    navigate(`${d.belongModule === 1 ? '/sampleMaterialAdd' : '/materialAdd'}?id=${encodeURIComponent(d.id)}`);
  };

  const lineColumns = [
    { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
    { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
    { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
    { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
    { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
    {
      key: 'supplierStyleNo',
      title: f('supplierStyleNo'),
      render: (_: unknown, l: ArrivalLineRow) => [l.supplierStyleNo, l.supplierColorNo].filter(Boolean).join(' / ') || '-',
    },
    { key: 'purchaseBillNo', title: f('purchaseNo'), dataIndex: 'purchaseBillNo', render: (v: string | null) => v ?? '-' },
    { key: 'goodsStyleNo', title: f('goodsStyleNo'), render: (_: unknown, l: ArrivalLineRow) => l.goodsStyleNo ?? '-' },
    {
      key: 'orderNo',
      title: f('productionNo'),
      render: (_: unknown, l: ArrivalLineRow) => arrivalLineOrders(l, f('unplanned')) ?? '-',
    },
    {
      key: 'quantity',
      title: f('quantity'),
      align: 'right' as const,
      render: (_: unknown, l: ArrivalLineRow) => `${trimZeros(l.quantity)} ${l.purchaseUnit}`,
    },
    { key: 'conversionRate', title: f('rate'), dataIndex: 'conversionRate', align: 'right' as const, render: trimZeros },
    {
      key: 'stockQuantity',
      title: f('stockQuantity'),
      align: 'right' as const,
      render: (_: unknown, l: ArrivalLineRow) => `${trimZeros(l.stockQuantity)} ${l.stockUnit}`,
    },
    { key: 'unitPrice', title: f('unitPrice'), dataIndex: 'unitPrice', align: 'right' as const, render: trimZeros },
    { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right' as const },
    { key: 'taxRate', title: f('taxRate'), dataIndex: 'taxRate', render: (v: string | null) => (v ? trimZeros(v) : '-') },
    { key: 'vatNo', title: f('vatNo'), dataIndex: 'vatNo', render: (v: string | null) => v ?? '-' },
    {
      key: 'rollNo',
      title: f('rollNo'),
      // Once reviewed the line names its roll: the number opens the roll (history, bill relations).
      render: (_: unknown, l: ArrivalLineRow) =>
        l.rollId ? (
          <Link to={`/materialRollDetail?id=${encodeURIComponent(l.rollId)}`} data-testid={`roll-${l.id}`}>
            {l.rollNo}
          </Link>
        ) : (
          (l.rollNo ?? '-')
        ),
    },
    { key: 'complete', title: f('complete'), dataIndex: 'isArriveComplete', render: (v: boolean) => (v ? f('yes') : f('no')) },
    {
      key: 'sign',
      title: f('sign'),
      render: (_: unknown, l: ArrivalLineRow) => (
        <Checkbox
          checked={l.signStatus === 1}
          disabled={!canSign || d?.status === 5}
          onChange={(e) => void sign(() => arrivalsApi.signOne(l.id, e.target.checked ? 1 : 0))}
          data-testid={`sign-${l.id}`}
        />
      ),
    },
  ];

  const amountRows = amounts.data?.list ?? [];
  const financeColumns = [
    { key: 'sourceNo', title: t('arrivals.finance.billNo'), dataIndex: 'sourceNo' },
    { key: 'occurredOn', title: t('arrivals.finance.occurredOn'), dataIndex: 'occurredOn' },
    { key: 'partnerName', title: t('arrivals.finance.partner'), dataIndex: 'partnerName' },
    {
      key: 'amount',
      title: t('arrivals.finance.payable'),
      align: 'right' as const,
      render: (_: unknown, r: PartnerAmountRow) =>
        r.reversesId ? (
          <Typography.Text type="danger">{`${r.amount}（${t('arrivals.finance.reversal')}）`}</Typography.Text>
        ) : (
          r.amount
        ),
    },
    { key: 'taxRate', title: t('arrivals.finance.taxRate'), dataIndex: 'taxRate', align: 'right' as const, render: trimZeros },
    {
      key: 'amountExcludingTax',
      title: t('arrivals.finance.amountExTax'),
      dataIndex: 'amountExcludingTax',
      align: 'right' as const,
    },
    { key: 'taxAmount', title: t('arrivals.finance.tax'), dataIndex: 'taxAmount', align: 'right' as const },
  ];

  return (
    <BillDetail
      billType={d?.billType ?? 'MATERIALS_ARRIVE'}
      billId={d?.id}
      billNo={d?.orderNo}
      title={t('arrivals.page.detail')}
      loading={arrival.isLoading}
      notFound={arrival.isError}
      onEdit={edit}
      extra={
        d && (
          <Button onClick={() => navigate(`/clothCheck?arriveId=${encodeURIComponent(d.id)}`)} data-testid="arrival-cloth-check">
            {t('arrivals.action.clothCheck')}
          </Button>
        )
      }
    >
      {d && (
        <Tabs
          items={[
            {
              key: 'detail',
              label: t('arrivals.tab.detail'),
              children: (
                <>
                  <Card size="small" style={{ marginBottom: 12 }}>
                    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} data-testid="arrival-fields">
                      <Descriptions.Item label={f('supplier')}>{d.supplierName}</Descriptions.Item>
                      <Descriptions.Item label={f('orderNo')}>{d.orderNo}</Descriptions.Item>
                      <Descriptions.Item label={f('dateArrive')}>{d.dateArrive}</Descriptions.Item>
                      <Descriptions.Item label={f('creator')}>{d.creatorName ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={f('direct')}>{d.outsideFactoryName ?? f('no')}</Descriptions.Item>
                      <Descriptions.Item label={f('delivery')}>{d.deliveryNo ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={f('storehouse')}>{d.storehouseName}</Descriptions.Item>
                      <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={t('arrivals.lists.labelsTitle')}>
                        <LabelsOfArrival arrivalId={d.id} isSample={d.belongModule === 1} />
                      </Descriptions.Item>
                    </Descriptions>
                  </Card>
                  <Space style={{ marginBottom: 8 }} size={24} wrap>
                    <Typography.Text strong data-testid="arrival-detail-totals">
                      {t('arrivals.summary.unitTotals', { totals: formatUnitTotals(d.unitTotals, trimZeros) || '0' })}
                    </Typography.Text>
                    <Typography.Text strong>{t('arrivals.summary.amount', { amount: d.amount })}</Typography.Text>
                    {canSign && d.status !== 5 && (
                      <Space>
                        <Button
                          size="small"
                          onClick={() => void sign(() => arrivalsApi.signAll(d.id, 1))}
                          data-testid="arrival-sign-all"
                        >
                          {t('arrivals.action.signAll')}
                        </Button>
                        <Button size="small" onClick={() => void sign(() => arrivalsApi.signAll(d.id, 0))}>
                          {t('arrivals.action.unsignAll')}
                        </Button>
                      </Space>
                    )}
                  </Space>
                  <Table<ArrivalLineRow>
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={d.lines}
                    columns={lineColumns}
                    scroll={{ x: 'max-content' }}
                    data-testid="arrival-detail-lines"
                  />
                </>
              ),
            },
            {
              key: 'finance',
              label: t('arrivals.tab.finance'),
              children: (
                <>
                  <BillSettlements billType={d.billType} billId={d.id} />
                  <Card size="small" style={{ marginTop: 12 }} title={t('arrivals.finance.total', { amount: d.payable })}>
                    {amountRows.length ? (
                      <Table<PartnerAmountRow>
                        size="small"
                        rowKey="id"
                        pagination={false}
                        dataSource={amountRows}
                        columns={financeColumns}
                        data-testid="arrival-amounts"
                      />
                    ) : (
                      <Empty description={t('arrivals.finance.empty')} />
                    )}
                  </Card>
                </>
              ),
            },
          ]}
        />
      )}
    </BillDetail>
  );
}
