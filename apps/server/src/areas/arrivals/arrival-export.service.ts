import { arrivalLineOrders, type ArrivalListInput, type ArrivalRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Lang } from '../../platform/http/errors.js';
import {
  billStatusText,
  keysetBatches,
  materialColumns,
  quantityColumn,
  yesNoText,
  type ExportColumn,
  type ExportDefinition,
} from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { withOrders } from './arrival-orders.service.js';
import { headsAfter } from './arrival-export.repository.js';
import { findShownLines } from './arrival-lines-shown.repository.js';
import { arrivalFilterOf } from './arrival.service.js';

type ExportRow = Awaited<ReturnType<typeof findShownLines>>[number] & {
  head: ArrivalRow;
  orderNo: string | null;
  goodsStyleNo: string | null;
};

/** A figure of the arrival bill: written on its first line only (整单), added once per bill in 合计. */
const billMoney = (header: { zh: string; en: string }, value: (r: ExportRow) => string): ExportColumn<ExportRow> => ({
  type: 'money',
  scale: 2,
  header,
  value,
  perBill: true,
  total: true,
});

const columnsIn = (lang: Lang): ExportColumn<ExportRow>[] => [
  { type: 'text', header: { zh: '到料单号', en: 'Arrival no.' }, value: (r) => r.head.orderNo },
  { type: 'date', header: { zh: '到料日期', en: 'Date' }, value: (r) => r.head.dateArrive },
  { type: 'text', header: { zh: '供应商', en: 'Supplier' }, width: 18, value: (r) => r.head.supplierName },
  { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusText(r.head.status, lang) },
  { type: 'text', header: { zh: '采购单号', en: 'Purchase no.' }, value: (r) => r.purchaseBillNo },
  ...materialColumns<ExportRow>({ nameWidth: 20 }),
  { type: 'text', header: { zh: '商品款号', en: 'Goods style no.' }, value: (r) => r.goodsStyleNo },
  { type: 'text', header: { zh: '生产单号', en: 'Order no.' }, value: (r) => r.orderNo },
  quantityColumn(
    { zh: '到料数[采购单位]', en: 'Quantity (purchase unit)' },
    (r) => r.quantity,
    (r) => r.purchaseUnit,
  ),
  { type: 'text', header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
  { type: 'decimal', scale: 4, header: { zh: '到料转化率', en: 'Conversion rate' }, value: (r) => r.conversionRate },
  quantityColumn(
    { zh: '本次到料[库存单位]', en: 'Arrived (stock unit)' },
    (r) => r.stockQuantity,
    (r) => r.stockUnit,
  ),
  { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
  { type: 'money', scale: 4, header: { zh: '到料单价', en: 'Unit price' }, value: (r) => r.unitPrice },
  { type: 'money', scale: 2, header: { zh: '到料金额', en: 'Amount' }, value: (r) => r.amount, total: true },
  { type: 'decimal', scale: 2, header: { zh: '税率%', en: 'Tax rate %' }, value: (r) => r.taxRate },
  { type: 'text', header: { zh: '缸号', en: 'Vat no.' }, value: (r) => r.vatNo },
  { type: 'text', header: { zh: '卷号', en: 'Roll no.' }, value: (r) => r.rollNo },
  { type: 'text', header: { zh: '是否到齐', en: 'Complete' }, value: (r) => yesNoText(r.isArriveComplete, lang) },
  { type: 'text', header: { zh: '到料仓库', en: 'Storehouse' }, value: (r) => r.head.storehouseName },
  { type: 'text', header: { zh: '到料员', en: 'Receiver' }, value: (r) => r.head.creatorName },
  billMoney({ zh: '到料总额', en: 'Bill amount' }, (r) => r.head.amount),
  billMoney({ zh: '应付款', en: 'Payable' }, (r) => r.head.payable),
  billMoney({ zh: '已支付', en: 'Paid' }, (r) => r.head.paid),
  billMoney({ zh: '结欠', en: 'Balance' }, (r) => r.head.balance),
];

/**
 * arrive/arriveExcel (导出表格): one row per arrival line of the list's bills (same filters), newest bill first,
 * with its header, 生产单号 / 商品款号 of a by-order line and the bill's finance figures. Streamed in batches of
 * 200 bills. Quantities are totalled per unit; the bill's 到料总额 / 应付款 / 已支付 / 结欠 are written on its first line
 * only (整单), so each column adds up to the truth.
 */
export function arrivalExport(db: Db, ctx: RequestContext, input: ArrivalListInput): ExportDefinition<ExportRow> {
  const isSample = input.belongModule === 1;
  const filter = arrivalFilterOf(input);
  const batches = (async function* () {
    for await (const heads of keysetBatches(
      (after: string | null, limit) => headsAfter(db, ctx.unitId, filter, after, limit),
      (h) => h.id,
      200,
    )) {
      const byId = new Map(heads.map((h) => [h.id, h]));
      const lines = await findShownLines(db, ctx.unitId, { arrivalIds: heads.map((h) => h.id) });
      // A by-order line of the unplanned part says so (计划外采购); a line by purchase bill names its purchase line's orders.
      const unplanned = ctx.lang === 'en' ? 'Unplanned' : '计划外采购';
      yield (await withOrders(db, ctx, lines)).map((l) => ({
        ...l,
        head: byId.get(l.arrivalId)!,
        orderNo: arrivalLineOrders(l, unplanned),
      }));
    }
  })();
  return {
    title: isSample ? { zh: '样料到料单', en: 'Sample arrivals' } : { zh: '物料到料单', en: 'Material arrivals' },
    columns: columnsIn(ctx.lang),
    billOf: (r) => r.head.id,
    batches,
  };
}
