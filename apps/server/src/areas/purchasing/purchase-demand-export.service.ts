import type { PurchaseDemandMaterialRow, PurchaseDemandPage, PurchaseDemandRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportColumn, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { pageDemandsByMaterial, pageDemandsByOrder } from './purchase-demand.service.js';

type Quantities = Pick<
  PurchaseDemandRow,
  'stockUnit' | 'demandQuantity' | 'plannedQuantity' | 'purchasedQuantity' | 'arrivedQuantity' | 'waitingQuantity'
>;

/** A demand quantity in the stock unit, totalled per unit at the bottom. */
const quantity = <R extends Quantities>(header: { zh: string; en: string }, value: (r: R) => string): ExportColumn<R> => ({
  type: 'quantity',
  scale: 4,
  header,
  value,
  unitOf: (r) => r.stockUnit,
});

const material = <R extends PurchaseDemandMaterialRow | PurchaseDemandRow>(): ExportColumn<R>[] => [
  { type: 'text', header: { zh: '分类', en: 'Kind' }, value: (r) => r.kindName },
  { type: 'text', header: { zh: '物料款号', en: 'Material no' }, value: (r) => r.materialNo },
  { type: 'text', header: { zh: '物料名称', en: 'Material name' }, width: 20, value: (r) => r.materialName },
  { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
  { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNo },
  { type: 'text', header: { zh: '供应商', en: 'Supplier' }, width: 18, value: (r) => r.supplierName },
];

const byOrderColumns: ExportColumn<PurchaseDemandRow>[] = [
  { type: 'text', header: { zh: '商品款号', en: 'Goods style' }, value: (r) => r.goodsStyleNo },
  { type: 'text', header: { zh: '生产单号', en: 'Order no' }, value: (r) => r.orderNo },
  { type: 'date', header: { zh: '货期', en: 'Delivery date' }, value: (r) => r.deliveryDate },
  ...material<PurchaseDemandRow>(),
  { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
  quantity({ zh: '物料需求', en: 'Demand' }, (r) => r.demandQuantity),
  quantity({ zh: '计划采购', en: 'Planned' }, (r) => r.plannedQuantity),
  quantity({ zh: '主动占用', en: 'Reserved' }, (r) => r.reservedQuantity),
  quantity({ zh: '待采购', en: 'Waiting' }, (r) => r.waitingQuantity),
  quantity({ zh: '已采购', en: 'Purchased' }, (r) => r.purchasedQuantity),
  quantity({ zh: '已到料', en: 'Arrived' }, (r) => r.arrivedQuantity),
  { type: 'text', header: { zh: '采购员', en: 'Purchaser' }, value: (r) => r.purchaserName },
];

const byMaterialColumns: ExportColumn<PurchaseDemandMaterialRow>[] = [
  ...material<PurchaseDemandMaterialRow>(),
  { type: 'text', header: { zh: '生产单号', en: 'Order nos' }, width: 24, value: (r) => r.orderNos.join(', ') },
  { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
  quantity({ zh: '物料需求', en: 'Demand' }, (r) => r.demandQuantity),
  quantity({ zh: '计划采购', en: 'Planned' }, (r) => r.plannedQuantity),
  quantity({ zh: '待采购', en: 'Waiting' }, (r) => r.waitingQuantity),
  quantity({ zh: '已采购', en: 'Purchased' }, (r) => r.purchasedQuantity),
  quantity({ zh: '已到料', en: 'Arrived' }, (r) => r.arrivedQuantity),
];

/** The board's pages of 1000 under the same filters. */
const pages = <R>(
  page: (db: Db, ctx: RequestContext, input: PurchaseDemandPage) => Promise<{ list: R[] }>,
  db: Db,
  ctx: RequestContext,
  input: PurchaseDemandPage,
) => offsetBatches((limit, offset) => page(db, ctx, { ...input, pageNo: offset / limit + 1, pageSize: limit }));

/** purchase/exportExcelOnMission: the demand board by production order; quantities totalled per stock unit. */
export function demandsByOrderExport(
  db: Db,
  ctx: RequestContext,
  input: PurchaseDemandPage,
): ExportDefinition<PurchaseDemandRow> {
  return {
    title: { zh: '采购需求-按生产单', en: 'Purchase demand by order' },
    columns: byOrderColumns,
    batches: pages(pageDemandsByOrder, db, ctx, input),
  };
}

/** purchase/exportExcelOnSupplier: the demand board by material and supplier; quantities totalled per stock unit. */
export function demandsByMaterialExport(
  db: Db,
  ctx: RequestContext,
  input: PurchaseDemandPage,
): ExportDefinition<PurchaseDemandMaterialRow> {
  return {
    title: { zh: '采购需求-按物料', en: 'Purchase demand by material' },
    columns: byMaterialColumns,
    batches: pages(pageDemandsByMaterial, db, ctx, input),
  };
}
