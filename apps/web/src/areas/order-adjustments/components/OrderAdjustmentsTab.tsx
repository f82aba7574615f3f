import { OrderAdjustPermission, PriceAdjustPermission, type OrderDetail } from '@gf/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { GuardedButton } from '../../../shared/session/permission';
import { hasPermission } from '../../../shared/session/session';
import { adjustApi, priceApi } from '../api/adjustments-api';
import '../locales/register';

/**
 * 调整与调价 on the order detail (registered by app/routes.tsx): the order's adjustment bills and price adjustment
 * orders, and, once the order is reviewed, 开调整单 / 开调价单.
 */
export function OrderAdjustmentsTab({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
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
      <BillsCard
        titleKey="adjusts"
        openKey="openAdjust"
        testId="open-adjust"
        permission={OrderAdjustPermission.add}
        path="/adjustOrder"
        orderId={order.id}
        reviewed={reviewed}
        bills={adjusts}
        fields={{ no: 'adjustNo', date: 'placeorderAt', old: 'oldTotal', new: 'newTotal' }}
        data={{ date: 'placeorderAt', old: 'oldTotalNum', new: 'newTotalNum' }}
      />
      <BillsCard
        titleKey="prices"
        openKey="openPrice"
        testId="open-price"
        permission={PriceAdjustPermission.add}
        path="/adjustmentPriceDetail"
        orderId={order.id}
        reviewed={reviewed}
        bills={prices}
        fields={{ no: 'priceNo', date: 'adjustDate', old: 'oldAmount', new: 'newAmount' }}
        data={{ date: 'adjustDate', old: 'oldAmount', new: 'newAmount' }}
      />
    </Space>
  );
}

interface BillRow {
  id: string;
  orderNo: string;
  displayStatus: number;
  remark: string | null;
}

/** One kind of the order's bills: its list, and the button that opens a new one for the order. */
function BillsCard<Row extends BillRow>(props: {
  titleKey: string;
  openKey: string;
  testId: string;
  permission: string;
  /** The bill's page: ?id= opens one, ?facPrdOrderId= a new one for the order. */
  path: string;
  orderId: string;
  reviewed: boolean;
  bills: UseQueryResult<{ list: Row[] }>;
  /** Field locale keys (orderAdjustments.field.*) and the row's data keys of the bill's own columns. */
  fields: { no: string; date: string; old: string; new: string };
  data: { date: keyof Row & string; old: keyof Row & string; new: keyof Row & string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  return (
    <Card
      size="small"
      title={t(`orderAdjustments.tabs.${props.titleKey}`)}
      extra={
        <GuardedButton
          icon={<PlusOutlined />}
          disabled={!props.reviewed}
          permission={props.permission}
          onClick={() => void navigate(`${props.path}?facPrdOrderId=${props.orderId}`)}
          data-testid={props.testId}
        >
          {t(`orderAdjustments.tabs.${props.openKey}`)}
        </GuardedButton>
      }
    >
      <Table<Row>
        size="small"
        rowKey="id"
        pagination={false}
        loading={props.bills.isLoading}
        dataSource={props.bills.data?.list ?? []}
        locale={{ emptyText: t('orderAdjustments.tabs.none') }}
        columns={[
          {
            key: 'no',
            title: f(props.fields.no),
            dataIndex: 'orderNo',
            render: (v: string, r) => <Link to={`${props.path}?id=${r.id}`}>{v}</Link>,
          },
          { key: 'date', title: f(props.fields.date), dataIndex: props.data.date },
          { key: 'old', title: f(props.fields.old), dataIndex: props.data.old, align: 'right' },
          { key: 'new', title: f(props.fields.new), dataIndex: props.data.new, align: 'right' },
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
  );
}
