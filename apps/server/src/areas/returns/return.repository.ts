import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { saveLinesByDifference } from '../../platform/db/lines-by-difference.js';

/** Statuses whose stock and receivable are posted: reviewed, and reviewed with an anti-review pending. */
export const POSTED_STATUSES = [2, 3];

/** What a return line needs of a material SKU (read-only from the materials tables). */
export interface ReturnSku {
  id: string;
  materialId: string;
  materialNo: string;
  materialName: string;
  kindName: string;
  colorName: string;
  specNo: string | null;
  stockUnit: string;
  purchaseUnit: string;
  conversionRate: string;
}

function skuQuery(db: Db, unitId: string) {
  return db
    .selectFrom('materialSkuDescriptor as s')
    .select([
      's.id',
      's.materialId',
      's.materialNo',
      's.materialName',
      's.kindName',
      's.colorName',
      's.specNo',
      's.stockUnit',
      sql<string>`coalesce(s.purchase_unit, s.stock_unit)`.as('purchaseUnit'),
      's.conversionRate',
    ])
    .where('s.unitId', '=', unitId)
    .where('s.isDeleted', '=', false)
    .where('s.materialIsDeleted', '=', false);
}

export async function findSkus(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, ReturnSku>> {
  if (ids.length === 0) return new Map();
  const rows = await skuQuery(db, unitId)
    .where('s.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function isUnitUser(db: Db, unitId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export interface ReturnHeadValues {
  no: string;
  supplierId: string;
  returnerId: string;
  dateReturn: string;
  storehouseId: string;
  arriveBillId: string | null;
  remark: string | null;
  amount: string;
}

export interface ReturnLineValues {
  materialSkuId: string;
  arriveLineId: string | null;
  arriveBillId: string | null;
  arriveNo: string | null;
  orderNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  stockQuantity: string;
  unitPrice: string;
  amount: string;
  taxRate: string | null;
  /** The roll / dye lot the line takes from (null = any lot). */
  rollId: string | null;
  vatNo: string | null;
  remark: string | null;
}

export async function insertReturn(trx: Db, unitId: string, userId: string, head: ReturnHeadValues): Promise<string> {
  const row = await trx
    .insertInto('materialReturn')
    .values({ ...head, unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic update: false when the version moved on (someone else saved first). */
export async function updateReturn(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  version: number | undefined,
  head: Omit<ReturnHeadValues, 'arriveBillId'>,
): Promise<boolean> {
  let q = trx
    .updateTable('materialReturn')
    .set({ ...head, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false);
  if (version !== undefined) q = q.where('version', '=', version);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The return's lines by difference (ids kept; lines.N.id of another bill: 40001). Answers the line ids in order. */
export function saveLines(
  trx: Db,
  unitId: string,
  returnId: string,
  lines: readonly (ReturnLineValues & { id: string | null })[],
): Promise<string[]> {
  return saveLinesByDifference(
    trx,
    { table: 'material_return_line', billColumn: 'material_return_id' },
    unitId,
    returnId,
    lines,
    'lines',
  );
}

export async function findReturnHead(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('materialReturn')
    .selectAll()
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
}

export async function findReturnByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('materialReturn')
    .select('id')
    .where('unitId', '=', unitId)
    .where('no', '=', no)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return row?.id;
}

export async function listLineValues(db: Db, unitId: string, returnId: string) {
  return db
    .selectFrom('materialReturnLine')
    .selectAll()
    .where('unitId', '=', unitId)
    .where('materialReturnId', '=', returnId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Stock quantities earlier posted returns took of these arrival lines (this bill left out). */
export async function returnedOfArrivalLines(
  db: Db,
  unitId: string,
  arriveLineIds: readonly string[],
  exceptReturnId: string | null,
): Promise<Map<string, string>> {
  if (arriveLineIds.length === 0) return new Map();
  let q = db
    .selectFrom('materialReturnLine as l')
    .innerJoin('materialReturn as r', 'r.id', 'l.materialReturnId')
    .select(['l.arriveLineId', sql<string>`sum(l.stock_quantity)`.as('quantity')])
    .where('l.unitId', '=', unitId)
    .where('r.isDeleted', '=', false)
    .where('r.status', 'in', POSTED_STATUSES)
    .where('l.arriveLineId', 'in', [...new Set(arriveLineIds)])
    .groupBy('l.arriveLineId');
  if (exceptReturnId) q = q.where('r.id', '!=', exceptReturnId);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.arriveLineId!, r.quantity]));
}

/**
 * Serialises reviews of returns that take the same arrival lines (transaction-scoped advisory locks in a
 * fixed order), so two returns reviewed at once cannot both take the last returnable quantity.
 */
export async function lockArrivalLines(trx: Db, unitId: string, arriveLineIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(arriveLineIds)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`material_return_line:${unitId}:${id}`}, 0))`.execute(trx);
  }
}

/** 已收款 per return: what active refunds settled. */
export async function collectedOfReturns(db: Db, unitId: string, returnIds: readonly string[]): Promise<Map<string, string>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('returnRefundLink as k')
    .innerJoin('returnRefund as f', 'f.id', 'k.returnRefundId')
    .select(['k.materialReturnId', sql<string>`sum(k.amount)`.as('amount')])
    .where('k.unitId', '=', unitId)
    .where('f.isUndone', '=', false)
    .where('k.materialReturnId', 'in', [...new Set(returnIds)])
    .groupBy('k.materialReturnId')
    .execute();
  return new Map(rows.map((r) => [r.materialReturnId, r.amount]));
}
