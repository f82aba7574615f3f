import { dec, pageOf, type PurchaseDemandCreate, type PurchaseDemandPage, type PurchaseDemandRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import {
  badState,
  demandNotFound,
  plannedBelowDemand,
  plannedBelowReserved,
  skuNotFound,
  supplierNotFound,
  userNotFound,
} from './purchase-errors.js';
import { withSurplus } from './purchase-demand-needs.js';
import * as repo from './purchase-demand.repository.js';
import { existingSuppliers, findPurchaseSkus, isUnitUser } from './purchase-reference.repository.js';

export async function pageDemandsByOrder(db: Db, ctx: RequestContext, input: PurchaseDemandPage) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageDemands(db, ctx.unitId, input, pageSize, offset);
  return { ...page, list: await withSurplus(db, ctx, page.list), pageNo, pageSize };
}

export async function pageDemandsByMaterial(db: Db, ctx: RequestContext, input: PurchaseDemandPage) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageDemandMaterials(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

/** All of these demand lines of the unit, or 40402 (another unit's ids are simply not found). */
export async function requireDemands(db: Db, ctx: RequestContext, ids: readonly string[]): Promise<PurchaseDemandRow[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findDemands(db, ctx.unitId, unique);
  if (rows.length !== unique.length) throw demandNotFound();
  return rows;
}

/** A demand line typed by hand; supplier defaults to the SKU's default supplier, planned to the demand. */
export async function createDemand(db: Db, ctx: RequestContext, input: PurchaseDemandCreate): Promise<{ id: string }> {
  const sku = (await findPurchaseSkus(db, ctx.unitId, [input.materialSkuId])).get(input.materialSkuId);
  if (!sku) throw skuNotFound('materialSkuId');
  const supplierId = input.supplierId ?? sku.defaultSupplierId;
  if (input.supplierId && !(await existingSuppliers(db, ctx.unitId, [input.supplierId])).has(input.supplierId))
    throw supplierNotFound('supplierId');
  const planned = input.plannedQuantity ?? input.demandQuantity;
  if (dec.cmp(planned, input.demandQuantity) < 0) throw plannedBelowDemand();
  const id = await repo.insertDemand(db, {
    unitId: ctx.unitId,
    productionOrderId: null,
    orderNo: input.orderNo,
    goodsStyleId: null,
    goodsStyleNo: input.goodsStyleNo,
    materialSkuId: input.materialSkuId,
    supplierId,
    purchaserId: null,
    demandQuantity: input.demandQuantity,
    plannedQuantity: planned,
    deliveryDate: input.deliveryDate ?? null,
    remark: input.remark,
    createdBy: ctx.userId,
  });
  return { id };
}

/**
 * 计划采购: never below the demand, nor below the stock reserved for it (主动占用 may not exceed the plan); both are
 * read on the locked row, as the reservation reads the plan.
 */
export async function setPlannedQuantity(db: Db, ctx: RequestContext, id: string, planned: string): Promise<PurchaseDemandRow> {
  await requireDemands(db, ctx, [id]);
  await db.transaction().execute(async (trx) => {
    await repo.lockDemands(trx, ctx.unitId, [id]);
    const [demand] = await requireDemands(trx, ctx, [id]);
    if (dec.cmp(planned, demand!.demandQuantity) < 0) throw plannedBelowDemand();
    if (dec.cmp(planned, demand!.reservedQuantity) < 0) throw plannedBelowReserved(dec.parse(demand!.reservedQuantity));
    await repo.updateDemands(trx, ctx.unitId, [id], { plannedQuantity: planned });
  });
  return (await requireDemands(db, ctx, [id]))[0]!;
}

export async function changeDemandSupplier(db: Db, ctx: RequestContext, id: string, supplierId: string): Promise<void> {
  await requireDemands(db, ctx, [id]);
  if (!(await existingSuppliers(db, ctx.unitId, [supplierId])).has(supplierId)) throw supplierNotFound('supplierId');
  await repo.updateDemands(db, ctx.unitId, [id], { supplierId });
}

/** 标完成 / 撤销完成, one or many. */
export async function setDemandsCompleted(db: Db, ctx: RequestContext, ids: readonly string[], complete: boolean) {
  await requireDemands(db, ctx, ids);
  const changed = await repo.updateDemands(db, ctx.unitId, ids, { isCompleted: complete });
  return { changed };
}

/** Pre-check of 分配采购员: every line exists here and none is completed. */
export async function checkAllocation(db: Db, ctx: RequestContext, ids: readonly string[]) {
  const rows = await requireDemands(db, ctx, ids);
  const completed = rows.filter((r) => r.isCompleted);
  if (completed.length)
    throw badState(
      `已完成的需求不能分配采购员：${completed.map((r) => r.orderNo).join('、')}`,
      `Completed demand lines cannot be assigned a purchaser: ${completed.map((r) => r.orderNo).join(', ')}`,
    );
  return { count: rows.length, alreadyAssigned: rows.filter((r) => r.purchaserId).length };
}

export async function allocatePurchaser(db: Db, ctx: RequestContext, ids: readonly string[], purchaserId: string) {
  await checkAllocation(db, ctx, ids);
  if (!(await isUnitUser(db, ctx.unitId, purchaserId))) throw userNotFound('purchaserId');
  return { changed: await repo.updateDemands(db, ctx.unitId, ids, { purchaserId }) };
}
