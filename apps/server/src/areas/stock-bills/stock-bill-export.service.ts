import { billStatusLabels, STOCK_BILL_TYPE_NAMES, type StockBillLine, type StockBillListInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billLineRows, offsetBatches, type BillLineRow, type ExportDefinition } from '../../platform/excel/index.js';
import { pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './stock-bill.repository.js';

type Head = Awaited<ReturnType<typeof repo.pageHeads>>['list'][number];
type ExportRow = BillLineRow<Head, StockBillLine>;

const PIECES: LocalText = { zh: '件', en: 'pcs' };

/**
 * 导出 of the 库存单据 list (/v1/stock/change/exportExcel): the list's filters (or the ticked bills), in the list's
 * order, one row per line with its bill (200 bills a batch, each bill's lines through listLines). Quantities are
 * totalled per unit (goods in pieces, materials in their stock unit), amounts once over all lines.
 */
export function stockBillExport(db: Db, ctx: RequestContext, filter: StockBillListInput): ExportDefinition<ExportRow> {
  const lang = ctx.lang;
  const unitOf = (r: ExportRow) => (r.line ? (r.line.stockUnit ?? pick(PIECES, lang)) : undefined);
  return {
    title: { zh: '库存单据', en: 'Stock bills' },
    billOf: (r) => r.head.id,
    columns: [
      { type: 'text', header: { zh: '单据号', en: 'Bill no.' }, width: 18, value: (r) => r.head.billNo },
      {
        type: 'text',
        header: { zh: '单据类型', en: 'Kind' },
        value: (r) => pick(STOCK_BILL_TYPE_NAMES[r.head.operateType], lang),
      },
      { type: 'text', header: { zh: '仓库', en: 'Storehouse' }, width: 14, value: (r) => r.head.storehouseName },
      { type: 'text', header: { zh: '调往仓库', en: 'To storehouse' }, width: 14, value: (r) => r.head.inStorehouseName },
      { type: 'text', header: { zh: '开单人', en: 'Issued by' }, value: (r) => r.head.operaterName },
      { type: 'date', header: { zh: '开单日期', en: 'Date' }, value: (r) => r.head.opDate },
      { type: 'text', header: { zh: '供应商', en: 'Supplier' }, width: 16, value: (r) => r.head.outsideFactoryName },
      { type: 'text', header: { zh: '客户', en: 'Customer' }, width: 16, value: (r) => r.head.customerName },
      { type: 'text', header: { zh: '关联订单', en: 'Order' }, width: 16, value: (r) => r.head.orderNo },
      {
        type: 'text',
        header: { zh: '审核状态', en: 'Status' },
        value: (r) => (billStatusLabels[r.head.status] ? pick(billStatusLabels[r.head.status]!, lang) : String(r.head.status)),
      },
      { type: 'integer', header: { zh: '打印次数', en: 'Prints' }, perBill: true, value: (r) => r.head.printCount },
      { type: 'text', header: { zh: '货品', en: 'Item' }, width: 26, value: (r) => r.line?.skuName },
      {
        type: 'quantity',
        scale: 4,
        header: { zh: '数量', en: 'Quantity' },
        value: (r) => r.line?.quantity,
        unitOf,
      },
      { type: 'text', header: { zh: '单位', en: 'Unit' }, value: unitOf },
      { type: 'money', scale: 4, header: { zh: '单价', en: 'Price' }, value: (r) => r.line?.price },
      { type: 'money', scale: 2, header: { zh: '金额', en: 'Amount' }, total: true, value: (r) => r.line?.amount },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, width: 20, value: (r) => r.head.remark ?? r.head.adjustNote },
    ],
    batches: billLineRows(
      offsetBatches((limit, offset) => repo.pageHeads(db, ctx.unitId, filter, limit, offset), 200),
      (heads) => Promise.all(heads.map((head) => repo.listLines(db, ctx.unitId, head.id))),
    ),
  };
}
