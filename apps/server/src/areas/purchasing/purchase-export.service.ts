import { type PurchaseBillRow, type PurchaseLineRow, type PurchaseListQuery } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  billLineRows,
  billStatusText,
  columnsOf,
  linesByHead,
  materialColumns,
  quantityColumn,
  yesNoText,
  type BillLineRow,
  type ExportColumn,
  type ExportDefinition,
} from '../../platform/excel/index.js';
import { pick, type Lang } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findLines } from './purchase-line.repository.js';
import { purchaseBatches } from './purchase-query.service.js';

const arriveText = [
  { zh: '未到料', en: 'Not arrived' },
  { zh: '未到齐', en: 'Partly arrived' },
  { zh: '已到齐', en: 'Arrived' },
];

/** The fields of a purchase line both the bill export and the line view's export show. */
type PurchaseLineFields = Pick<
  PurchaseLineRow,
  | 'kindName'
  | 'materialNo'
  | 'materialName'
  | 'colorName'
  | 'specNo'
  | 'supplierStyleNo'
  | 'supplierColorNo'
  | 'purchaseUnit'
  | 'stockUnit'
  | 'conversionRate'
  | 'quantity'
  | 'totalQuantity'
  | 'unitPrice'
  | 'amount'
  | 'taxRate'
  | 'arrivedQuantity'
  | 'outstandingQuantity'
  | 'arriveStatus'
>;

/**
 * A purchase line's material, quantities (采购数 per purchase unit, 合计采购 / 已到料 / 未到 per stock unit, each
 * totalled per unit at the bottom), price and amount, and whether it arrived.
 */
export function purchaseLineColumns<R extends PurchaseLineFields>(lang: Lang): ExportColumn<R>[] {
  const stock = (r: R) => r.stockUnit;
  return [
    ...materialColumns<R>({ nameWidth: 20 }),
    quantityColumn(
      { zh: '采购数[采购单位]', en: 'Quantity (purchase unit)' },
      (r) => r.quantity,
      (r) => r.purchaseUnit,
    ),
    { type: 'text', header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
    { type: 'decimal', scale: 4, header: { zh: '转化率', en: 'Conversion rate' }, value: (r) => r.conversionRate },
    quantityColumn({ zh: '合计采购[库存单位]', en: 'Total (stock unit)' }, (r) => r.totalQuantity, stock),
    { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
    { type: 'money', scale: 4, header: { zh: '采购单价', en: 'Unit price' }, value: (r) => r.unitPrice },
    { type: 'money', scale: 2, header: { zh: '采购金额', en: 'Amount' }, value: (r) => r.amount, total: true },
    { type: 'decimal', scale: 2, header: { zh: '税率%', en: 'Tax rate %' }, value: (r) => r.taxRate },
    quantityColumn({ zh: '已到料', en: 'Arrived' }, (r) => r.arrivedQuantity, stock),
    quantityColumn({ zh: '未到料', en: 'Outstanding' }, (r) => r.outstandingQuantity, stock),
    { type: 'text', header: { zh: '是否到齐', en: 'Arrival' }, value: (r) => pick(arriveText[r.arriveStatus]!, lang) },
  ];
}

type LineRecord = Awaited<ReturnType<typeof findLines>>[number];
type ExportRow = BillLineRow<PurchaseBillRow, LineRecord>;

/**
 * purchase/exportPurchaseListExcel (导出表格 of the 单据 view): the list's bills with their material lines, one row per
 * line. The bill's number, dates, supplier and status repeat on each line (a filter keeps lines with their bill); its
 * 采购金额 and 已付金额 are written on the bill's first line only (整单), so every column adds up to the truth.
 */
export function purchaseExport(db: Db, ctx: RequestContext, input: PurchaseListQuery): ExportDefinition<ExportRow> {
  const lang = ctx.lang;
  const columns: ExportColumn<ExportRow>[] = [
    { type: 'text', header: { zh: '采购单号', en: 'Purchase no.' }, value: (r) => r.head.orderNo },
    { type: 'date', header: { zh: '采购日期', en: 'Purchase date' }, value: (r) => r.head.datePurchase },
    { type: 'text', header: { zh: '供应商', en: 'Supplier' }, width: 18, value: (r) => r.head.supplierName },
    { type: 'text', header: { zh: '采购员', en: 'Purchaser' }, value: (r) => r.head.purchaserName },
    { type: 'date', header: { zh: '预计货期', en: 'Expected delivery' }, value: (r) => r.head.expectDateEnd },
    { type: 'text', header: { zh: '设计款号', en: 'Design style' }, value: (r) => r.head.designStyleNo },
    {
      type: 'text',
      header: { zh: '单据状态', en: 'Status' },
      value: (r) => billStatusText(r.head.status, lang),
    },
    {
      type: 'text',
      header: { zh: '生产单号', en: 'Order no.' },
      value: (r) => [...new Set(r.line?.demands.map((d) => d.orderNo).filter(Boolean))].join('、') || null,
    },
    ...columnsOf(purchaseLineColumns<LineRecord>(lang), (r: ExportRow) => r.line),
    { type: 'text', header: { zh: '明细备注', en: 'Line remark' }, value: (r) => r.line?.remark },
    {
      type: 'money',
      scale: 2,
      header: { zh: '采购总额', en: 'Bill amount' },
      perBill: true,
      total: true,
      value: (r) => r.head.amount,
    },
    {
      type: 'money',
      scale: 2,
      header: { zh: '已付金额', en: 'Paid' },
      perBill: true,
      total: true,
      value: (r) => r.head.remittedAmount,
    },
    { type: 'text', header: { zh: '到料状态', en: 'Bill arrival' }, value: (r) => pick(arriveText[r.head.arriveStatus]!, lang) },
    { type: 'text', header: { zh: '是否撤销', en: 'Cancelled' }, value: (r) => yesNoText(r.head.cancel, lang) },
    { type: 'text', header: { zh: '是否关闭', en: 'Closed' }, value: (r) => yesNoText(r.head.closed, lang) },
    { type: 'text', header: { zh: '备注', en: 'Remark' }, width: 20, value: (r) => r.head.remark },
  ];
  return {
    title:
      input.belongModule === 1 ? { zh: '样料采购单', en: 'Sample purchases' } : { zh: '物料采购单', en: 'Material purchases' },
    columns,
    billOf: (r) => r.head.id,
    batches: billLineRows(purchaseBatches(db, ctx, input), async (heads) =>
      linesByHead(
        heads,
        await findLines(
          db,
          ctx.unitId,
          heads.map((h) => h.id),
        ),
        (l) => l.purchaseBillId,
      ),
    ),
  };
}
