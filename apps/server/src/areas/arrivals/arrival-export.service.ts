import { arrivalLineOrders, billStatusLabels, type ArrivalListInput, type ArrivalRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Lang } from '../../platform/http/errors.js';
import { keysetBatches, type ExportColumn, type ExportDefinition } from '../../platform/excel/index.js';
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

/** 是/否 (Yes/No in an English session), as the other exports write a flag. */
const yesNo = (v: boolean, lang: Lang) => (lang === 'en' ? (v ? 'Yes' : 'No') : v ? '是' : '否');

const columnsIn = (lang: Lang): ExportColumn<ExportRow>[] => [
  { header: { zh: '到料单号', en: 'Arrival no.' }, value: (r) => r.head.orderNo },
  { header: { zh: '到料日期', en: 'Date' }, value: (r) => r.head.dateArrive },
  { header: { zh: '供应商', en: 'Supplier' }, value: (r) => r.head.supplierName },
  { header: { zh: '采购单号', en: 'Purchase no.' }, value: (r) => r.purchaseBillNo },
  { header: { zh: '分类', en: 'Kind' }, value: (r) => r.kindName },
  { header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.materialNo },
  { header: { zh: '物料名称', en: 'Material' }, value: (r) => r.materialName },
  { header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
  { header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNo },
  {
    header: { zh: '供应商款号/色号', en: 'Supplier style / colour no.' },
    value: (r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || null,
  },
  { header: { zh: '商品款号', en: 'Goods style no.' }, value: (r) => r.goodsStyleNo },
  { header: { zh: '生产单号', en: 'Order no.' }, value: (r) => r.orderNo },
  { header: { zh: '到料数[采购单位]', en: 'Quantity (purchase unit)' }, value: (r) => r.quantity },
  { header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
  { header: { zh: '到料转化率', en: 'Conversion rate' }, value: (r) => r.conversionRate },
  { header: { zh: '本次到料[库存单位]', en: 'Arrived (stock unit)' }, value: (r) => r.stockQuantity },
  { header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
  { header: { zh: '到料单价', en: 'Unit price' }, value: (r) => r.unitPrice },
  { header: { zh: '到料金额', en: 'Amount' }, value: (r) => r.amount },
  { header: { zh: '税率%', en: 'Tax rate %' }, value: (r) => r.taxRate },
  { header: { zh: '缸号', en: 'Vat no.' }, value: (r) => r.vatNo },
  { header: { zh: '卷号', en: 'Roll no.' }, value: (r) => r.rollNo },
  { header: { zh: '是否到齐', en: 'Complete' }, value: (r) => yesNo(r.isArriveComplete, lang) },
  { header: { zh: '到料仓库', en: 'Storehouse' }, value: (r) => r.head.storehouseName },
  { header: { zh: '到料员', en: 'Receiver' }, value: (r) => r.head.creatorName },
  { header: { zh: '到料总额', en: 'Bill amount' }, value: (r) => r.head.amount },
  { header: { zh: '应付款', en: 'Payable' }, value: (r) => r.head.payable },
  { header: { zh: '已支付', en: 'Paid' }, value: (r) => r.head.paid },
  { header: { zh: '结欠', en: 'Balance' }, value: (r) => r.head.balance },
];

/**
 * arrive/arriveExcel (导出表格): one row per arrival line of the list's bills (same filters), newest bill first,
 * with its header, 生产单号 / 商品款号 of a by-order line and the bill's finance figures. Streamed in batches of
 * 200 bills.
 */
export function arrivalExport(db: Db, ctx: RequestContext, input: ArrivalListInput): ExportDefinition<ExportRow> {
  const isSample = input.belongModule === 1;
  const filter = arrivalFilterOf(input);
  const status = (r: ExportRow) => billStatusLabels[r.head.status]?.[ctx.lang] ?? String(r.head.status);
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
    columns: [
      ...columnsIn(ctx.lang).slice(0, 3),
      { header: { zh: '状态', en: 'Status' }, value: status },
      ...columnsIn(ctx.lang).slice(3),
    ],
    batches,
  };
}
