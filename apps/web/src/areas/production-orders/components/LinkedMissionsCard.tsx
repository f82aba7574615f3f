import '../locales/convert';
import { dec, type OrderDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { convertApi } from '../api/convert-api';

/**
 * 关联工单 (02 §5): the missions made from this order (the missions server's list, each opening its detail) and what of
 * each goods has been converted (转工单数量, the server's figure).
 */
export function LinkedMissionsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const l = (k: string) => t(`productionOrders.linked.${k}`);
  const missions = useQuery({
    queryKey: ['order-missions', order.id, order.goods.map((g) => g.toMissionNum).join()],
    queryFn: () => convertApi.linked(order.id),
  });
  const converted = order.goods.filter((g) => dec.isPositive(g.toMissionNum));
  const rows = missions.data ?? [];
  return (
    <Card
      size="small"
      title={t('productionOrders.detail.missions')}
      style={{ marginBottom: 12 }}
      data-testid="order-missions"
      extra={
        converted.length > 0 && (
          <Space size={12}>
            {converted.map((g) => (
              <Typography.Text key={g.id} type="secondary">
                {g.styleNo} {l('converted')} {dec.format(g.toMissionNum)}/{dec.format(g.totalNum)}
              </Typography.Text>
            ))}
          </Space>
        )
      }
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('productionOrders.detail.missionsEmpty')} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={missions.isLoading}
          dataSource={rows}
          columns={[
            {
              key: 'missionNo',
              title: l('missionNo'),
              render: (_, r) => (
                <Typography.Link onClick={() => navigate(`/OrderDetailed?missionId=${r.id}`)} data-testid="linked-mission">
                  {r.missionNo}
                </Typography.Link>
              ),
            },
            {
              key: 'status',
              title: l('status'),
              render: (_, r) => (
                <Tag color={r.status === 5 ? 'default' : r.status === 2 ? 'green' : 'blue'}>{l(`status${r.status}`)}</Tag>
              ),
            },
            { key: 'style', title: l('style'), dataIndex: 'styleNo' },
            { key: 'total', title: l('total'), align: 'right', render: (_, r) => dec.format(r.totalNum) },
            { key: 'actualCut', title: l('actualCut'), align: 'right', render: (_, r) => dec.format(r.actualCutNum) },
            { key: 'shipped', title: l('shipped'), align: 'right', render: (_, r) => dec.format(r.shippedNum) },
            { key: 'deliveryAt', title: l('deliveryAt'), dataIndex: 'deliveryAt' },
            { key: 'createdAt', title: l('createdAt'), render: (_, r) => formatDateTime(r.createdAt) },
          ]}
        />
      )}
    </Card>
  );
}
