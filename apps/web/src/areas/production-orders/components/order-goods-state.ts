import { skuKeyOf, type GoodsSku, type OrderGoodsDetail, type OrderGoodsInput, type ProductionOrderType } from '@gf/contracts';

/** One axis value of the SKU matrix (a colour, a size or a 内长). */
export interface Axis {
  id: string;
  name: string;
}

/** Cell quantities of one matrix, keyed by skuKeyOf (colour|size|内长); a cell left blank is absent. */
export type Cells = Record<string, number>;

/** One customer's matrix inside a goods block filled per customer (分客户填数). */
export interface CustomerBlock {
  key: string;
  /** The saved block's id (kept on re-edit). */
  id: string | null;
  customerId: string | null;
  customerName: string | null;
  cells: Cells;
}

/** One ordered goods block of the form (a style with its delivery date, prices and quantities). */
export interface GoodsBlock {
  key: string;
  id: string | null;
  styleId: string | null;
  styleLabel: string | null;
  /** The style's SKUs: the matrix's colours, sizes and 内长. */
  skuList: GoodsSku[];
  /** The style's goods-record values shown under it (订单配置's goods information), by field code. */
  goodsInfo: Record<string, string | null>;
  deliveryAt: string | null;
  /** 0 按商品填数, 1 分客户填数. */
  fillType: 0 | 1;
  cells: Cells;
  customers: CustomerBlock[];
  /** Pre-orders: pieces per colour. */
  colorCells: Record<string, number>;
  /** Typed texts, sent as typed (the contracts check them). */
  noTaxPrice: string;
  taxRate: string;
  processUnitPrice: string;
  remark: string;
}

let seq = 0;
export const newKey = (prefix: string) => `${prefix}-${++seq}`;

export const emptyCustomer = (): CustomerBlock => ({
  key: newKey('c'),
  id: null,
  customerId: null,
  customerName: null,
  cells: {},
});

export const emptyGoods = (): GoodsBlock => ({
  key: newKey('g'),
  id: null,
  styleId: null,
  styleLabel: null,
  skuList: [],
  goodsInfo: {},
  deliveryAt: null,
  fillType: 0,
  cells: {},
  customers: [],
  colorCells: {},
  noTaxPrice: '',
  taxRate: '',
  processUnitPrice: '',
  remark: '',
});

const unique = (list: readonly Axis[]): Axis[] => [...new Map(list.map((a) => [a.id, a])).values()];

/** The matrix's axes from a style's SKUs, in the order the style lists them. */
export function axesOf(skuList: readonly GoodsSku[]): { colors: Axis[]; sizes: Axis[]; standards: Axis[] } {
  return {
    colors: unique(skuList.map((s) => ({ id: s.color_id, name: s.color_no_name || s.color_name }))),
    sizes: unique(skuList.map((s) => ({ id: s.size_id, name: s.size_value }))),
    standards: unique(
      skuList.filter((s) => s.standard_id).map((s) => ({ id: s.standard_id as string, name: s.standard_value ?? '' })),
    ),
  };
}

/** Sum of a matrix's cells (blank cells add nothing). */
export const cellsTotal = (cells: Cells): number => Object.values(cells).reduce((sum, n) => sum + (n || 0), 0);

/** The pieces of one goods block: its matrix, its customers' matrices, or its colours (pre-order). */
export function goodsTotal(block: GoodsBlock, type: ProductionOrderType): number {
  if (type === 0) return Object.values(block.colorCells).reduce((sum, n) => sum + (n || 0), 0);
  return block.fillType === 1 ? block.customers.reduce((sum, c) => sum + cellsTotal(c.cells), 0) : cellsTotal(block.cells);
}

/** Per SKU key, the sum over the block's customers (what the block orders when filled per customer). */
export function customersSum(customers: readonly CustomerBlock[]): Cells {
  const sum: Cells = {};
  for (const c of customers) for (const [k, n] of Object.entries(c.cells)) sum[k] = (sum[k] ?? 0) + (n || 0);
  return sum;
}

/** Customer ids chosen more than once in a block (不能选择两个相同的客户). */
export function duplicateCustomers(customers: readonly CustomerBlock[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const c of customers) {
    if (!c.customerId) continue;
    if (seen.has(c.customerId)) twice.add(c.customerId);
    seen.add(c.customerId);
  }
  return [...twice];
}

/**
 * 按商品填数 → 分客户填数: what was typed moves into the first customer's matrix (nothing is lost or changed).
 * 分客户填数 → 按商品填数: the customers' matrices are summed per SKU into the one matrix (the caller asks first:
 * who ordered what is then no longer recorded).
 */
export function switchFillType(block: GoodsBlock, fillType: 0 | 1): GoodsBlock {
  if (block.fillType === fillType) return block;
  if (fillType === 1) {
    const first = block.customers[0] ?? emptyCustomer();
    const customers = [{ ...first, cells: { ...block.cells, ...first.cells } }, ...block.customers.slice(1)];
    return { ...block, fillType, cells: {}, customers };
  }
  return { ...block, fillType, cells: customersSum(block.customers), customers: [] };
}

/** Cells kept when the style changes: none (the SKUs are another style's). */
export function withStyle(
  block: GoodsBlock,
  styleId: string | null,
  styleLabel: string | null,
  skuList: GoodsSku[],
  goodsInfo: Record<string, string | null> = {},
): GoodsBlock {
  return {
    ...block,
    styleId,
    styleLabel,
    skuList,
    goodsInfo,
    cells: {},
    colorCells: {},
    customers: block.customers.map((c) => ({ ...c, cells: {} })),
  };
}

/** True when the block holds any typed quantity (changing its style would drop them: ask first). */
export const hasQuantities = (block: GoodsBlock): boolean =>
  cellsTotal(block.cells) > 0 ||
  Object.values(block.colorCells).some((n) => n > 0) ||
  block.customers.some((c) => cellsTotal(c.cells) > 0);

/** Matrix cells as the contracts' SKU quantities (zero and blank cells left out). */
function skuQuantities(cells: Cells, skuList: readonly GoodsSku[]) {
  const idOf = new Map(
    skuList.map((s) => [skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id }), s.id]),
  );
  return Object.entries(cells)
    .filter(([k, n]) => n !== 0 && idOf.has(k))
    .map(([k, num]) => ({ goodsSkuId: idOf.get(k) as string, num }));
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** One goods block as facPrdOrder/add (or addAdvanceOrder) takes it. */
export function goodsPayload(block: GoodsBlock, type: ProductionOrderType): OrderGoodsInput {
  const base = {
    id: block.id,
    styleId: block.styleId ?? '',
    deliveryAt: block.deliveryAt ?? '',
    fillType: type === 0 ? 0 : block.fillType,
    noTaxPrice: textOrNull(block.noTaxPrice),
    taxRate: textOrNull(block.taxRate),
    processUnitPrice: textOrNull(block.processUnitPrice),
    remark: textOrNull(block.remark),
    facPrdOrderGoodsDetailList: [],
    facPrdOrderGoodsCustomerList: [],
    facPrdOrderGoodsAdvanceDetailList: [],
  } satisfies OrderGoodsInput;
  if (type === 0)
    return {
      ...base,
      facPrdOrderGoodsAdvanceDetailList: Object.entries(block.colorCells)
        .filter(([, n]) => n !== 0)
        .map(([colorId, num]) => ({ colorId, num })),
    };
  if (block.fillType === 1)
    return {
      ...base,
      facPrdOrderGoodsCustomerList: block.customers.map((c) => ({
        id: c.id,
        customerId: c.customerId ?? '',
        facPrdOrderGoodsDetailList: skuQuantities(c.cells, block.skuList),
      })),
    };
  return { ...base, facPrdOrderGoodsDetailList: skuQuantities(block.cells, block.skuList) };
}

const toCells = (list: readonly { colorId: string; sizeId: string; standardId: string | null; num: string }[]): Cells =>
  Object.fromEntries(list.map((q) => [skuKeyOf(q), Number(q.num)]));

/** A saved goods block back into the form (re-edit, or 转订单 from a pre-order with `asFormal`). */
export function goodsFromDetail(g: OrderGoodsDetail, asFormal = false): GoodsBlock {
  return {
    key: newKey('g'),
    id: asFormal ? null : g.id,
    styleId: g.styleId,
    styleLabel: `${g.styleNo} ${g.styleName}`.trim(),
    skuList: g.skuList,
    goodsInfo: { ...g.goodsInfo, mainPicture: g.mainPictureUrl },
    deliveryAt: g.deliveryAt,
    fillType: g.fillType,
    cells: g.fillType === 0 ? toCells(g.facPrdOrderGoodsDetailList) : {},
    customers: g.facPrdOrderGoodsCustomerList.map((c) => ({
      key: newKey('c'),
      id: asFormal ? null : c.id,
      customerId: c.customerId,
      customerName: c.customerName,
      cells: toCells(c.facPrdOrderGoodsDetailList),
    })),
    colorCells: Object.fromEntries(g.facPrdOrderGoodsAdvanceDetailList.map((c) => [c.colorId, Number(c.num)])),
    noTaxPrice: g.noTaxPrice === '0' ? '' : g.noTaxPrice,
    taxRate: g.taxRate === '0' ? '' : g.taxRate,
    processUnitPrice: g.processUnitPrice === '0' ? '' : g.processUnitPrice,
    remark: g.remark ?? '',
  };
}

/** Pieces per colour of a formal block (all sizes, 内长 and customers). */
export function piecesPerColor(block: GoodsBlock): Record<string, number> {
  const cells = block.fillType === 1 ? customersSum(block.customers) : block.cells;
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(cells)) {
    const colorId = k.split('|')[0] ?? '';
    out[colorId] = (out[colorId] ?? 0) + (n || 0);
  }
  return out;
}

/** A colour whose formal quantity goes past what its pre-order asked for. */
export interface Overshoot {
  styleLabel: string;
  colorName: string;
  ordered: number;
  planned: number;
}

/**
 * 转订单: colours whose formal quantity is above the pre-order's (the clerk is warned before saving; an order may
 * still grow, it is never cut down to the pre-order silently).
 */
export function overshoots(blocks: readonly GoodsBlock[], advance: readonly OrderGoodsDetail[]): Overshoot[] {
  const out: Overshoot[] = [];
  for (const block of blocks) {
    const planned = advance.find((a) => a.styleId === block.styleId);
    if (!planned) continue;
    const ordered = piecesPerColor(block);
    for (const c of planned.facPrdOrderGoodsAdvanceDetailList) {
      const n = ordered[c.colorId] ?? 0;
      if (n > Number(c.num))
        out.push({ styleLabel: block.styleLabel ?? '', colorName: c.colorName, ordered: n, planned: Number(c.num) });
    }
  }
  return out;
}
