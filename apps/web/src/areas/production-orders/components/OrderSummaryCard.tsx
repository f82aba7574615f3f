import { formatUnitTotals, type OrderDetail, type OrderGoodsDetail } from '@gf/contracts';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** 订货合计 (02 §5): "N款 M件" and one row per goods with its quantity, prices and what was converted. */
export function OrderSummaryCard({ order, onJump }: { order: OrderDetail; onJump: (goodsId: string) => void }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const isFormal = order.type === 1;
  const customersOf = (g: OrderGoodsDetail) => g.facPrdOrderGoodsCustomerList.map((c) => c.customerName).join('、') || '-';
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={t('productionOrders.detail.summary')}
      extra={
        <Typography.Text strong data-testid="order-summary">
          {t('productionOrders.detail.summaryLine', {
            styles: order.summary.styleCount,
            total: formatUnitTotals(order.summary.totals) || '0',
          })}
        </Typography.Text>
      }
    >
      <Table<OrderGoodsDetail>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.goods}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'styleNo', title: f('style'), dataIndex: 'styleNo' },
          { key: 'styleName', title: f('styleName'), dataIndex: 'styleName' },
          { key: 'customer', title: f('customer'), render: (_: unknown, g) => customersOf(g) },
          { key: 'deliveryAt', title: f('goodsDeliveryAt'), dataIndex: 'deliveryAt' },
          { key: 'totalNum', title: f('orderQuantity'), dataIndex: 'totalNum', align: 'right' },
          ...(isFormal
            ? [
                { key: 'noTaxPrice', title: f('noTaxPrice'), dataIndex: 'noTaxPrice', align: 'right' as const },
                { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right' as const },
              ]
            : []),
          ...(order.isOutsideFac
            ? [
                { key: 'processUnitPrice', title: f('processUnitPrice'), dataIndex: 'processUnitPrice', align: 'right' as const },
                { key: 'processAmount', title: f('processAmount'), dataIndex: 'processAmount', align: 'right' as const },
              ]
            : []),
          { key: 'toMissionNum', title: f('toMissionNum'), dataIndex: 'toMissionNum', align: 'right' },
          {
            key: 'jump',
            title: t('common.actions'),
            render: (_: unknown, g) => (
              <Typography.Link onClick={() => onJump(g.id)}>{t('productionOrders.detail.jump')}</Typography.Link>
            ),
          },
        ]}
        summary={() =>
          isFormal ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>{t('productionOrders.field.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong>{formatUnitTotals(order.summary.totals) || '0'}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
              <Table.Summary.Cell index={6} align="right">
                <Typography.Text strong>{order.summary.amount}</Typography.Text>
              </Table.Summary.Cell>
              {order.isOutsideFac && <Table.Summary.Cell index={7} />}
              {order.isOutsideFac && (
                <Table.Summary.Cell index={8} align="right">
                  <Typography.Text strong>{order.summary.processAmount}</Typography.Text>
                </Table.Summary.Cell>
              )}
              <Table.Summary.Cell index={9} colSpan={2} />
            </Table.Summary.Row>
          ) : undefined
        }
      />
    </Card>
  );
}
