import { formatUnitTotals, type OrderListRow } from '@gf/contracts';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';

/** 历史单据列表 (02 §5): the order, the pre-order it came from and its adjustment bills, as the list shows them. */
export function OrderHistoryCard({ rows, currentId }: { rows: OrderListRow[]; currentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  return (
    <Card size="small" title={t('productionOrders.detail.history')} style={{ marginBottom: 12 }} data-testid="order-history">
      <Table<OrderListRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'orderNo',
            title: f('billNo'),
            render: (_: unknown, r) =>
              r.id === currentId ? (
                r.orderNo
              ) : (
                <Typography.Link onClick={() => navigate(`/orderProductioDetail?id=${r.id}`)}>{r.orderNo}</Typography.Link>
              ),
          },
          {
            key: 'type',
            title: f('type'),
            render: (_: unknown, r) => <Tag>{t(`productionOrders.option.${r.type === 0 ? 'advance' : 'formal'}`)}</Tag>,
          },
          { key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt' },
          {
            key: 'quantity',
            title: f('quantity'),
            align: 'right',
            render: (_: unknown, r) => formatUnitTotals(r.totals) || '0',
          },
          { key: 'createByName', title: f('createBy'), dataIndex: 'createByName' },
          { key: 'status', title: f('status'), render: (_: unknown, r) => <BillStatusTag status={r.displayStatus} /> },
          { key: 'lastReviewLog', title: f('lastReviewLog'), render: (_: unknown, r) => r.lastReviewLog ?? '-' },
          { key: 'remark', title: f('remark'), render: (_: unknown, r) => r.remark ?? '-' },
        ]}
      />
    </Card>
  );
}
