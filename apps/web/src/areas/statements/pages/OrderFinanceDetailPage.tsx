import { detailHref, type OrderFinanceBill, type OrderMaterialCost } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { statementsApi } from '../api/statements-api';
import { settlementColumns, settlementText } from '../components/settlement-columns';
import { money } from '../components/statement-parts';
import { sourceHref, sourceTypeName } from '../statement-links';
import '../locales/register';

/**
 * 订单财务明细 (/finance/orderFinanceDetail?id=, facPrdOrder/statement/finance/detail): one production order's amount,
 * receivable, outside processing, material cost and profit; every bill counted on it with its partner and figures, and
 * every arrival received for it (its material cost); each bill opens.
 */
export function OrderFinanceDetailPage() {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useQuery({
    queryKey: ['order-finance-detail', id],
    queryFn: () => statementsApi.order(id),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
  const d = query.data;
  if (!id || query.isError) return <Empty />;
  const columns: ColumnsType<OrderFinanceBill> = [
    {
      key: 'kind',
      title: f('kind'),
      dataIndex: 'kind',
      width: 90,
      render: (v: OrderFinanceBill['kind']) => (
        <Tag color={v === 'PROCESSING' ? 'orange' : 'blue'}>{t(`statements.order.kind.${v}`)}</Tag>
      ),
    },
    {
      key: 'itemType',
      title: f('sourceType'),
      dataIndex: 'itemType',
      width: 110,
      render: (v: string) => sourceTypeName(v, i18n.language),
    },
    {
      key: 'itemNo',
      title: f('sourceNo'),
      dataIndex: 'itemNo',
      width: 150,
      render: (v: string, r) => {
        const href = sourceHref(r.itemType, r.itemId, v);
        return href ? <Link to={href}>{v}</Link> : v;
      },
    },
    { key: 'partner', title: f('partner'), dataIndex: 'partnerName', width: 160, ellipsis: true },
    { key: 'firstDate', title: f('date'), dataIndex: 'firstDate', width: 100 },
    ...settlementColumns<OrderFinanceBill>(t, (r) => r, {
      width: 95,
      titles: {
        owed: t('statements.settle.owedOrDue'),
        paid: t('statements.settle.paidOrCollected'),
        open: t('statements.settle.open'),
      },
    }),
  ];
  const materialColumns: ColumnsType<OrderMaterialCost> = [
    {
      key: 'arrivalType',
      title: f('sourceType'),
      dataIndex: 'arrivalType',
      width: 110,
      render: (v: string) => sourceTypeName(v, i18n.language),
    },
    {
      key: 'arrivalNo',
      title: f('sourceNo'),
      dataIndex: 'arrivalNo',
      width: 150,
      render: (v: string, r) => {
        const href = sourceHref(r.arrivalType, r.arrivalId, v);
        return href ? <Link to={href}>{v}</Link> : v;
      },
    },
    { key: 'supplier', title: f('supplier'), dataIndex: 'supplierName', width: 160, ellipsis: true },
    { key: 'dateArrive', title: f('date'), dataIndex: 'dateArrive', width: 100 },
    ...(['received', 'returned', 'cost'] as const).map((k) => ({
      key: k,
      title: t(`statements.order.${k}`),
      dataIndex: k,
      align: 'right' as const,
      width: 110,
      render: money,
    })),
  ];
  const orderHref = d ? detailHref('FAC_PRD_ORDER', { id: d.productionOrderId, billNo: d.orderNo }) : null;
  return (
    <div className="detail-page">
      <PageHeader
        title={d ? `${t('statements.menu.orderFinanceDetail')} ${d.orderNo}` : t('statements.menu.orderFinanceDetail')}
      />
      <Card loading={query.isLoading}>
        {d && (
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }} data-testid="order-finance-head">
            <Descriptions.Item label={f('orderNo')}>
              {orderHref ? <Link to={orderHref}>{d.orderNo}</Link> : d.orderNo}
            </Descriptions.Item>
            <Descriptions.Item label={f('buyNo')}>{d.buyNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('placeorderAt')}>{d.placeorderAt}</Descriptions.Item>
            <Descriptions.Item label={f('orderAmount')}>{money(d.orderAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('statements.order.kind.RECEIVABLE')} span={2}>
              {settlementText(t, d.receivable, true)}
            </Descriptions.Item>
            <Descriptions.Item label={t('statements.order.kind.PROCESSING')} span={3}>
              {settlementText(t, d.processing)}
            </Descriptions.Item>
            <Descriptions.Item label={t('statements.order.materialCost')}>{money(d.materialCost)}</Descriptions.Item>
            <Descriptions.Item label={t('statements.order.profit')} span={2}>
              <span data-testid="order-finance-profit">{money(d.profit)}</span>
            </Descriptions.Item>
          </Descriptions>
        )}
        <Table<OrderFinanceBill>
          size="middle"
          rowKey={(r) => `${r.kind}:${r.itemType}:${r.itemId}`}
          columns={columns}
          dataSource={d?.list ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          data-testid="order-finance-bills"
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('statements.order.materials')}
        </Typography.Title>
        <Table<OrderMaterialCost>
          size="middle"
          rowKey="arrivalId"
          columns={materialColumns}
          dataSource={d?.materials ?? []}
          locale={{ emptyText: t('statements.order.noMaterials') }}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          data-testid="order-finance-materials"
        />
        <Typography.Paragraph type="secondary">{t('statements.order.costHint')}</Typography.Paragraph>
      </Card>
    </div>
  );
}
