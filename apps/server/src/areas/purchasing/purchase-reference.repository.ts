import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** What purchasing needs of a material SKU (read from the materials tables; read-only). */
export interface PurchaseSku {
  id: string;
  stockUnit: string;
  purchaseUnit: string;
  conversionRate: string;
  isSampleMaterial: boolean;
  isStopUse: boolean;
  defaultSupplierId: string | null;
  planCost: string | null;
}

export async function findPurchaseSkus(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, PurchaseSku>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('materialSkuDescriptor as s')
    .leftJoin('materialSkuSupplier as mss', (j) => j.onRef('mss.materialSkuId', '=', 's.id').on('mss.isDefault', '=', true))
    .select([
      's.id',
      's.stockUnit',
      sql<string>`coalesce(s.purchase_unit, s.stock_unit)`.as('purchaseUnit'),
      's.conversionRate',
      's.sampleMaterial as isSampleMaterial',
      's.isStopUse',
      'mss.supplierId as defaultSupplierId',
      'mss.planCost',
    ])
    .where('s.unitId', '=', unitId)
    .where('s.isDeleted', '=', false)
    .where('s.materialIsDeleted', '=', false)
    .where('s.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The subset of these supplier ids that are live suppliers of the unit. */
export async function existingSuppliers(db: Db, unitId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('supplier')
    .select('id')
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Is this user a member of the unit (purchaser, operator)? */
export async function isUnitUser(db: Db, unitId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}
