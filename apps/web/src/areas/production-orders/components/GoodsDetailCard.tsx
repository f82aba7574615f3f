import {
  ORDER_GOODS_INFO_FIELDS,
  ProductionOrderPermission,
  skuKeyOf,
  type OrderGoodsDetail,
  type OrderSkuQuantity,
} from '@gf/contracts';
import { Button, Card, Descriptions, Image, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { axesOf } from './order-goods-state';

const cellsOf = (list: readonly OrderSkuQuantity[]) => Object.fromEntries(list.map((q) => [skuKeyOf(q), Number(q.num)]));

/**
 * One ordered goods of the detail (02 §5): 货期, prices and amounts, the goods information the configuration shows,
 * the matrix (per colour for a pre-order) and 展开/收起不同客户订货明细 for the matrices per customer.
 */
export function GoodsDetailCard({
  goods,
  isFormal,
  isOutsideFac,
  onConvert,
}: {
  goods: OrderGoodsDetail;
  isFormal: boolean;
  isOutsideFac: boolean;
  /** 转工单 of this goods (reviewed formal orders): opens /CreateOrder pre-filled. */
  onConvert?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const shape = useMemo(
    () => ({
      ...axesOf(goods.skuList),
      existingKeys: new Set(
        goods.skuList.map((s) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })),
      ),
    }),
    [goods.skuList],
  );
  const matrix = (list: readonly OrderSkuQuantity[]) => <SkuMatrix mode="quantity" readOnly {...shape} value={cellsOf(list)} />;
  const info = ORDER_GOODS_INFO_FIELDS.filter((d) => d.code !== 'mainPicture' && goods.goodsInfo[d.code] != null);
  const perCustomer = isFormal && goods.fillType === 1 && goods.facPrdOrderGoodsCustomerList.length > 0;
  return (
    <Card
      id={`order-goods-${goods.id}`}
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="order-goods"
      extra={
        onConvert && (
          <GuardedButton
            size="small"
            permission={ProductionOrderPermission.toMission}
            onClick={onConvert}
            data-testid="convert-goods"
          >
            {t('productionOrders.convert.one')}
          </GuardedButton>
        )
      }
      title={
        <Space>
          {goods.mainPictureUrl && <Image src={goods.mainPictureUrl} width={32} height={32} style={{ objectFit: 'cover' }} />}
          <span>{t('productionOrders.detail.goodsTitle', { styleNo: goods.styleNo, styleName: goods.styleName })}</span>
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 8 }}>
        <Descriptions.Item label={f('goodsDeliveryAt')}>{goods.deliveryAt}</Descriptions.Item>
        <Descriptions.Item label={f('orderQuantity')}>{goods.totalNum}</Descriptions.Item>
        {isFormal && <Descriptions.Item label={f('noTaxPrice')}>{goods.noTaxPrice}</Descriptions.Item>}
        {isFormal && <Descriptions.Item label={f('taxRate')}>{goods.taxRate}</Descriptions.Item>}
        {isFormal && <Descriptions.Item label={f('taxPrice')}>{goods.taxPrice}</Descriptions.Item>}
        {isFormal && <Descriptions.Item label={f('noTaxAmount')}>{goods.noTaxAmount}</Descriptions.Item>}
        {isFormal && <Descriptions.Item label={f('taxAmount')}>{goods.taxAmount}</Descriptions.Item>}
        {isFormal && <Descriptions.Item label={f('amount')}>{goods.amount}</Descriptions.Item>}
        {isOutsideFac && <Descriptions.Item label={f('processUnitPrice')}>{goods.processUnitPrice}</Descriptions.Item>}
        {isOutsideFac && <Descriptions.Item label={f('processAmount')}>{goods.processAmount}</Descriptions.Item>}
        {info.map((d) => (
          <Descriptions.Item key={d.code} label={i18n.language === 'en' ? d.en : d.zh}>
            {goods.goodsInfo[d.code]}
          </Descriptions.Item>
        ))}
        {goods.remark && <Descriptions.Item label={f('goodsRemark')}>{goods.remark}</Descriptions.Item>}
      </Descriptions>
      {isFormal ? (
        matrix(goods.facPrdOrderGoodsDetailList)
      ) : (
        <Table
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          style={{ maxWidth: 420 }}
          dataSource={goods.facPrdOrderGoodsAdvanceDetailList}
          columns={[
            { key: 'color', title: f('color'), dataIndex: 'colorName' },
            { key: 'num', title: f('orderQuantity'), dataIndex: 'num', align: 'right' },
          ]}
        />
      )}
      {perCustomer && (
        <>
          <Button type="link" style={{ paddingLeft: 0 }} onClick={() => setExpanded(!expanded)} data-testid="expand-customers">
            {t(expanded ? 'productionOrders.detail.perCustomerHide' : 'productionOrders.detail.perCustomer')}
          </Button>
          {expanded &&
            goods.facPrdOrderGoodsCustomerList.map((c) => (
              <Card
                key={c.id}
                size="small"
                type="inner"
                style={{ marginBottom: 8 }}
                title={c.customerName}
                extra={
                  <Typography.Text type="secondary">
                    {t('productionOrders.form.customerTotal', { total: c.totalNum })}
                  </Typography.Text>
                }
                data-testid="customer-detail"
              >
                {matrix(c.facPrdOrderGoodsDetailList)}
              </Card>
            ))}
        </>
      )}
    </Card>
  );
}
