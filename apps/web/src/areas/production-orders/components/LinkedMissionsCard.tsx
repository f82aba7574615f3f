import { dec, type OrderDetail } from '@gf/contracts';
import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * 关联工单 (02 §5): what of each goods has been converted into missions, as the server answers it (转工单数量; no
 * mission exists before the missions issue, so the server answers 0 and the card says so instead of inventing rows).
 */
export function LinkedMissionsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const converted = order.goods.filter((g) => dec.isPositive(g.toMissionNum));
  return (
    <Card size="small" title={t('productionOrders.detail.missions')} style={{ marginBottom: 12 }} data-testid="order-missions">
      {converted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('productionOrders.detail.missionsEmpty')} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={converted}
          columns={[
            { key: 'styleNo', title: f('style'), dataIndex: 'styleNo' },
            { key: 'totalNum', title: f('orderQuantity'), dataIndex: 'totalNum', align: 'right' },
            { key: 'toMissionNum', title: f('toMissionNum'), dataIndex: 'toMissionNum', align: 'right' },
          ]}
        />
      )}
    </Card>
  );
}
