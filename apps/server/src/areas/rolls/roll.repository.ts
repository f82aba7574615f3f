import type { RollFilter, RollLogRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { listRollsMovedBySource } from '../stock/index.js';
import type { RollChange } from '../../schema/rolls-quality.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The stored fields of a roll that an add or update writes (and the history compares). */
export interface RollValues {
  rollNo: string;
  vatNo: string | null;
  storehouseId: string | null;
  orderId: string | null;
  orderNo: string | null;
  styleId: string | null;
  styleNo: string | null;
  length: string | null;
  isQualified: boolean;
  remark: string | null;
}

export interface RollRecord extends RollValues {
  id: string;
  materialSkuId: string;
}

const recordColumns = [
  'r.id',
  'r.materialSkuId',
  'r.rollNo',
  'r.vatNo',
  'r.storehouseId',
  'r.orderId',
  'r.orderNo',
  'r.styleId',
  'r.styleNo',
  'r.length',
  'r.isQualified',
  'r.remark',
] as const;

const live = (db: Db, unitId: string) =>
  db.selectFrom('materialRoll as r').where('r.unitId', '=', unitId).where('r.isDeleted', '=', false);

/**
 * On hand of each roll over all storehouses, read from the lots the stock area publishes (the view stock_lot),
 * which equal the sum of their movements (the ledger's invariant).
 */
const stockOfRoll = (db: Db, unitId: string) =>
  db
    .selectFrom('stockLot as b')
    .select(['b.rollId', sql<string>`sum(b.quantity)`.as('quantity')])
    .where('b.unitId', '=', unitId)
    .where('b.rollId', '<>', '0')
    .groupBy('b.rollId');

export async function findRollRecord(db: Db, unitId: string, id: string): Promise<RollRecord | undefined> {
  return live(db, unitId).select(recordColumns).where('r.id', '=', id).executeTakeFirst();
}

export async function findRollRecords(db: Db, unitId: string, ids: string[]): Promise<RollRecord[]> {
  if (!ids.length) return [];
  return live(db, unitId).select(recordColumns).where('r.id', 'in', ids).execute();
}

export async function findRollBySkuAndNo(
  db: Db,
  unitId: string,
  materialSkuId: string,
  rollNo: string,
): Promise<RollRecord | undefined> {
  return live(db, unitId)
    .select(recordColumns)
    .where('r.materialSkuId', '=', materialSkuId)
    .where('r.rollNo', '=', rollNo)
    .executeTakeFirst();
}

export async function insertRoll(
  trx: Db,
  unitId: string,
  userId: string,
  materialSkuId: string,
  values: RollValues & { sourceType?: string | null; sourceId?: string | null; sourceLineId?: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('materialRoll')
    .values({ unitId, materialSkuId, createdBy: userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRoll(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  values: Partial<RollValues>,
): Promise<void> {
  await trx
    .updateTable('materialRoll')
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .execute();
}

export async function markRollsDeleted(trx: Db, unitId: string, userId: string, ids: string[]): Promise<void> {
  await trx
    .updateTable('materialRoll')
    .set({ isDeleted: true, updatedBy: userId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .execute();
}

export async function appendRollLogs(
  trx: Db,
  unitId: string,
  userId: string,
  logs: { rollId: string; action: RollLogRow['action']; changes: RollChange[] }[],
): Promise<void> {
  if (!logs.length) return;
  await trx
    .insertInto('materialRollLog')
    .values(
      logs.map((l) => ({
        unitId,
        materialRollId: l.rollId,
        action: l.action,
        changes: JSON.stringify(l.changes),
        operatorId: userId,
      })),
    )
    .execute();
}

/** The material SKU of this unit with its kind (undefined when not found or deleted). */
export async function findSkuKind(db: Db, unitId: string, skuId: string): Promise<{ skuId: string; kindId: string } | undefined> {
  return db
    .selectFrom('materialSkuDescriptor as s')
    .select(['s.id as skuId', 's.materialKindId as kindId'])
    .where('s.unitId', '=', unitId)
    .where('s.id', '=', skuId)
    .where('s.isDeleted', '=', false)
    .executeTakeFirst();
}

/** A storehouse linked to the factory (storehouses are the company's, ADR 0011). */
export async function storehouseExists(db: Db, unitId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('storehouseFactoryLink')
    .select('storehouseId')
    .where('unitId', '=', unitId)
    .where('storehouseId', '=', id)
    .executeTakeFirst();
  return Boolean(row);
}

export async function storehouseNames(db: Db, unitId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('storehouse')
    .select(['id', 'name'])
    .where(sql<boolean>`unit_id = (select u.boss_unit_id from unit u where u.id = ${unitId})`)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Rolls among `ids` that still hold stock (ledger sum ≠ 0), with that quantity. */
export async function rollsWithStock(db: Db, unitId: string, ids: string[]): Promise<{ rollId: string; quantity: string }[]> {
  if (!ids.length) return [];
  return db
    .selectFrom(stockOfRoll(db, unitId).as('st'))
    .select(['st.rollId', 'st.quantity'])
    .where('st.rollId', 'in', ids)
    .where('st.quantity', '<>', '0')
    .execute();
}

function filtered(db: Db, unitId: string, f: RollFilter) {
  let q = live(db, unitId).innerJoin('materialSkuDescriptor as s', 's.id', 'r.materialSkuId');
  if (f.materialSkuId) q = q.where('r.materialSkuId', '=', f.materialSkuId);
  if (f.materialId) q = q.where('s.materialId', '=', f.materialId);
  if (f.materialKindId) q = q.where('s.materialKindId', '=', f.materialKindId);
  if (f.rollNo) q = q.where('r.rollNo', 'ilike', likeContains(f.rollNo));
  if (f.vatNo) q = q.where('r.vatNo', 'ilike', likeContains(f.vatNo));
  if (f.storehouseId) q = q.where('r.storehouseId', '=', f.storehouseId);
  if (f.orderNo) q = q.where('r.orderNo', 'ilike', likeContains(f.orderNo));
  if (f.isQualified !== undefined) q = q.where('r.isQualified', '=', f.isQualified);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('r.rollNo', 'ilike', like),
        eb('r.vatNo', 'ilike', like),
        eb('r.orderNo', 'ilike', like),
        eb('r.styleNo', 'ilike', like),
        eb('s.materialNo', 'ilike', like),
        eb('s.materialName', 'ilike', like),
      ]),
    );
  }
  return q;
}

function withDetails(db: Db, unitId: string, f: RollFilter) {
  return filtered(db, unitId, f)
    .leftJoin('storehouse as h', 'h.id', 'r.storehouseId')
    .leftJoin(stockOfRoll(db, unitId).as('st'), 'st.rollId', 'r.id')
    .select([
      ...recordColumns,
      's.materialId',
      's.materialNo',
      's.materialName',
      's.kindName as materialKindName',
      's.colorName',
      's.specNo as specificationsNo',
      's.stockUnit',
      'h.name as storehouseName',
      sql<string>`coalesce(st.quantity, 0)`.as('stockQuantity'),
      'r.createdAt',
      'r.updatedAt',
    ]);
}

export type RollDetailRaw = Awaited<ReturnType<typeof pageRolls>>['rows'][number];

export async function pageRolls(db: Db, unitId: string, f: RollFilter, limit: number, offset: number) {
  const [count, rows] = await Promise.all([
    filtered(db, unitId, f)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    withDetails(db, unitId, f).orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

export async function rollDetail(db: Db, unitId: string, id: string) {
  return withDetails(db, unitId, {}).where('r.id', '=', id).executeTakeFirst();
}

/** Export batches in id order (keyset: rows after `after`). */
export async function rollExportBatch(db: Db, unitId: string, f: RollFilter, after: string | null, limit: number) {
  let q = withDetails(db, unitId, f);
  if (after) q = q.where('r.id', '>', after);
  return q.orderBy('r.id').limit(limit).execute();
}

export async function rollLogs(db: Db, unitId: string, rollId: string) {
  return db
    .selectFrom('materialRollLog as l')
    .leftJoin('appUser as u', 'u.id', 'l.operatorId')
    .select(['l.id', 'l.action', 'l.changes', 'u.userName as operatorName', 'l.createdAt'])
    .where('l.unitId', '=', unitId)
    .where('l.materialRollId', '=', rollId)
    .orderBy('l.id', 'desc')
    .execute();
}

/** Distinct roll or vat numbers of live rolls, optionally of one SKU and containing a keyword. */
export async function distinctNumbers(
  db: Db,
  unitId: string,
  column: 'rollNo' | 'vatNo',
  f: { materialSkuId?: string | undefined; keyword?: string | undefined },
): Promise<string[]> {
  let q = live(db, unitId).select(`r.${column} as value`).distinct().where(`r.${column}`, 'is not', null);
  if (f.materialSkuId) q = q.where('r.materialSkuId', '=', f.materialSkuId);
  if (f.keyword) q = q.where(`r.${column}`, 'ilike', likeContains(f.keyword));
  const rows = await q.orderBy('value').limit(200).execute();
  return rows.map((r) => r.value as string);
}

/**
 * Rolls a bill brought in, per bill line: those created for it (ensureRolls with its source) and those its
 * posted stock rows carry (as the stock area publishes them).
 */
export async function rollsOfSource(db: Db, unitId: string, types: string[], sourceId: string) {
  const created = await live(db, unitId)
    .select(['r.id', 'r.rollNo', 'r.length', 'r.sourceLineId as lineId'])
    .where('r.sourceType', 'in', types)
    .where('r.sourceId', '=', sourceId)
    .where('r.sourceLineId', 'is not', null)
    .execute();
  const movedBy = await listRollsMovedBySource(db, unitId, types, sourceId);
  const movedRolls = movedBy.length
    ? await live(db, unitId)
        .select(['r.id', 'r.rollNo', 'r.length'])
        .where('r.id', 'in', [...new Set(movedBy.map((m) => m.rollId))])
        .execute()
    : [];
  const rollById = new Map(movedRolls.map((r) => [r.id, r]));
  const moved = movedBy.flatMap((m) => {
    const roll = rollById.get(m.rollId);
    return roll ? [{ ...roll, lineId: m.sourceLineId }] : [];
  });
  const seen = new Set<string>();
  return [...created, ...moved]
    .filter((r) => {
      const key = `${r.lineId}|${r.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({ rollId: r.id, rollNo: r.rollNo, length: r.length, lineId: r.lineId as string }))
    .sort((a, b) => Number(a.rollId) - Number(b.rollId));
}
