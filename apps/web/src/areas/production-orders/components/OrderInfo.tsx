import type { OrderDetail } from '@gf/contracts';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The order's header as the reference's detail shows it (02 §5): a grid of "label: value". */
export function OrderInfo({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const open = (id: string) => navigate(`/orderProductioDetail?id=${id}`);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }} data-testid="order-info">
      <Descriptions.Item label={f('type')}>
        {order.type === 0 ? (
          <Tag color="gold">{t('productionOrders.option.advance')}</Tag>
        ) : (
          <Tag color="blue">{t('productionOrders.option.formal')}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={f('placeorderAt')}>{order.placeorderAt}</Descriptions.Item>
      <Descriptions.Item label={f('placeOrderType')}>{order.placeOrderType ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={f('outsideFactory')}>
        {order.isOutsideFac ? (order.commonOutsideFactoryName ?? '-') : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={f('createBy')}>{order.createByName}</Descriptions.Item>
      <Descriptions.Item label={f('chargers')}>{order.chargerName || '-'}</Descriptions.Item>
      <Descriptions.Item label={f('buyNo')}>{order.buyNo || t('productionOrders.option.none')}</Descriptions.Item>
      <Descriptions.Item label={f('isFirstOrder')}>
        {t(`productionOrders.option.${order.isFirstOrder ? 'yes' : 'no'}`)}
      </Descriptions.Item>
      {order.advanceOrderId && (
        <Descriptions.Item label={f('concatOrderNo')}>
          <Typography.Link onClick={() => open(order.advanceOrderId!)}>
            {t('productionOrders.detail.advanceOf', { orderNo: order.advanceOrderNo })}
          </Typography.Link>
        </Descriptions.Item>
      )}
      {order.turnedOrderId && (
        <Descriptions.Item label={f('concatOrderNo')}>
          <Typography.Link onClick={() => open(order.turnedOrderId!)}>
            {t('productionOrders.detail.turnedTo', { orderNo: order.turnedOrderNo })}
          </Typography.Link>
        </Descriptions.Item>
      )}
      {order.type === 1 && (
        <Descriptions.Item label={f('attachments')}>
          {order.attachments.length ? (
            <Space size={8} wrap>
              {order.attachments.map((a) => (
                <Typography.Link key={a.id} href={a.url} target="_blank">
                  {a.fileName}
                </Typography.Link>
              ))}
            </Space>
          ) : (
            t('productionOrders.detail.noAttachments')
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f('remark')} span={4}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{order.remark || '-'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
