import type { PurchaseLineListRow, PurchaseListQuery } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  billStatusText,
  labelsText,
  materialColumns,
  quantityColumn,
  type ExportColumn,
  type ExportDefinition,
} from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { purchaseLineBatches } from './purchase-list.service.js';

const arriveText = [
  { zh: '未到料', en: 'None' },
  { zh: '未到齐', en: 'Partial' },
  { zh: '已到齐', en: 'Complete' },
];

/**
 * The purchase list's 明细 view as a sheet (purchase/exportPurchaseLineExcel): one row per purchase line with the
 * line view's filters; quantities total per unit at the bottom (the writer's rule). The material columns are the
 * shared ones of every material-line sheet (platform/excel materialColumns), as in the bill export.
 */
export function purchaseLineExport(db: Db, ctx: RequestContext, input: PurchaseListQuery): ExportDefinition<PurchaseLineListRow> {
  const lang = ctx.lang;
  const stock = (r: PurchaseLineListRow) => r.stockUnit;
  const columns: ExportColumn<PurchaseLineListRow>[] = [
    { type: 'text', header: { zh: '采购单号', en: 'Purchase no.' }, value: (r) => r.orderNo },
    { type: 'text', header: { zh: '单据状态', en: 'Status' }, value: (r) => billStatusText(r.status, lang) },
    { type: 'text', header: { zh: '供应商', en: 'Supplier' }, value: (r) => r.supplierName },
    { type: 'date', header: { zh: '采购日期', en: 'Purchase date' }, value: (r) => r.datePurchase },
    { type: 'date', header: { zh: '预计货期', en: 'Expected delivery' }, value: (r) => r.expectDateEnd },
    ...materialColumns<PurchaseLineListRow>(),
    { type: 'text', header: { zh: '生产单号', en: 'Production order' }, value: (r) => r.productionOrderNos },
    { type: 'text', header: { zh: '商品款号', en: 'Goods style no.' }, value: (r) => r.goodsStyleNos },
    quantityColumn({ zh: '计划采购', en: 'Planned' }, (r) => r.plannedQuantity, stock),
    quantityColumn(
      { zh: '采购数', en: 'Quantity' },
      (r) => r.quantity,
      (r) => r.purchaseUnit,
    ),
    { type: 'text', header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
    quantityColumn({ zh: '合计采购', en: 'Total' }, (r) => r.totalQuantity, stock),
    quantityColumn({ zh: '已到料', en: 'Arrived' }, (r) => r.arrivedQuantity, stock),
    quantityColumn({ zh: '合计未到', en: 'Outstanding' }, (r) => r.outstandingQuantity, stock),
    { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
    { type: 'text', header: { zh: '是否到齐', en: 'Arrival' }, value: (r) => arriveText[r.arriveStatus]![lang] },
    { type: 'money', scale: 4, header: { zh: '采购单价', en: 'Unit price' }, value: (r) => r.unitPrice },
    { type: 'money', scale: 2, header: { zh: '采购金额', en: 'Amount' }, value: (r) => r.amount, total: true },
    { type: 'text', header: { zh: '标签', en: 'Labels' }, value: (r) => labelsText(r.labels) },
    { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
  ];
  return {
    title:
      input.belongModule === 1
        ? { zh: '样料采购明细', en: 'Sample purchase lines' }
        : { zh: '物料采购明细', en: 'Material purchase lines' },
    columns,
    batches: purchaseLineBatches(db, ctx, input),
  };
}
