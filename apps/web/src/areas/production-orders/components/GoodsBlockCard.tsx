import { DeleteOutlined } from '@ant-design/icons';
import { skuKeyOf } from '@gf/contracts';
import { App, Alert, Button, Card, Col, DatePicker, Form, Input, Radio, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { ordersApi, styleLoader } from '../api/orders-api';
import { ColorQuantities } from './ColorQuantities';
import { CustomerMatrices, type MatrixShape } from './CustomerMatrices';
import { GoodsInfoLine, goodsInfoOf } from './GoodsInfoLine';
import { GoodsPrices } from './GoodsPrices';
import type { FormProblem } from './order-form-problems';
import { axesOf, goodsTotal, hasQuantities, switchFillType, withStyle, type GoodsBlock } from './order-goods-state';

const dateFormat = 'YYYY-MM-DD';

export interface GoodsBlockCardProps {
  index: number;
  block: GoodsBlock;
  isAdvance: boolean;
  isOutsideFac: boolean;
  /** 制单日期 (YYYY-MM-DD): the delivery date cannot be picked before it is chosen, nor before it. */
  placeorderAt: string | null;
  /** This block's problems, shown once a save was tried. */
  problems: FormProblem[];
  problemText: (p: FormProblem) => string;
  onChange: (block: GoodsBlock) => void;
  onRemove: () => void;
}

/** One ordered goods block: style, delivery date, fill mode, the matrix (or one per customer, or per colour), prices. */
export function GoodsBlockCard({
  index,
  block,
  isAdvance,
  isOutsideFac,
  placeorderAt,
  problems,
  problemText,
  onChange,
  onRemove,
}: GoodsBlockCardProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const shape: MatrixShape = useMemo(
    () => ({
      ...axesOf(block.skuList),
      existingKeys: new Set(
        block.skuList.map((s) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })),
      ),
      styleId: block.styleId ?? undefined,
    }),
    [block.skuList, block.styleId],
  );
  const type = isAdvance ? 0 : 1;

  const chooseStyle = (goodsId: string | null, label: string | null) => {
    const apply = async () => {
      if (!goodsId) return onChange(withStyle(block, null, null, []));
      const style = await ordersApi.style(goodsId);
      onChange(withStyle(block, goodsId, label, style.skuList, goodsInfoOf(style)));
    };
    if (!hasQuantities(block)) return void apply();
    modal.confirm({
      title: t('productionOrders.form.changeStyleTitle'),
      content: t('productionOrders.form.changeStyleText'),
      onOk: apply,
    });
  };

  const chooseFill = (fillType: 0 | 1) => {
    if (fillType === 1) {
      const had = hasQuantities(block);
      onChange(switchFillType(block, 1));
      if (had) message.info(t('productionOrders.form.toByCustomerNote'));
      return;
    }
    if (!hasQuantities(block)) return onChange(switchFillType(block, 0));
    modal.confirm({
      title: t('productionOrders.form.toByGoodsTitle'),
      content: t('productionOrders.form.toByGoodsText'),
      onOk: () => onChange(switchFillType(block, 0)),
    });
  };

  const total = goodsTotal(block, type);
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="goods-block"
      title={t('productionOrders.form.goods', { index: index + 1 })}
      extra={
        <Button
          size="small"
          danger
          type="link"
          icon={<DeleteOutlined />}
          onClick={() => modal.confirm({ title: t('productionOrders.form.removeGoodsConfirm'), onOk: onRemove })}
        >
          {t('productionOrders.form.removeGoods')}
        </Button>
      }
    >
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label={f('style')} required>
              <SearchSelect
                single
                loader={styleLoader}
                placeholder={t('productionOrders.form.styleSearch')}
                value={block.styleId}
                initialOptions={
                  block.styleId && block.styleLabel ? [{ value: block.styleId, label: block.styleLabel }] : undefined
                }
                onChange={(v, option) =>
                  chooseStyle(v ? String(v) : null, option && !Array.isArray(option) ? option.label : null)
                }
                data-testid="goods-style"
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item label={f('deliveryAt')} required>
              <DatePicker
                style={{ width: '100%' }}
                disabled={!placeorderAt}
                placeholder={placeorderAt ? undefined : t('productionOrders.form.pickOrderDateFirst')}
                value={block.deliveryAt ? dayjs(block.deliveryAt) : null}
                disabledDate={(d) => Boolean(placeorderAt) && d.format(dateFormat) < (placeorderAt ?? '')}
                onChange={(d) => onChange({ ...block, deliveryAt: d ? d.format(dateFormat) : null })}
                data-testid="goods-delivery"
              />
            </Form.Item>
          </Col>
          {!isAdvance && (
            <Col span={6}>
              <Form.Item label={f('fillType')}>
                <Radio.Group
                  value={block.fillType}
                  onChange={(e) => chooseFill(e.target.value as 0 | 1)}
                  data-testid="goods-fill-type"
                  options={[
                    { value: 0, label: t('productionOrders.option.byGoods') },
                    { value: 1, label: t('productionOrders.option.byCustomer') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={isAdvance ? 11 : 5}>
            <Form.Item label={f('goodsRemark')}>
              <Input maxLength={500} value={block.remark} onChange={(e) => onChange({ ...block, remark: e.target.value })} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {block.styleId && <GoodsInfoLine info={block.goodsInfo} />}
      {!block.styleId ? (
        <Typography.Text type="secondary">{t('productionOrders.form.chooseStyleFirst')}</Typography.Text>
      ) : isAdvance ? (
        <ColorQuantities
          colors={shape.colors}
          value={block.colorCells}
          onChange={(colorCells) => onChange({ ...block, colorCells })}
        />
      ) : block.fillType === 1 ? (
        <CustomerMatrices customers={block.customers} shape={shape} onChange={(customers) => onChange({ ...block, customers })} />
      ) : (
        <SkuMatrix
          mode="quantity"
          colors={shape.colors}
          sizes={shape.sizes}
          standards={shape.standards}
          existingKeys={shape.existingKeys}
          styleId={shape.styleId}
          value={block.cells}
          onChange={(cells) => onChange({ ...block, cells })}
        />
      )}
      <div style={{ margin: '8px 0' }}>
        <Typography.Text strong data-testid="goods-total">
          {t('productionOrders.form.goodsTotal', { total })}
        </Typography.Text>
      </div>
      {!isAdvance && (
        <GoodsPrices
          block={block}
          total={total}
          isOutsideFac={isOutsideFac}
          onChange={(patch) => onChange({ ...block, ...patch })}
        />
      )}
      {problems.length > 0 && (
        <Alert type="error" showIcon message={problems.map(problemText).join('；')} data-testid="goods-problems" />
      )}
    </Card>
  );
}
