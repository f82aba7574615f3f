import { dec } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface PriceHeadRow {
  id: string;
  adjustNo: string;
  productionOrderId: string;
  status: number;
  adjustDate: string;
  remark: string | null;
  createByName: string | null;
  createdAt: string;
}

const heads = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('priceAdjust as a')
    .leftJoin('appUser as u', 'u.id', 'a.createdBy')
    .select([
      'a.id',
      'a.adjustNo',
      'a.productionOrderId',
      'a.status',
      sql<string>`to_char(a.adjust_date, 'YYYY-MM-DD')`.as('adjustDate'),
      'a.remark',
      'u.userName as createByName',
      sql<string>`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
    ])
    .where('a.unitId', 'in', readableUnits(tenant, 'priceAdjust'))
    .where('a.isDeleted', '=', false);

export function findPriceAdjust(db: Db, tenant: Tenant, id: string): Promise<PriceHeadRow | undefined> {
  return heads(db, tenant).where('a.id', '=', id).executeTakeFirst();
}

export async function findPriceAdjustIdByNo(db: Db, tenant: Tenant, no: string): Promise<string | undefined> {
  return (await heads(db, tenant).where('a.adjustNo', '=', no).executeTakeFirst())?.id;
}

export function priceAdjustsOfOrder(db: Db, tenant: Tenant, orderId: string): Promise<PriceHeadRow[]> {
  return heads(db, tenant).where('a.productionOrderId', '=', orderId).orderBy('a.id', 'desc').execute();
}

export interface PriceLineRow {
  id: string;
  priceAdjustId: string;
  productionOrderGoodsId: string;
  oldNoTaxPrice: string | null;
  oldTaxRate: string | null;
  oldProcessUnitPrice: string | null;
  newNoTaxPrice: string | null;
  newTaxRate: string | null;
  newProcessUnitPrice: string | null;
}

export function priceLinesOf(db: Db, tenant: Tenant, ids: readonly string[]): Promise<PriceLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('priceAdjustLine')
    .select([
      'id',
      'priceAdjustId',
      'productionOrderGoodsId',
      'oldNoTaxPrice',
      'oldTaxRate',
      'oldProcessUnitPrice',
      'newNoTaxPrice',
      'newTaxRate',
      'newProcessUnitPrice',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'priceAdjustLine'))
    .where('priceAdjustId', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export async function insertPriceAdjust(
  trx: Db,
  tenant: Tenant & { userId: string },
  v: { adjustNo: string; productionOrderId: string; adjustDate: string; remark: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('priceAdjust')
    .values({ ...v, unitId: owningUnit(tenant, 'priceAdjust'), createdBy: tenant.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePriceAdjustHead(
  trx: Db,
  id: string,
  userId: string,
  v: { adjustNo: string; adjustDate: string; remark: string | null },
) {
  await trx
    .updateTable('priceAdjust')
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export type PriceLineValues = Omit<PriceLineRow, 'id' | 'priceAdjustId'>;

/** Save by difference: one line per goods block keeps its id. */
export async function savePriceLines(
  trx: Db,
  tenant: Tenant,
  adjustId: string,
  lines: readonly PriceLineValues[],
): Promise<void> {
  const existing = new Map((await priceLinesOf(trx, tenant, [adjustId])).map((l) => [l.productionOrderGoodsId, l]));
  for (const l of lines) {
    const had = existing.get(l.productionOrderGoodsId);
    existing.delete(l.productionOrderGoodsId);
    if (had)
      await trx
        .updateTable('priceAdjustLine')
        .set({ ...l, updatedAt: sql`now()` })
        .where('id', '=', had.id)
        .execute();
    else
      await trx
        .insertInto('priceAdjustLine')
        .values({ ...l, priceAdjustId: adjustId, unitId: owningUnit(tenant, 'priceAdjustLine') })
        .execute();
  }
  const gone = [...existing.values()].map((l) => l.id);
  if (gone.length) await trx.deleteFrom('priceAdjustLine').where('id', 'in', gone).execute();
}

export interface PriceListFilter {
  keyWord?: string | undefined;
  statuses?: number[] | undefined;
  facPrdOrderId?: string | undefined;
}

function filtered(db: Db, tenant: Tenant, f: PriceListFilter) {
  let q = heads(db, tenant).innerJoin('productionOrder as o', 'o.id', 'a.productionOrderId');
  if (f.facPrdOrderId) q = q.where('a.productionOrderId', '=', f.facPrdOrderId);
  if (f.statuses?.length) q = q.where('a.status', 'in', f.statuses);
  if (f.keyWord) {
    const like = likeContains(f.keyWord);
    q = q.where((eb) => eb.or([eb('a.adjustNo', 'ilike', like), eb('o.orderNo', 'ilike', like)]));
  }
  return q;
}

export async function pagePriceAdjusts(db: Db, tenant: Tenant, f: PriceListFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, tenant, f).select('o.orderNo as concatPrdOrderNo').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, tenant, f)
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

/** The desk's columns: the order and the date. */
export async function priceDeskValues(db: Db, unitId: string, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('priceAdjust as a')
    .innerJoin('productionOrder as o', 'o.id', 'a.productionOrderId')
    .select(['a.id', 'o.orderNo as concatPrdOrderNo', sql<string>`to_char(a.adjust_date, 'YYYY-MM-DD')`.as('adjustDate')])
    .where('a.unitId', '=', unitId)
    .where('a.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { concatPrdOrderNo: r.concatPrdOrderNo, adjustDate: r.adjustDate }]));
}

export const samePrice = (a: string | null, b: string | null) => (a === null || b === null ? a === b : dec.cmp(a, b) === 0);
