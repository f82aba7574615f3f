import { dateText, ORDER_IMPORT_COLUMNS, type ProductionOrderInput } from '@gf/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { ImportDefinition, RowError } from '../../platform/excel/index.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './order-import.repository.js';
import { prepareOrder } from './order-prepare.js';
import { insertOrderInTrx } from './production-order.service.js';

// 从Excel导入 on the platform's Excel capability: a dry run lists every failure, the commit writes all orders or none.

const text = (max: number) => z.string().max(max).optional();
const decimal = (scale: number) =>
  z
    .string()
    .regex(
      new RegExp(`^\\d{1,14}(\\.\\d{1,${scale}})?$`),
      `请输入不超过${scale}位小数的数字|must be a number with at most ${scale} decimals`,
    )
    .optional();
const schemas: Record<(typeof ORDER_IMPORT_COLUMNS)[number]['key'], z.ZodType> = {
  orderNo: text(50),
  placeorderAt: dateText,
  buyNo: text(100),
  remark: text(1000),
  styleNo: z.string().max(100),
  deliveryAt: dateText,
  customerName: text(100),
  colorName: z.string().max(50),
  sizeName: z.string().max(50),
  standardName: text(50),
  num: z.string().regex(/^\d{1,8}$/, '请输入整数|must be a whole number'),
  noTaxPrice: decimal(4),
  taxRate: decimal(2).refine((v) => v === undefined || Number(v) <= 100, '税率不能超过100|must be at most 100'),
};
const examples: Record<string, string> = {
  placeorderAt: '2026-11-27',
  styleNo: 'K-001',
  deliveryAt: '2026-12-20',
  colorName: '红色',
  sizeName: 'M',
  num: '100',
  noTaxPrice: '35.5',
  taxRate: '13',
};

export interface OrderImportRow {
  orderNo?: string;
  placeorderAt: string;
  buyNo?: string;
  remark?: string;
  styleNo: string;
  deliveryAt: string;
  customerName?: string;
  colorName: string;
  sizeName: string;
  standardName?: string;
  num: string;
  noTaxPrice?: string;
  taxRate?: string;
}

const headerOf = (key: string): LocalText => {
  const c = ORDER_IMPORT_COLUMNS.find((x) => x.key === key)!;
  return { zh: c.zh, en: c.en };
};
const groupKey = (r: OrderImportRow) => r.orderNo ?? `#${r.placeorderAt}|${r.buyNo ?? ''}`;

interface Resolved {
  errors: RowError[];
  orders: Map<string, ProductionOrderInput>;
}

/** Names to ids, rows to orders (same number, else same date and PO), rows of a style to its goods block. */
async function resolve(db: Db, ctx: RequestContext, rows: { rowNo: number; value: OrderImportRow }[]): Promise<Resolved> {
  const values = rows.map((r) => r.value);
  const [styles, customers, taken] = await Promise.all([
    repo.stylesByNos(
      db,
      ctx,
      values.map((v) => v.styleNo),
    ),
    repo.customersByNames(
      db,
      ctx,
      values.flatMap((v) => (v.customerName ? [v.customerName] : [])),
    ),
    repo.takenOrderNos(
      db,
      ctx,
      values.flatMap((v) => (v.orderNo ? [v.orderNo] : [])),
    ),
  ]);
  const errors: RowError[] = [];
  const fail = (rowNo: number, column: string, t: LocalText) => errors.push({ rowNo, column, header: headerOf(column), text: t });
  const orders = new Map<string, ProductionOrderInput>();
  for (const { rowNo, value: v } of rows) {
    if (v.orderNo && taken.has(v.orderNo))
      fail(rowNo, 'orderNo', { zh: '生产单号已存在', en: 'the order number already exists' });
    const style = styles.get(v.styleNo);
    if (!style) {
      fail(rowNo, 'styleNo', { zh: '商品款号不存在', en: 'no goods style has this number' });
      continue;
    }
    if (style.isStopped) fail(rowNo, 'styleNo', { zh: '商品已停用', en: 'the goods style is stopped' });
    const sku = style.skus.find(
      (k) => k.colorName === v.colorName && k.sizeName === v.sizeName && (k.standardName ?? '') === (v.standardName ?? ''),
    );
    if (!sku)
      fail(rowNo, 'colorName', {
        zh: '该商品没有这个颜色、尺码、内长的SKU',
        en: 'the style has no SKU of this colour, size and length',
      });
    const customerId = v.customerName ? customers.get(v.customerName) : undefined;
    if (v.customerName && !customerId) fail(rowNo, 'customerName', { zh: '客户不存在', en: 'customer not found' });
    if (v.deliveryAt < v.placeorderAt)
      fail(rowNo, 'deliveryAt', { zh: '交货日期不能早于制单日期', en: 'must not be before the order date' });
    if (!sku || (v.customerName && !customerId)) continue;
    const key = groupKey(v);
    const order: ProductionOrderInput = orders.get(key) ?? {
      orderNo: v.orderNo ?? null,
      placeorderAt: v.placeorderAt,
      placeOrderTypeId: null,
      buyNo: v.buyNo ?? null,
      chargerIds: [],
      isOutsideFac: false,
      commonOutsideFactoryId: null,
      remark: v.remark ?? null,
      attachmentIds: [],
      isFirstOrder: null,
      advanceOrderId: null,
      facPrdOrderGoodsList: [],
    };
    orders.set(key, order);
    let goods = order.facPrdOrderGoodsList.find((g) => g.styleId === style.id);
    if (!goods) {
      goods = {
        styleId: style.id,
        deliveryAt: v.deliveryAt,
        bomId: null,
        fillType: customerId ? 1 : 0,
        noTaxPrice: v.noTaxPrice ?? null,
        taxRate: v.taxRate ?? null,
        processUnitPrice: null,
        remark: null,
        facPrdOrderGoodsDetailList: [],
        facPrdOrderGoodsCustomerList: [],
        facPrdOrderGoodsAdvanceDetailList: [],
      };
      order.facPrdOrderGoodsList.push(goods);
    }
    if ((goods.fillType === 1) !== Boolean(customerId)) {
      fail(rowNo, 'customerName', {
        zh: '同一商品的行须都填客户或都不填',
        en: 'the rows of one style must all name a customer or none',
      });
      continue;
    }
    const cell = { goodsSkuId: sku.id, num: Number(v.num) };
    const list = customerId
      ? (
          goods.facPrdOrderGoodsCustomerList.find((c) => c.customerId === customerId) ??
          goods.facPrdOrderGoodsCustomerList[
            goods.facPrdOrderGoodsCustomerList.push({ customerId, facPrdOrderGoodsDetailList: [] }) - 1
          ]!
        ).facPrdOrderGoodsDetailList
      : goods.facPrdOrderGoodsDetailList;
    const same = list.find((c) => c.goodsSkuId === sku.id);
    if (same) fail(rowNo, 'sizeName', { zh: '同一SKU重复', en: 'the SKU appears twice' });
    else list.push(cell);
  }
  return { errors, orders };
}

export const orderImport: ImportDefinition<OrderImportRow> = {
  kind: 'production-order',
  title: { zh: '生产订单', en: 'Production orders' },
  columns: ORDER_IMPORT_COLUMNS.map((c) => ({
    key: c.key,
    header: { zh: c.zh, en: c.en },
    ...('required' in c ? { required: c.required } : {}),
    schema: schemas[c.key],
    ...(examples[c.key] ? { example: examples[c.key] } : {}),
  })),
  check: async (db, ctx, rows) => (await resolve(db, ctx, rows)).errors,
  commit: async (trx, ctx, rows, progress) => {
    const { orders, errors } = await resolve(
      trx,
      ctx,
      rows.map((value, i) => ({ rowNo: i + 2, value })),
    );
    if (errors.length) throw new Error(`import rows no longer valid: ${errors.map((e) => e.text.en).join('; ')}`);
    let done = 0;
    for (const input of orders.values()) {
      const prepared = await prepareOrder(trx, ctx, 1, input, null);
      await insertOrderInTrx(trx, ctx, prepared, input.orderNo, null);
      done += input.facPrdOrderGoodsList.reduce(
        (n, g) =>
          n +
          g.facPrdOrderGoodsDetailList.length +
          g.facPrdOrderGoodsCustomerList.reduce((m, c) => m + c.facPrdOrderGoodsDetailList.length, 0),
        0,
      );
      progress(done);
    }
  },
};
