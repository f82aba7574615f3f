import {
  dec,
  formatUnitTotals,
  isDecimalString,
  STOCK_BILL_DIRECTION,
  totalsByUnit,
  type StockBillLine,
  type StockBillType,
} from '@gf/contracts';

/** One material SKU (colour / spec) on a stock bill: typed quantity in the material's stock unit and price. */
export interface MaterialBillLine {
  skuId: string;
  /** 物料编号 名称 (the material the SKU belongs to). */
  material: string;
  /** 颜色 / 规格 */
  sku: string;
  stockUnit: string | null;
  quantity: string;
  price: string;
}

/** A typed quantity the server takes: ≤ 4 decimals, 14 integer digits (0 only on an adjustment). */
export const isQuantityText = (q: string) => isDecimalString(q.trim(), 4, 14);
export const isPriceText = (p: string) => p.trim() === '' || isDecimalString(p.trim(), 4, 14);

/** 金额 of a line: quantity × price, exact to the cent; blank while either is not a number. */
export function lineAmount(l: Pick<MaterialBillLine, 'quantity' | 'price'>): string {
  if (!isQuantityText(l.quantity) || l.price.trim() === '' || !isPriceText(l.price)) return '';
  return dec.mul(l.quantity.trim(), l.price.trim(), 2);
}

/**
 * The bill's lines: a moving kind sends the quantities above 0; an adjustment every quantity typed (0 too: the new
 * stock is nothing), so a line left blank is not adjusted. A quantity that is not a number is sent as typed, so the
 * server names the field instead of the line vanishing.
 */
export function materialLinesOf(lines: readonly MaterialBillLine[], kind: StockBillType) {
  const adjust = STOCK_BILL_DIRECTION[kind] === 'ADJUST';
  return lines.flatMap((l) => {
    const q = l.quantity.trim();
    if (q === '') return [];
    if (isQuantityText(q) && !adjust && dec.isZero(q)) return [];
    return [{ skuId: l.skuId, quantity: q, price: l.price.trim() || null }];
  });
}

/** The typed quantities summed per stock unit ("30 米 + 4 个"): never one sum across units. */
export function materialTotals(lines: readonly MaterialBillLine[]): string {
  return formatUnitTotals(
    totalsByUnit(
      lines.filter((l) => isQuantityText(l.quantity)),
      (l) => l.quantity.trim(),
      (l) => l.stockUnit,
    ),
    (q) => dec.format(q),
  );
}

/** 总金额 of the typed lines, exact. */
export const materialAmount = (lines: readonly MaterialBillLine[]) =>
  dec.sum(
    lines.map((l) => lineAmount(l) || '0'),
    2,
  );

/** How much an out-kind line asks beyond the storehouse's stock ('' when within it or not a number). */
export function beyondOnHand(quantity: string, onHand: string | undefined): string {
  if (!isQuantityText(quantity)) return '';
  const over = dec.sub(quantity.trim(), onHand ?? '0');
  return dec.isPositive(over) ? dec.norm(over) : '';
}

/**
 * Saved material lines back into editor lines (editing a bill). The saved name is "编号 名称 颜色"; the colour moves
 * to the SKU column beside the spec (answered as sizeName), as a line added by material shows it.
 */
export function materialLinesFromSaved(lines: readonly StockBillLine[]): MaterialBillLine[] {
  return lines.map((l) => ({
    skuId: l.skuId,
    material: l.colorName && l.skuName.endsWith(` ${l.colorName}`) ? l.skuName.slice(0, -l.colorName.length - 1) : l.skuName,
    sku: [l.colorName, l.sizeName].filter(Boolean).join(' / '),
    stockUnit: l.stockUnit,
    quantity: dec.norm(l.quantity),
    price: dec.isZero(l.price) ? '' : dec.norm(l.price),
  }));
}

/** Adds a material's SKUs, skipping the ones the bill already holds (a material chosen twice adds nothing). */
export function addMaterialSkus(lines: readonly MaterialBillLine[], added: readonly MaterialBillLine[]): MaterialBillLine[] {
  const held = new Set(lines.map((l) => l.skuId));
  return [...lines, ...added.filter((l) => !held.has(l.skuId))];
}
