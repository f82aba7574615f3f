import { OrderAdjustPermission, PriceAdjustPermission, type OrderDetail } from '@gf/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { GuardedButton } from '../../../shared/session/permission';
import { hasPermission } from '../../../shared/session/session';
import { adjustApi, priceApi } from '../api/adjustments-api';

/**
 * 调整与调价 on the order detail (registered by app/routes.tsx): the order's adjustment bills and price adjustment
 * orders, and, once the order is reviewed, 开调整单 / 开调价单.
 */
export function OrderAdjustmentsTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  const adjusts = useQuery({
    queryKey: ['order-adjust', 'of-order', order.id],
    queryFn: () => adjustApi.page({ facPrdOrderId: order.id, pageSize: 50 }),
    enabled: hasPermission(OrderAdjustPermission.query),
  });
  const prices = useQuery({
    queryKey: ['price-adjust', 'of-order', order.id],
    queryFn: () => priceApi.page({ facPrdOrderId: order.id, pageSize: 50 }),
    enabled: hasPermission(PriceAdjustPermission.query),
  });
  const reviewed = order.status === 2;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!reviewed && <Typography.Text type="secondary">{t('orderAdjustments.tabs.onlyReviewed')}</Typography.Text>}
      <Card
        size="small"
        title={t('orderAdjustments.tabs.adjusts')}
        extra={
          <GuardedButton
            icon={<PlusOutlined />}
            disabled={!reviewed}
            permission={OrderAdjustPermission.add}
            onClick={() => void navigate(`/adjustOrder?facPrdOrderId=${order.id}`)}
            data-testid="open-adjust"
          >
            {t('orderAdjustments.tabs.openAdjust')}
          </GuardedButton>
        }
      >
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={adjusts.isLoading}
          dataSource={adjusts.data?.list ?? []}
          locale={{ emptyText: t('orderAdjustments.tabs.none') }}
          columns={[
            {
              key: 'no',
              title: f('adjustNo'),
              dataIndex: 'orderNo',
              render: (v: string, r) => <Link to={`/adjustOrder?id=${r.id}`}>{v}</Link>,
            },
            { key: 'date', title: f('placeorderAt'), dataIndex: 'placeorderAt' },
            { key: 'old', title: f('oldTotal'), dataIndex: 'oldTotalNum', align: 'right' },
            { key: 'new', title: f('newTotal'), dataIndex: 'newTotalNum', align: 'right' },
            {
              key: 'status',
              title: f('status'),
              dataIndex: 'displayStatus',
              render: (v: number) => <BillStatusTag status={v} />,
            },
            { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('orderAdjustments.tabs.prices')}
        extra={
          <GuardedButton
            icon={<PlusOutlined />}
            disabled={!reviewed}
            permission={PriceAdjustPermission.add}
            onClick={() => void navigate(`/adjustmentPriceDetail?facPrdOrderId=${order.id}`)}
            data-testid="open-price"
          >
            {t('orderAdjustments.tabs.openPrice')}
          </GuardedButton>
        }
      >
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={prices.isLoading}
          dataSource={prices.data?.list ?? []}
          locale={{ emptyText: t('orderAdjustments.tabs.none') }}
          columns={[
            {
              key: 'no',
              title: f('priceNo'),
              dataIndex: 'orderNo',
              render: (v: string, r) => <Link to={`/adjustmentPriceDetail?id=${r.id}`}>{v}</Link>,
            },
            { key: 'date', title: f('adjustDate'), dataIndex: 'adjustDate' },
            { key: 'old', title: f('oldAmount'), dataIndex: 'oldAmount', align: 'right' },
            { key: 'new', title: f('newAmount'), dataIndex: 'newAmount', align: 'right' },
            {
              key: 'status',
              title: f('status'),
              dataIndex: 'displayStatus',
              render: (v: number) => <BillStatusTag status={v} />,
            },
            { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
          ]}
        />
      </Card>
    </Space>
  );
}
