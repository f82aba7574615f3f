import type { ArrivalLineListRow, ArrivalListInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  billStatusText,
  labelsText,
  materialColumns,
  quantityColumn,
  yesNoText,
  type ExportColumn,
  type ExportDefinition,
} from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { arrivalLineBatches } from './arrival-list.service.js';

/**
 * The arrival list's 明细 view as a sheet (arrive/arriveLineExcel): one row per arrival line with the line view's
 * filters; quantities total per unit at the bottom (the writer's rule). The material columns are the shared ones of
 * every material-line sheet (platform/excel materialColumns), as in the bill export.
 */
export function arrivalLineExport(db: Db, ctx: RequestContext, input: ArrivalListInput): ExportDefinition<ArrivalLineListRow> {
  const lang = ctx.lang;
  const stock = (r: ArrivalLineListRow) => r.stockUnit;
  const columns: ExportColumn<ArrivalLineListRow>[] = [
    { type: 'text', header: { zh: '到料单号', en: 'Arrival no.' }, value: (r) => r.orderNo },
    { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusText(r.status, lang) },
    { type: 'date', header: { zh: '到料日期', en: 'Date' }, value: (r) => r.dateArrive },
    { type: 'text', header: { zh: '供应商', en: 'Supplier' }, value: (r) => r.supplierName },
    { type: 'text', header: { zh: '采购单号', en: 'Purchase no.' }, value: (r) => r.purchaseBillNo },
    ...materialColumns<ArrivalLineListRow>(),
    { type: 'text', header: { zh: '生产单号', en: 'Production order' }, value: (r) => r.productionOrderNo },
    { type: 'text', header: { zh: '商品款号', en: 'Goods style no.' }, value: (r) => r.goodsStyleNo },
    quantityColumn({ zh: '计划采购', en: 'Planned' }, (r) => r.plannedQuantity, stock),
    quantityColumn({ zh: '本次采购', en: 'Purchased' }, (r) => r.purchaseQuantity, stock),
    quantityColumn(
      { zh: '到料数', en: 'Quantity' },
      (r) => r.quantity,
      (r) => r.purchaseUnit,
    ),
    { type: 'text', header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
    quantityColumn({ zh: '本次到料', en: 'Arrived' }, (r) => r.stockQuantity, stock),
    { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
    { type: 'text', header: { zh: '是否到齐', en: 'Complete' }, value: (r) => yesNoText(r.isArriveComplete, lang) },
    {
      type: 'text',
      header: { zh: '采购已到齐', en: 'Purchase line complete' },
      value: (r) => yesNoText(r.purchaseComplete, lang),
    },
    { type: 'money', scale: 4, header: { zh: '到料单价', en: 'Unit price' }, value: (r) => r.unitPrice },
    { type: 'money', scale: 2, header: { zh: '到料金额', en: 'Amount' }, value: (r) => r.amount, total: true },
    { type: 'text', header: { zh: '缸号', en: 'Vat no.' }, value: (r) => r.vatNo },
    { type: 'text', header: { zh: '卷号', en: 'Roll no.' }, value: (r) => r.rollNo },
    { type: 'text', header: { zh: '到料仓库', en: 'Storehouse' }, value: (r) => r.storehouseName },
    { type: 'text', header: { zh: '到料员', en: 'Receiver' }, value: (r) => r.creatorName },
    { type: 'text', header: { zh: '标签', en: 'Labels' }, value: (r) => labelsText(r.labels) },
    { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
  ];
  return {
    title:
      input.belongModule === 1
        ? { zh: '样料到料明细', en: 'Sample arrival lines' }
        : { zh: '物料到料明细', en: 'Material arrival lines' },
    columns,
    batches: arrivalLineBatches(db, ctx, input),
  };
}
