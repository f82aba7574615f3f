import { billStatusLabels, type ArrivalLineListRow, type ArrivalListInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportColumn, ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { arrivalLineBatches } from './arrival-list.service.js';

/**
 * The arrival list's 明细 view as a sheet (arrive/arriveLineExcel): one row per arrival line with the line view's
 * filters; quantities total per unit at the bottom (the writer's rule).
 */
export function arrivalLineExport(db: Db, ctx: RequestContext, input: ArrivalListInput): ExportDefinition<ArrivalLineListRow> {
  const lang = ctx.lang;
  const yesNo = (v: boolean | null) => (v === null ? null : lang === 'en' ? (v ? 'Yes' : 'No') : v ? '是' : '否');
  const columns: ExportColumn<ArrivalLineListRow>[] = [
    { type: 'text', header: { zh: '到料单号', en: 'Arrival no.' }, value: (r) => r.orderNo },
    { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusLabels[r.status]?.[lang] ?? String(r.status) },
    { type: 'date', header: { zh: '到料日期', en: 'Date' }, value: (r) => r.dateArrive },
    { type: 'text', header: { zh: '供应商', en: 'Supplier' }, value: (r) => r.supplierName },
    { type: 'text', header: { zh: '采购单号', en: 'Purchase no.' }, value: (r) => r.purchaseBillNo },
    { type: 'text', header: { zh: '分类', en: 'Kind' }, value: (r) => r.kindName },
    { type: 'text', header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.materialNo },
    { type: 'text', header: { zh: '物料名称', en: 'Material' }, value: (r) => r.materialName },
    { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
    { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNo },
    {
      type: 'text',
      header: { zh: '供应商款号/色号', en: 'Supplier style / colour no.' },
      value: (r) => [r.supplierStyleNo, r.supplierColorNo].filter(Boolean).join(' / ') || null,
    },
    { type: 'text', header: { zh: '生产单号', en: 'Production order' }, value: (r) => r.productionOrderNo },
    { type: 'text', header: { zh: '商品款号', en: 'Goods style no.' }, value: (r) => r.goodsStyleNo },
    {
      type: 'quantity',
      scale: 4,
      header: { zh: '计划采购', en: 'Planned' },
      value: (r) => r.plannedQuantity,
      unitOf: (r) => r.stockUnit,
    },
    {
      type: 'quantity',
      scale: 4,
      header: { zh: '本次采购', en: 'Purchased' },
      value: (r) => r.purchaseQuantity,
      unitOf: (r) => r.stockUnit,
    },
    {
      type: 'quantity',
      scale: 4,
      header: { zh: '到料数', en: 'Quantity' },
      value: (r) => r.quantity,
      unitOf: (r) => r.purchaseUnit,
    },
    { type: 'text', header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
    {
      type: 'quantity',
      scale: 4,
      header: { zh: '本次到料', en: 'Arrived' },
      value: (r) => r.stockQuantity,
      unitOf: (r) => r.stockUnit,
    },
    { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
    { type: 'text', header: { zh: '是否到齐', en: 'Complete' }, value: (r) => yesNo(r.isArriveComplete) },
    { type: 'text', header: { zh: '采购已到齐', en: 'Purchase line complete' }, value: (r) => yesNo(r.purchaseComplete) },
    { type: 'money', scale: 4, header: { zh: '到料单价', en: 'Unit price' }, value: (r) => r.unitPrice },
    { type: 'money', scale: 2, header: { zh: '到料金额', en: 'Amount' }, value: (r) => r.amount, total: true },
    { type: 'text', header: { zh: '缸号', en: 'Vat no.' }, value: (r) => r.vatNo },
    { type: 'text', header: { zh: '卷号', en: 'Roll no.' }, value: (r) => r.rollNo },
    { type: 'text', header: { zh: '到料仓库', en: 'Storehouse' }, value: (r) => r.storehouseName },
    { type: 'text', header: { zh: '到料员', en: 'Receiver' }, value: (r) => r.creatorName },
    { type: 'text', header: { zh: '标签', en: 'Labels' }, value: (r) => r.labels.map((l) => l.name).join('、') || null },
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
