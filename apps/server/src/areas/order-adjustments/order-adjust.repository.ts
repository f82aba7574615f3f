import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface AdjustHeadRow {
  id: string;
  adjustNo: string;
  productionOrderId: string;
  status: number;
  placeorderAt: string;
  remark: string | null;
  createdBy: string;
  createByName: string | null;
  createdAt: string;
}

const heads = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('orderAdjust as a')
    .leftJoin('appUser as u', 'u.id', 'a.createdBy')
    .select([
      'a.id',
      'a.adjustNo',
      'a.productionOrderId',
      'a.status',
      sql<string>`to_char(a.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
      'a.remark',
      'a.createdBy',
      'u.userName as createByName',
      sql<string>`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
    ])
    .where('a.unitId', 'in', readableUnits(tenant, 'orderAdjust'))
    .where('a.isDeleted', '=', false);

export function findAdjust(db: Db, tenant: Tenant, id: string): Promise<AdjustHeadRow | undefined> {
  return heads(db, tenant).where('a.id', '=', id).executeTakeFirst();
}

export async function findAdjustIdByNo(db: Db, tenant: Tenant, no: string): Promise<string | undefined> {
  return (await heads(db, tenant).where('a.adjustNo', '=', no).executeTakeFirst())?.id;
}

export interface AdjustLineRow {
  id: string;
  productionOrderGoodsId: string;
  productionOrderCustomerId: string | null;
  goodsSkuId: string;
  oldNum: string | null;
  newNum: string;
}

export function linesOf(
  db: Db,
  tenant: Tenant,
  adjustIds: readonly string[],
): Promise<(AdjustLineRow & { orderAdjustId: string })[]> {
  if (adjustIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderAdjustLine')
    .select(['id', 'orderAdjustId', 'productionOrderGoodsId', 'productionOrderCustomerId', 'goodsSkuId', 'oldNum', 'newNum'])
    .where('unitId', 'in', readableUnits(tenant, 'orderAdjustLine'))
    .where('orderAdjustId', 'in', [...adjustIds])
    .orderBy('id')
    .execute();
}

export async function insertAdjust(
  trx: Db,
  tenant: Tenant & { userId: string },
  v: { adjustNo: string; productionOrderId: string; placeorderAt: string; remark: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('orderAdjust')
    .values({ ...v, unitId: owningUnit(tenant, 'orderAdjust'), createdBy: tenant.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdjustHead(
  trx: Db,
  id: string,
  userId: string,
  v: { adjustNo: string; placeorderAt: string; remark: string | null },
): Promise<void> {
  await trx
    .updateTable('orderAdjust')
    .set({ ...v, updatedBy: userId, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export type LineKey = Pick<AdjustLineRow, 'productionOrderGoodsId' | 'productionOrderCustomerId' | 'goodsSkuId'>;
export const lineKey = (l: LineKey) => `${l.productionOrderGoodsId}:${l.productionOrderCustomerId ?? '-'}:${l.goodsSkuId}`;

/** Save by difference: a cell the bill had keeps its line id; cells gone are removed. */
export async function saveLines(
  trx: Db,
  tenant: Tenant,
  adjustId: string,
  lines: readonly (LineKey & { oldNum: string | null; newNum: string })[],
): Promise<void> {
  const existing = new Map((await linesOf(trx, tenant, [adjustId])).map((l) => [lineKey(l), l]));
  const kept = new Set<string>();
  for (const l of lines) {
    const key = lineKey(l);
    const had = existing.get(key);
    kept.add(key);
    if (had)
      await trx
        .updateTable('orderAdjustLine')
        .set({ oldNum: l.oldNum, newNum: l.newNum, updatedAt: sql`now()` })
        .where('id', '=', had.id)
        .execute();
    else
      await trx
        .insertInto('orderAdjustLine')
        .values({ ...l, orderAdjustId: adjustId, unitId: owningUnit(tenant, 'orderAdjustLine') })
        .execute();
  }
  const gone = [...existing].filter(([k]) => !kept.has(k)).map(([, l]) => l.id);
  if (gone.length) await trx.deleteFrom('orderAdjustLine').where('id', 'in', gone).execute();
}

/** The old quantities written again at the moment the bill takes effect (what the order had under the lock). */
export async function setOldNums(trx: Db, lines: readonly { id: string; oldNum: string | null }[]): Promise<void> {
  for (const l of lines) await trx.updateTable('orderAdjustLine').set({ oldNum: l.oldNum }).where('id', '=', l.id).execute();
}

export interface AdjustListFilter {
  keyWord?: string | undefined;
  statuses?: number[] | undefined;
  facPrdOrderId?: string | undefined;
}

function filtered(db: Db, tenant: Tenant, f: AdjustListFilter) {
  let q = heads(db, tenant).innerJoin('productionOrder as o', 'o.id', 'a.productionOrderId');
  if (f.facPrdOrderId) q = q.where('a.productionOrderId', '=', f.facPrdOrderId);
  if (f.statuses?.length) q = q.where('a.status', 'in', f.statuses);
  if (f.keyWord) {
    const like = likeContains(f.keyWord);
    q = q.where((eb) => eb.or([eb('a.adjustNo', 'ilike', like), eb('o.orderNo', 'ilike', like)]));
  }
  return q;
}

export async function pageAdjusts(db: Db, tenant: Tenant, f: AdjustListFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, tenant, f).select('o.orderNo as concatPrdOrderNo').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, tenant, f)
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}
