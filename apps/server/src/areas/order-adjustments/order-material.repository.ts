import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Names and stock units of material SKUs (the materials area's published descriptor view). */
export function materialDescriptors(db: Db, tenant: Tenant, skuIds: readonly string[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('materialSkuDescriptor as s')
    .select(['s.id', 's.materialNo', 's.materialName', 's.colorName', 's.specNo', 's.stockUnit'])
    .where('s.unitId', 'in', readableUnits(tenant, 'materialSkuDescriptor'))
    .where('s.id', 'in', [...skuIds])
    .execute();
}

/** 单件用量 and 损耗 of BOM rows. */
export function bomRowFigures(db: Db, tenant: Tenant, rowIds: readonly string[]) {
  if (rowIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goodsBomRow as r')
    .select(['r.id', 'r.singleDosage', 'r.lossRate'])
    .where('r.unitId', 'in', readableUnits(tenant, 'goodsBomRow'))
    .where('r.id', 'in', [...rowIds])
    .execute();
}

export function bomNames(db: Db, tenant: Tenant, bomIds: readonly string[]) {
  if (bomIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('goodsBom as b')
    .select(['b.id', 'b.name'])
    .where('b.unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('b.id', 'in', [...bomIds])
    .execute();
}
