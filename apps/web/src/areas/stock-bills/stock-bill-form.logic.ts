import { STOCK_BILL_DIRECTION, STOCK_BILL_TYPES, type GoodsSku, type StockBillLine, type StockBillType } from '@gf/contracts';
import { skuKeyOfGoodsSku, type Quantities } from '../../shared/sku-matrix';

/** One goods style on a stock bill: its SKUs, the matrix's quantities and the price of its pieces. */
export interface StyleBlock {
  styleId: string;
  label: string;
  skus: GoodsSku[];
  quantities: Quantities;
  price: string;
}

export const isStockBillType = (v: unknown): v is StockBillType => STOCK_BILL_TYPES.includes(v as StockBillType);

/** The header fields a kind asks besides the common ones (reference 07 §4: the kinds table). */
export function headerFieldsOf(kind: StockBillType) {
  return {
    supplier: kind === 'STOCK_IN',
    inStorehouse: kind === 'STOCK_OUT',
    customer: kind === 'STOCK_DELIVERY' || kind === 'STOCK_SALE_RETURN',
    adjustNote: kind === 'STOCK_ADJUST',
  };
}

/**
 * The bill's lines from the style blocks: a moving kind sends the cells above 0; an adjustment sends every cell the
 * clerk holds a number in (0 included: the new stock is nothing), so a cell never typed is not adjusted.
 */
export function linesOf(blocks: readonly StyleBlock[], kind: StockBillType) {
  const adjust = STOCK_BILL_DIRECTION[kind] === 'ADJUST';
  return blocks.flatMap((b) =>
    b.skus.flatMap((s) => {
      const q = b.quantities[skuKeyOfGoodsSku(s)];
      if (q === undefined || q === null || (!adjust && q <= 0)) return [];
      return [{ skuId: s.id, quantity: String(q), price: b.price.trim() || null }];
    }),
  );
}

/** Saved lines back into the blocks' quantities (editing a bill): each SKU's quantity under its matrix key. */
export function quantitiesOf(skus: readonly GoodsSku[], lines: readonly Pick<StockBillLine, 'skuId' | 'quantity'>[]): Quantities {
  const byId = new Map(skus.map((s) => [s.id, skuKeyOfGoodsSku(s)]));
  const out: Quantities = {};
  for (const l of lines) {
    const key = byId.get(l.skuId);
    if (key) out[key] = Number(l.quantity); // goods are whole pieces: the matrix edits integers
  }
  return out;
}

/** "入库单：2款/30件": the styles and pieces the bill holds. */
export function pieceCount(blocks: readonly StyleBlock[]): { styles: number; pieces: number } {
  const withPieces = blocks.map((b) => Object.values(b.quantities).reduce<number>((n, q) => n + (q ?? 0), 0));
  return { styles: withPieces.filter((n) => n > 0).length, pieces: withPieces.reduce((a, b) => a + b, 0) };
}
