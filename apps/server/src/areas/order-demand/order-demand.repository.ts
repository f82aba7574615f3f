import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * Serialises every change of one order's demand (review, un-review, 一键生成采购计划, adjustments) for the rest of
 * the transaction, also the first one, which has no rows to lock yet.
 */
export async function lockOrderDemand(trx: Db, tenant: Tenant, orderId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`order_material_demand:${tenant.unitId}:${orderId}`}, 0))`.execute(
    trx,
  );
}

/** What an order's BOM asks per goods block and material SKU, and the board line carrying it. */
export interface StoredDemand {
  id: string;
  productionOrderGoodsId: string;
  goodsStyleId: string;
  goodsBomId: string | null;
  materialSkuId: string;
  purchaseDemandId: string | null;
  requiredQuantity: string;
  goodsQuantity: string;
}

const COLUMNS = [
  'id',
  'productionOrderGoodsId',
  'goodsStyleId',
  'goodsBomId',
  'materialSkuId',
  'purchaseDemandId',
  'requiredQuantity',
  'goodsQuantity',
] as const;

/** The order's rows; `lock` takes them for update (id order) so two approvals touching one order queue up. */
export async function listOrderDemand(db: Db, tenant: Tenant, orderId: string, lock = false): Promise<StoredDemand[]> {
  let q = db
    .selectFrom('orderMaterialDemand')
    .select(COLUMNS)
    .where('unitId', 'in', readableUnits(tenant, 'orderMaterialDemand'))
    .where('productionOrderId', '=', orderId)
    .orderBy('id');
  if (lock) q = q.forUpdate();
  return q.execute();
}

/** What the orders ask now of each board line (Σ required of the rows carried by it), for the board's 超出. */
export async function requiredByDemandLine(db: Db, tenant: Tenant, demandIds: readonly string[]): Promise<Map<string, string>> {
  if (demandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orderMaterialDemand')
    .select(['purchaseDemandId', (eb) => eb.fn.sum<string>('requiredQuantity').as('required')])
    .where('unitId', 'in', readableUnits(tenant, 'orderMaterialDemand'))
    .where('purchaseDemandId', 'in', [...new Set(demandIds)])
    .groupBy('purchaseDemandId')
    .execute();
  return new Map(rows.map((r) => [String(r.purchaseDemandId), String(r.required)]));
}

export interface DemandWrite {
  productionOrderGoodsId: string;
  goodsStyleId: string;
  goodsBomId: string | null;
  materialSkuId: string;
  purchaseDemandId: string | null;
  requiredQuantity: string;
  goodsQuantity: string;
}

/** Writes the rows by (goods block, material SKU): one upsert statement; rows given as gone are deleted. */
export async function saveOrderDemand(
  trx: Db,
  tenant: Tenant,
  orderId: string,
  rows: readonly DemandWrite[],
  goneIds: readonly string[],
): Promise<void> {
  const unitId = owningUnit(tenant, 'orderMaterialDemand');
  if (goneIds.length)
    await trx
      .deleteFrom('orderMaterialDemand')
      .where('unitId', '=', unitId)
      .where('id', 'in', [...goneIds])
      .execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('orderMaterialDemand')
    .values(rows.map((r) => ({ ...r, unitId, productionOrderId: orderId })))
    .onConflict((oc) =>
      oc.columns(['productionOrderGoodsId', 'materialSkuId']).doUpdateSet({
        goodsBomId: sql`excluded.goods_bom_id`,
        purchaseDemandId: sql`excluded.purchase_demand_id`,
        requiredQuantity: sql`excluded.required_quantity`,
        goodsQuantity: sql`excluded.goods_quantity`,
        updatedAt: new Date(),
      }),
    )
    .execute();
}

/** The board lines of orders that used this BOM for these material SKUs (the BOM area's 已采购 row lock). */
export async function demandLinesOfBom(db: Db, tenant: Tenant, bomId: string, materialSkuIds: readonly string[]) {
  if (materialSkuIds.length === 0) return [];
  return db
    .selectFrom('orderMaterialDemand')
    .select(['materialSkuId', 'purchaseDemandId'])
    .where('unitId', 'in', readableUnits(tenant, 'orderMaterialDemand'))
    .where('goodsBomId', '=', bomId)
    .where('materialSkuId', 'in', [...materialSkuIds])
    .where('purchaseDemandId', 'is not', null)
    .execute();
}

/** Material SKU names and stock units for the tables (the materials area's published descriptor view). */
export async function materialNames(db: Db, tenant: Tenant, skuIds: readonly string[]) {
  if (skuIds.length === 0) return new Map<string, MaterialName>();
  const rows = await db
    .selectFrom('materialSkuDescriptor')
    .select(['id', 'materialNo', 'materialName', 'colorName', 'specNo', 'stockUnit'])
    .where('unitId', 'in', readableUnits(tenant, 'materialSkuDescriptor'))
    .where('id', 'in', [...new Set(skuIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r as MaterialName]));
}

export interface MaterialName {
  id: string;
  materialNo: string;
  materialName: string;
  colorName: string | null;
  specNo: string | null;
  stockUnit: string;
}
