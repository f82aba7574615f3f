import {
  dec,
  orderGoodsPrice,
  type AdvanceOrderInput,
  type OrderGoodsInput,
  type OrderGoodsPrice,
  type ProductionOrderInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { orderBomLookup } from './order-bom-lookup.js';
import * as ref from './order-reference.repository.js';

/** A matrix cell ready to write: a SKU (formal) or a colour alone (pre-order). */
export interface PreparedCell {
  goodsSkuId: string | null;
  colorId: string;
  num: string;
}

export interface PreparedCustomer {
  id: string | null;
  customerId: string;
  totalNum: string;
  cells: PreparedCell[];
}

export interface PreparedGoods {
  id: string | null;
  styleId: string;
  deliveryAt: string;
  bomId: string | null;
  fillType: 0 | 1;
  remark: string | null;
  noTaxPrice: string | null;
  taxRate: string | null;
  processUnitPrice: string | null;
  totalNum: string;
  price: OrderGoodsPrice;
  /** fillType 0 (and pre-orders): the block's own cells. */
  cells: PreparedCell[];
  customers: PreparedCustomer[];
}

export interface PreparedOrder {
  type: 0 | 1;
  placeorderAt: string;
  placeOrderTypeId: string | null;
  buyNo: string | null;
  chargerIds: string[];
  isOutsideFac: boolean;
  outsideFactoryId: string | null;
  remark: string | null;
  attachmentIds: string[];
  isFirstOrder: boolean;
  totalNum: string;
  goods: PreparedGoods[];
}

const goodsField = (i: number, name: string) => `facPrdOrderGoodsList.${i}.${name}`;
const sumCells = (cells: readonly PreparedCell[]) => dec.sum(cells.map((c) => c.num));

type SkuMap = ref.OrderStyle['skus'];

/** The cells of one formal matrix: each SKU of the style, once; zero cells left out. */
function skuCells(cells: OrderGoodsInput['facPrdOrderGoodsDetailList'], skus: SkuMap, path: string): PreparedCell[] {
  const seen = new Set<string>();
  return cells.flatMap((c, j) => {
    const sku = skus.get(c.goodsSkuId);
    if (!sku) throw invalid(`${path}.${j}.goodsSkuId`, { zh: '不是该商品的SKU', en: 'is not a SKU of this goods style' });
    if (seen.has(c.goodsSkuId)) throw invalid(`${path}.${j}.goodsSkuId`, { zh: 'SKU重复', en: 'appears twice' });
    seen.add(c.goodsSkuId);
    return c.num > 0 ? [{ goodsSkuId: sku.id, colorId: sku.colorId, num: String(c.num) }] : [];
  });
}

function colorCells(g: OrderGoodsInput, colorIds: readonly string[], i: number): PreparedCell[] {
  const seen = new Set<string>();
  return g.facPrdOrderGoodsAdvanceDetailList.flatMap((c, j) => {
    const path = goodsField(i, `facPrdOrderGoodsAdvanceDetailList.${j}.colorId`);
    if (!colorIds.includes(c.colorId)) throw invalid(path, { zh: '不是该商品的颜色', en: 'is not a colour of this goods style' });
    if (seen.has(c.colorId)) throw invalid(path, { zh: '颜色重复', en: 'appears twice' });
    seen.add(c.colorId);
    return c.num > 0 ? [{ goodsSkuId: null, colorId: c.colorId, num: String(c.num) }] : [];
  });
}

async function prepareCustomers(
  db: Db,
  ctx: RequestContext,
  g: OrderGoodsInput,
  skus: SkuMap,
  i: number,
): Promise<PreparedCustomer[]> {
  const list = g.facPrdOrderGoodsCustomerList;
  if (list.length === 0)
    throw invalid(goodsField(i, 'facPrdOrderGoodsCustomerList'), { zh: '请至少添加一个客户', en: 'add at least one customer' });
  const found = await ref.existingCustomers(
    db,
    ctx,
    list.map((c) => c.customerId),
  );
  const seen = new Set<string>();
  return list.map((c, j) => {
    const path = goodsField(i, `facPrdOrderGoodsCustomerList.${j}`);
    if (!found.has(c.customerId)) throw invalid(`${path}.customerId`, { zh: '客户不存在', en: 'customer not found' });
    if (seen.has(c.customerId))
      throw invalid(`${path}.customerId`, { zh: '不能选择两个相同的客户', en: 'the same customer cannot be chosen twice' });
    seen.add(c.customerId);
    const cells = skuCells(c.facPrdOrderGoodsDetailList, skus, `${path}.facPrdOrderGoodsDetailList`);
    return { id: c.id ?? null, customerId: c.customerId, totalNum: sumCells(cells), cells };
  });
}

async function prepareGoods(
  db: Db,
  ctx: RequestContext,
  type: 0 | 1,
  header: { placeorderAt: string; isOutsideFac: boolean },
  goods: OrderGoodsInput[],
): Promise<PreparedGoods[]> {
  const styles = await ref.findOrderStyles(
    db,
    ctx,
    goods.map((g) => g.styleId),
  );
  const seen = new Set<string>();
  const bom = orderBomLookup();
  const out: PreparedGoods[] = [];
  for (const [i, g] of goods.entries()) {
    const style = styles.get(g.styleId);
    if (!style) throw invalid(goodsField(i, 'styleId'), { zh: '商品不存在', en: 'goods style not found' });
    if (style.isStopped) throw invalid(goodsField(i, 'styleId'), { zh: '商品已停用', en: 'the goods style is stopped' });
    if (seen.has(g.styleId))
      throw invalid(goodsField(i, 'styleId'), { zh: '同一订单中商品款号重复', en: 'the style appears twice in one order' });
    seen.add(g.styleId);
    if (g.deliveryAt < header.placeorderAt)
      throw invalid(goodsField(i, 'deliveryAt'), { zh: '交货日期不能早于制单日期', en: 'must not be before the order date' });
    const byCustomer = type === 1 && g.fillType === 1;
    const customers = byCustomer ? await prepareCustomers(db, ctx, g, style.skus, i) : [];
    const cells =
      type === 0
        ? colorCells(g, style.colorIds, i)
        : byCustomer
          ? []
          : skuCells(g.facPrdOrderGoodsDetailList, style.skus, goodsField(i, 'facPrdOrderGoodsDetailList'));
    const totalNum = byCustomer ? dec.sum(customers.map((c) => c.totalNum)) : sumCells(cells);
    if (!dec.isPositive(totalNum))
      throw invalid(
        goodsField(
          i,
          type === 0
            ? 'facPrdOrderGoodsAdvanceDetailList'
            : byCustomer
              ? 'facPrdOrderGoodsCustomerList'
              : 'facPrdOrderGoodsDetailList',
        ),
        {
          zh: '订货数量须大于 0',
          en: 'the ordered quantity must be greater than 0',
        },
      );
    let bomId = g.bomId ?? null;
    if (bomId && bom && !(await bom.isBomOfStyle(db, ctx, bomId, g.styleId)))
      throw invalid(goodsField(i, 'bomId'), { zh: '不是该商品的BOM', en: 'is not a BOM of this goods style' });
    if (!bomId && bom && type === 1) bomId = await bom.findDefaultBomId(db, ctx, g.styleId);
    const processUnitPrice = header.isOutsideFac ? g.processUnitPrice : null;
    out.push({
      id: g.id ?? null,
      styleId: g.styleId,
      deliveryAt: g.deliveryAt,
      bomId: type === 1 ? bomId : null,
      fillType: byCustomer ? 1 : 0,
      remark: g.remark,
      noTaxPrice: g.noTaxPrice,
      taxRate: g.taxRate,
      processUnitPrice,
      totalNum,
      price: orderGoodsPrice({ noTaxPrice: g.noTaxPrice, taxRate: g.taxRate, processUnitPrice, totalNum }),
      cells,
      customers,
    });
  }
  return out;
}

/** Checks every reference of an order against the factory and computes totals and prices; writes nothing. */
export async function prepareOrder(
  db: Db,
  ctx: RequestContext,
  type: 0 | 1,
  input: ProductionOrderInput | AdvanceOrderInput,
  selfId: string | null,
): Promise<PreparedOrder> {
  if (input.isOutsideFac && !input.commonOutsideFactoryId)
    throw invalid('commonOutsideFactoryId', {
      zh: '整单外发时请选择加工厂商',
      en: 'is required when the whole order is subcontracted',
    });
  const outsideFactoryId = input.isOutsideFac ? (input.commonOutsideFactoryId ?? null) : null;
  if (outsideFactoryId && !(await ref.existingOutsideFactories(db, ctx, [outsideFactoryId])).has(outsideFactoryId))
    throw invalid('commonOutsideFactoryId', { zh: '加工厂商不存在', en: 'processing factory not found' });
  if (
    input.placeOrderTypeId &&
    !(await ref.existingPlaceOrderTypes(db, ctx, [input.placeOrderTypeId])).has(input.placeOrderTypeId)
  )
    throw invalid('placeOrderTypeId', { zh: '下单类型不存在', en: 'order category not found' });
  const chargers = [...new Set(input.chargerIds)];
  const users = await ref.factoryUsers(db, ctx, chargers);
  chargers.forEach((id) => {
    if (!users.has(id)) throw invalid(`chargerIds.${input.chargerIds.indexOf(id)}`, { zh: '负责人不存在', en: 'user not found' });
  });
  if (type === 0 && input.attachmentIds.length)
    throw invalid('attachmentIds', { zh: '预下单不能上传附件', en: 'a pre-order takes no attachments' });
  const files = await ref.existingFiles(db, ctx, input.attachmentIds);
  input.attachmentIds.forEach((id, i) => {
    if (!files.has(id)) throw invalid(`attachmentIds.${i}`, { zh: '附件不存在', en: 'file not found' });
  });
  const goods = await prepareGoods(
    db,
    ctx,
    type,
    { placeorderAt: input.placeorderAt, isOutsideFac: input.isOutsideFac },
    input.facPrdOrderGoodsList,
  );
  const isFirstOrder =
    input.isFirstOrder ??
    !(await ref.stylesOrderedBefore(
      db,
      ctx,
      goods.map((g) => g.styleId),
      selfId,
    ));
  return {
    type,
    placeorderAt: input.placeorderAt,
    placeOrderTypeId: input.placeOrderTypeId ?? null,
    buyNo: input.buyNo,
    chargerIds: chargers,
    isOutsideFac: input.isOutsideFac,
    outsideFactoryId,
    remark: input.remark,
    attachmentIds: [...new Set(input.attachmentIds)],
    isFirstOrder,
    totalNum: dec.sum(goods.map((g) => g.totalNum)),
    goods,
  };
}
