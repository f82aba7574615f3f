import { decimalProblem, STOCK_BILL_DIRECTION, type GoodsInventoryRow, type GoodsSku, type StockBillType } from '@gf/contracts';
import { Button, Card, Empty, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { shapeOf, skuKeyOfGoodsSku, SkuMatrix, type Quantities } from '../../../shared/sku-matrix';
import { styleLoader } from '../api/stock-bills-api';
import type { StyleBlock } from '../stock-bill-form.logic';
import '../locales/register';

/** A style's SKUs and its stock in the storehouse (per matrix key), for a new block. */
export async function loadStyleBlock(styleId: string, label: string, storehouseId: string | undefined) {
  const [skus, stock] = await Promise.all([
    api.get<GoodsSku[]>('fac/goods/getFacGoodsSku', { goodsId: styleId }),
    storehouseId
      ? api.post<GoodsInventoryRow | null>('fac/inventoryItem/queryInventoryItemByStyleId', { storehouseId, styleId })
      : Promise.resolve(null),
  ]);
  const onHand: Quantities = {};
  const byId = new Map(skus.map((s) => [s.id, skuKeyOfGoodsSku(s)]));
  for (const cell of stock?.skus ?? []) {
    const key = byId.get(cell.goodsSkuId);
    if (key) onHand[key] = Number(cell.quantity); // whole pieces: the matrix compares integers
  }
  return {
    block: { styleId, label: stock?.styleNo ? `${stock.styleNo} ${stock.styleName}` : label, skus, quantities: {}, price: '' },
    onHand,
  };
}

/** The cells of an out-kind block taking more than the storehouse holds: "红 S" with its stock and the excess. */
export function beyondStock(block: StyleBlock, onHand: Quantities | undefined) {
  return block.skus.flatMap((s) => {
    const key = skuKeyOfGoodsSku(s);
    const asked = block.quantities[key] ?? 0;
    const stock = onHand?.[key] ?? 0;
    return asked > stock
      ? [{ cell: [s.color_name, s.size_value, s.standard_value].filter(Boolean).join(' '), stock, over: asked - stock }]
      : [];
  });
}

/**
 * The goods of a stock bill: a style picked by typing its number adds its colour × size matrix (一手 column, totals);
 * an adjustment's cells are the new stock, each showing the stock it replaces; an out-kind cell beyond the storehouse's
 * stock is named under the matrix (the value stays as typed). Price per style, 删除 per style.
 */
export function StyleBlocksEditor({
  kind,
  blocks,
  stock,
  onAdd,
  onChange,
}: {
  kind: StockBillType;
  blocks: StyleBlock[];
  /** Stock per style and matrix key in the bill's storehouse. */
  stock: Record<string, Quantities>;
  onAdd: (styleId: string, label: string) => void;
  onChange: (blocks: StyleBlock[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<StyleBlock>) => onChange(blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="stock-bill-blocks">
      <SearchSelect
        single
        loader={styleLoader}
        value={undefined}
        placeholder={t('stockBills.form.addStyle')}
        chosenValues={blocks.map((b) => b.styleId)}
        onChange={(v, option) => {
          if (v && !Array.isArray(option)) onAdd(String(v), String(option?.label ?? v));
        }}
        style={{ width: 320 }}
        data-testid="stock-bill-add-style"
      />
      {blocks.length === 0 && <Empty description={t('stockBills.form.empty')} />}
      {kind === 'STOCK_ADJUST' && blocks.length > 0 && (
        <Typography.Text type="secondary">{t('stockBills.form.adjustHint')}</Typography.Text>
      )}
      {blocks.map((b, i) => {
        const priceProblem = b.price.trim() && decimalProblem(b.price.trim(), { scale: 4, intDigits: 14 });
        return (
          <Card
            key={b.styleId}
            size="small"
            title={b.label}
            data-testid="stock-bill-block"
            extra={
              <Space>
                <Input
                  value={b.price}
                  onChange={(e) => set(i, { price: e.target.value })}
                  placeholder={t('stockBills.form.pricePlaceholder')}
                  status={priceProblem ? 'error' : undefined}
                  style={{ width: 110 }}
                  data-testid="stock-bill-price"
                />
                <Button danger type="link" onClick={() => onChange(blocks.filter((_, j) => j !== i))}>
                  {t('stockBills.form.remove')}
                </Button>
              </Space>
            }
          >
            {priceProblem && <Typography.Text type="danger">{t('stockBills.form.priceInvalid')}</Typography.Text>}
            <SkuMatrix
              mode="quantity"
              {...shapeOf(b.skus)}
              value={b.quantities}
              onChange={(quantities) => set(i, { quantities })}
              compare={kind === 'STOCK_ADJUST' ? stock[b.styleId] : undefined}
              compareLabel={t('stockBills.form.stock')}
              styleId={b.styleId}
            />
            {STOCK_BILL_DIRECTION[kind] === 'OUT' &&
              beyondStock(b, stock[b.styleId]).map((x) => (
                <div key={x.cell} data-testid="stock-bill-beyond">
                  <Typography.Text type="warning">{t('stockBills.form.beyond', x)}</Typography.Text>
                </div>
              ))}
          </Card>
        );
      })}
    </Space>
  );
}
