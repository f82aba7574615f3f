import { billStatusLabels, type ReturnPageInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  billLineRows,
  columnsOf,
  keysetBatches,
  linesByHead,
  type BillLineRow,
  type ExportColumn,
  type ExportDefinition,
} from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as query from './return-query.repository.js';
import { money, returnBalance } from './return-rules.service.js';

type Head = Awaited<ReturnType<typeof query.returnsAfter>>[number];
type Line = Awaited<ReturnType<typeof query.listReturnLines>>[number];
type ExportRow = BillLineRow<Head, Line>;

/** The return line's material and quantities: 退料数 per purchase unit and 本次退料 per stock unit, each totalled per unit. */
const lineColumns: ExportColumn<Line>[] = [
  { type: 'text', header: { zh: '物料分类', en: 'Kind' }, value: (l) => l.kindName },
  { type: 'text', header: { zh: '物料编号', en: 'Material no.' }, value: (l) => l.materialNo },
  { type: 'text', header: { zh: '物料名称', en: 'Material' }, width: 20, value: (l) => l.materialName },
  { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (l) => l.colorName },
  { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (l) => l.specNo },
  { type: 'text', header: { zh: '到料单号', en: 'Arrival no.' }, value: (l) => l.arriveNo },
  { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (l) => l.stockUnit },
  { type: 'text', header: { zh: '采购单位', en: 'Purchase unit' }, value: (l) => l.purchaseUnit },
  {
    type: 'quantity',
    scale: 4,
    header: { zh: '退料数[采购单位]', en: 'Quantity (purchase unit)' },
    value: (l) => l.quantity,
    unitOf: (l) => l.purchaseUnit,
  },
  {
    type: 'quantity',
    scale: 4,
    header: { zh: '本次退料[库存单位]', en: 'Quantity (stock unit)' },
    value: (l) => l.stockQuantity,
    unitOf: (l) => l.stockUnit,
  },
  { type: 'decimal', scale: 4, header: { zh: '退料转化率', en: 'Conversion rate' }, value: (l) => l.conversionRate },
  { type: 'money', scale: 4, header: { zh: '退料单价', en: 'Unit price' }, value: (l) => l.unitPrice },
  { type: 'money', scale: 2, header: { zh: '退料金额', en: 'Amount' }, value: (l) => l.amount, total: true },
];

/** A figure of the return bill: on its first line only (整单), added once per bill in 合计. */
const billMoney = (header: { zh: string; en: string }, value: (r: ExportRow) => string): ExportColumn<ExportRow> => ({
  type: 'money',
  scale: 2,
  header,
  value,
  perBill: true,
  total: true,
});

/**
 * return/returnExcel: one row per return line with its bill's header (repeated) and finance figures (整单: on the
 * bill's first line only), newest bill first, streamed in batches of 200 bills; quantities totalled per unit.
 */
export function returnExport(db: Db, ctx: RequestContext, filter: ReturnPageInput): ExportDefinition<ExportRow> {
  const columns: ExportColumn<ExportRow>[] = [
    { type: 'text', header: { zh: '退料单号', en: 'Return no.' }, value: (r) => r.head.orderNo },
    { type: 'date', header: { zh: '退料日期', en: 'Date' }, value: (r) => r.head.dateReturn },
    { type: 'text', header: { zh: '供应商', en: 'Supplier' }, width: 18, value: (r) => r.head.supplierName },
    {
      type: 'text',
      header: { zh: '状态', en: 'Status' },
      value: (r) => (billStatusLabels[r.head.status] ? pick(billStatusLabels[r.head.status]!, ctx.lang) : String(r.head.status)),
    },
    ...columnsOf(lineColumns, (r: ExportRow) => r.line),
    { type: 'text', header: { zh: '退料仓库', en: 'Storehouse' }, value: (r) => r.head.storehouseName },
    { type: 'text', header: { zh: '退料员', en: 'Returned by' }, value: (r) => r.head.returnerName },
    billMoney({ zh: '应收退款', en: 'Receivable' }, (r) => r.head.amount),
    billMoney({ zh: '已收款', en: 'Received' }, (r) => money(r.head.collected)),
    billMoney({ zh: '结欠', en: 'Balance' }, (r) => returnBalance(r.head.amount, r.head.collected)),
  ];
  return {
    title: { zh: '退料单', en: 'Returns' },
    columns,
    billOf: (r) => r.head.id,
    batches: billLineRows(
      keysetBatches(
        (after: string | null, limit) => query.returnsAfter(db, ctx.unitId, filter, after, limit),
        (h) => h.id,
        200,
      ),
      async (heads) =>
        linesByHead(
          heads,
          await query.listReturnLines(
            db,
            ctx.unitId,
            heads.map((h) => h.id),
          ),
          (l) => l.materialReturnId,
        ),
    ),
  };
}
