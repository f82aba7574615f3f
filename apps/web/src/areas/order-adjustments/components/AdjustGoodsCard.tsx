import type { AdjustGoodsView } from '@gf/contracts';
import { Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shapeOf, SkuMatrix } from '../../../shared/sku-matrix';
import { MaterialTable } from './MaterialTable';
import { quantitiesOf, sumOf, type Quantities } from './matrix-shape';
import '../locales/register';

/** The matrices a goods block is adjusted in: one, or one per customer block (key: the customer block's id). */
export const matrixKeysOf = (g: AdjustGoodsView) =>
  g.fillType === 1 ? g.customers.map((c) => c.facPrdOrderGoodsCustomerId) : ['goods'];

/** The new quantities of each of the block's matrices, as the bill (or the order) holds them. */
export function startingQuantities(g: AdjustGoodsView): Record<string, Quantities> {
  return g.fillType === 1
    ? Object.fromEntries(g.customers.map((c) => [c.facPrdOrderGoodsCustomerId, quantitiesOf(c.cells, 'newNum')]))
    : { goods: quantitiesOf(g.cells, 'newNum') };
}

/**
 * One goods block of an adjustment: its matrix (or one per customer) with the new quantities over the old ones (the
 * shared SkuMatrix's compare: each cell shows the old figure and the difference), editable in the form, and the
 * main-material table of the change.
 */
export function AdjustGoodsCard({
  goods,
  value,
  onChange,
}: {
  goods: AdjustGoodsView;
  /** Editable when given: the new quantities per matrix key. */
  value?: Record<string, Quantities>;
  onChange?: (key: string, q: Quantities) => void;
}) {
  const { t } = useTranslation();
  const shape = useMemo(() => shapeOf(goods.skuList), [goods.skuList]);
  const editable = Boolean(value && onChange);
  const current = value ?? startingQuantities(goods);
  const matrix = (key: string, old: Quantities) => (
    <SkuMatrix
      mode="quantity"
      readOnly={!editable}
      {...shape}
      styleId={goods.styleId}
      value={current[key] ?? {}}
      onChange={(q) => onChange?.(key, q)}
      compare={old}
      compareLabel={t('orderAdjustments.detail.compareLabel')}
    />
  );
  const newTotal = Object.values(current).reduce((a, q) => a + sumOf(q), 0);
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="adjust-goods"
      title={t('orderAdjustments.detail.goods', { styleNo: goods.styleNo, styleName: goods.styleName })}
      extra={
        <Typography.Text data-testid="adjust-goods-totals">
          {t('orderAdjustments.detail.totals', { old: goods.oldTotal, now: newTotal })}
        </Typography.Text>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {goods.fillType === 1
          ? goods.customers.map((c) => (
              <div key={c.facPrdOrderGoodsCustomerId}>
                <Typography.Text strong>{t('orderAdjustments.form.perCustomer', { name: c.customerName })}</Typography.Text>
                {matrix(c.facPrdOrderGoodsCustomerId, quantitiesOf(c.cells, 'oldNum'))}
              </div>
            ))
          : matrix('goods', quantitiesOf(goods.cells, 'oldNum'))}
        <div>
          <Space style={{ marginBottom: 6 }}>
            <Typography.Text strong>{t('orderAdjustments.material.title')}</Typography.Text>
            {goods.bomName && (
              <Typography.Text type="secondary">{t('orderAdjustments.detail.bom', { name: goods.bomName })}</Typography.Text>
            )}
          </Space>
          {goods.materials.length ? (
            <MaterialTable rows={goods.materials} />
          ) : (
            <Typography.Text type="secondary">{t('orderAdjustments.detail.noBom')}</Typography.Text>
          )}
        </div>
      </Space>
    </Card>
  );
}
