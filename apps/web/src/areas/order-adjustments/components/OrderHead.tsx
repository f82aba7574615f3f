import type { AdjustOrderView } from '@gf/contracts';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../locales/register';

/** 原订单信息: the order adjusted, linked to its detail. */
export function OrderHead({ view }: { view: AdjustOrderView }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  const o = view.oldOrderInfo;
  return (
    <Card size="small" title={t('orderAdjustments.detail.orderInfo')} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={f('order')}>
          <Link to={`/orderProductioDetail?id=${o.id}`} data-testid="adjust-order-link">
            {o.orderNo}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={f('orderDate')}>{o.placeorderAt}</Descriptions.Item>
        <Descriptions.Item label={f('oldTotal')}>
          {view.oldTotals.map((x) => `${x.quantity} ${x.unit}`).join(' + ')}
        </Descriptions.Item>
        <Descriptions.Item label={f('newTotal')}>
          {view.newTotals.map((x) => `${x.quantity} ${x.unit}`).join(' + ')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
