import {
  STOCK_BILL_EDIT_PERMISSION,
  STOCK_BILL_TYPE_NAMES,
  STOCK_BILL_TYPES,
  type StockBillInput,
  type StockBillType,
} from '@gf/contracts';
import { z } from 'zod';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import type { Db } from '../../platform/db/database.js';
import type { ImportColumn, ImportDefinition, RowError } from '../../platform/excel/index.js';
import type { LocalText } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { listStorehouses } from '../factory/index.js';
import * as names from './stock-bill-import.repository.js';
import { createStockBill } from './stock-bill.service.js';

// 导入库存变动 (issue 13 part 1) on the platform's Excel capability: the dry run names every bad cell, the commit
// makes every bill as a draft (the clerk submits them) in one transaction, or none.

export interface StockImportRow {
  billNo?: string;
  kind: string;
  storehouse: string;
  opDate: string;
  customer?: string;
  styleNo?: string;
  color: string;
  size?: string;
  materialNo?: string;
  spec?: string;
  quantity: string;
  price?: string;
  remark?: string;
  adjustNote?: string;
}

const decimal = (scale: number) =>
  z
    .string()
    .regex(
      new RegExp(`^\\d{1,14}(\\.\\d{1,${scale}})?$`),
      `请输入不超过${scale}位小数的非负数|must be a non-negative number with at most ${scale} decimals`,
    );
const columns: ImportColumn[] = [
  { key: 'billNo', header: { zh: '单据号', en: 'Bill no.' }, schema: z.string().max(50).optional(), example: 'RK-001' },
  { key: 'kind', header: { zh: '单据类型', en: 'Kind' }, required: true, schema: z.string().max(20), example: '入库单' },
  { key: 'storehouse', header: { zh: '仓库', en: 'Storehouse' }, required: true, schema: z.string().max(50), example: '成品仓' },
  {
    key: 'opDate',
    header: { zh: '开单日期', en: 'Date' },
    required: true,
    schema: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请输入日期 YYYY-MM-DD|must be a date YYYY-MM-DD'),
    example: '2026-12-01',
  },
  { key: 'customer', header: { zh: '客户', en: 'Customer' }, schema: z.string().max(100).optional() },
  // Goods by 商品款号 + 颜色 + 尺码; materials by 物料编号 + 颜色 (+ 规格 when the number has the colour in several specs).
  { key: 'styleNo', header: { zh: '商品款号', en: 'Style no.' }, schema: z.string().max(100).optional(), example: 'K-001' },
  { key: 'color', header: { zh: '颜色', en: 'Colour' }, required: true, schema: z.string().max(50), example: '红色' },
  { key: 'size', header: { zh: '尺码', en: 'Size' }, schema: z.string().max(50).optional(), example: 'M' },
  { key: 'materialNo', header: { zh: '物料编号', en: 'Material no.' }, schema: z.string().max(100).optional() },
  { key: 'spec', header: { zh: '规格', en: 'Spec' }, schema: z.string().max(100).optional() },
  { key: 'quantity', header: { zh: '数量', en: 'Quantity' }, required: true, schema: decimal(4), example: '10' },
  { key: 'price', header: { zh: '单价', en: 'Price' }, schema: decimal(4).optional(), example: '35.5' },
  { key: 'remark', header: { zh: '备注', en: 'Remark' }, schema: z.string().max(20).optional() },
  { key: 'adjustNote', header: { zh: '调整说明', en: 'Reason' }, schema: z.string().max(100).optional() },
];
const headerOf = (key: string): LocalText => columns.find((c) => c.key === key)!.header;

/** A kind by its code or its name in either language (入库单, Stock-in, STOCK_IN). */
const kindOf = (text: string): StockBillType | undefined =>
  STOCK_BILL_TYPES.find((k) => k === text || STOCK_BILL_TYPE_NAMES[k].zh === text || STOCK_BILL_TYPE_NAMES[k].en === text);

/** Names to ids and rows to bills (same 单据号, else same kind, storehouse, date and customer). */
async function resolve(db: Db, ctx: RequestContext, rows: { rowNo: number; value: StockImportRow }[]) {
  const values = rows.map((r) => r.value);
  const [storehouses, skus, materialSkus, customers] = await Promise.all([
    listStorehouses(db, ctx.unitId, { linkedOnly: true }),
    names.goodsSkusByNames(
      db,
      ctx.unitId,
      values.flatMap((v) => (v.styleNo && !v.materialNo ? [v.styleNo] : [])),
    ),
    names.materialSkusByNames(
      db,
      ctx.unitId,
      values.flatMap((v) => (v.materialNo ? [v.materialNo] : [])),
    ),
    names.customersByNames(
      db,
      ctx.unitId,
      values.flatMap((v) => (v.customer ? [v.customer] : [])),
    ),
  ]);
  const storehouseOf = new Map(storehouses.map((s) => [s.name, s.id]));
  const errors: RowError[] = [];
  const fail = (rowNo: number, column: string, text: LocalText) => errors.push({ rowNo, column, header: headerOf(column), text });
  const bills = new Map<string, StockBillInput>();
  for (const { rowNo, value: v } of rows) {
    const kind = kindOf(v.kind);
    const storehouseId = storehouseOf.get(v.storehouse);
    const skuKind = v.materialNo ? 'MATERIAL' : 'GOODS';
    const skuId = v.materialNo
      ? materialSkus.get(`${v.materialNo}|${v.color}|${v.spec ?? ''}`)
      : skus.get(`${v.styleNo ?? ''}|${v.color}|${v.size ?? ''}`);
    const customerId = v.customer ? customers.get(v.customer) : undefined;
    if (!kind) fail(rowNo, 'kind', { zh: '单据类型不存在', en: 'unknown kind' });
    else if (!can(ctx, STOCK_BILL_EDIT_PERMISSION[kind]))
      fail(rowNo, 'kind', { zh: '没有开这类单据的权限', en: 'no permission to make bills of this kind' });
    if (!storehouseId)
      fail(rowNo, 'storehouse', { zh: '仓库不存在或未关联本厂', en: 'no storehouse of this factory has this name' });
    if (!skuId && v.materialNo)
      fail(rowNo, 'materialNo', {
        zh: '没有这个物料编号、颜色、规格的物料（同色多规格时请填写规格）',
        en: 'no material SKU has this number, colour and spec (name the spec when the colour has several)',
      });
    else if (!skuId && !v.styleNo)
      fail(rowNo, 'styleNo', { zh: '请填写商品款号或物料编号', en: 'enter a style no. or a material no.' });
    else if (!skuId)
      fail(rowNo, 'styleNo', { zh: '没有这个款号、颜色、尺码的商品', en: 'no goods SKU has this style, colour and size' });
    if (v.customer && !customerId) fail(rowNo, 'customer', { zh: '客户不存在', en: 'customer not found' });
    const needsCustomer = kind === 'STOCK_DELIVERY' || kind === 'STOCK_SALE_RETURN';
    if (needsCustomer && !v.customer)
      fail(rowNo, 'customer', { zh: '发货和退货须填写客户', en: 'a shipment or return needs the customer' });
    if (kind === 'STOCK_ADJUST' && !v.adjustNote) fail(rowNo, 'adjustNote', { zh: '请输入调整说明', en: 'enter the reason' });
    if (kind !== 'STOCK_ADJUST' && Number(v.quantity) === 0)
      fail(rowNo, 'quantity', { zh: '数量须大于 0', en: 'must be above 0' });
    if (!kind || !can(ctx, STOCK_BILL_EDIT_PERMISSION[kind]) || !storehouseId || !skuId || (needsCustomer && !customerId))
      continue;
    const key = v.billNo ?? `#${kind}|${skuKind}|${storehouseId}|${v.opDate}|${customerId ?? ''}`;
    const bill: StockBillInput = bills.get(key) ?? {
      operateType: kind,
      skuKind,
      orderNo: v.billNo ?? null,
      storehouseId,
      inStorehouseId: null,
      commonOutsideFactoryId: null,
      customerId: customerId ?? null,
      productionOrderId: null,
      operaterId: ctx.userId,
      opDate: v.opDate,
      remark: v.remark ?? null,
      adjustNote: v.adjustNote ?? null,
      lines: [],
    };
    const column = skuKind === 'MATERIAL' ? 'materialNo' : 'styleNo';
    if (bill.skuKind !== skuKind)
      fail(rowNo, column, { zh: '同一单据不能既有商品又有物料', en: 'one bill holds either goods or materials' });
    else if (bill.lines.some((l) => l.skuId === skuId))
      fail(rowNo, column, { zh: '同一单据中货品重复', en: 'the SKU is twice on one bill' });
    else bill.lines.push({ skuId, quantity: v.quantity, price: v.price ?? null });
    bills.set(key, bill);
  }
  return { errors, bills: [...bills.values()] };
}

export const stockBillImport: ImportDefinition<StockImportRow> = {
  kind: 'stock-bill',
  title: { zh: '库存单据', en: 'Stock bills' },
  columns,
  check: async (db, ctx, rows) => (await resolve(db, ctx, rows)).errors,
  commit: async (trx, ctx, rows, progress) => {
    const { errors, bills } = await resolve(
      trx,
      ctx,
      rows.map((value, i) => ({ rowNo: i + 2, value })),
    );
    if (errors.length) throw new Error('stock bill import: rows changed since the dry run');
    const joined = joinTransaction(trx);
    for (const [i, bill] of bills.entries()) {
      await createStockBill(joined, ctx, bill);
      progress(i + 1);
    }
  },
};
