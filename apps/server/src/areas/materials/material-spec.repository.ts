import { specNoName, type MaterialSpecRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { levelOf, type LibraryView } from '../attributes/index.js';
import { likeContains } from '../../platform/db/keyword.js';

// Reads take a LibraryView (the company's specifications, the factory's own, or both); writes name the owner.

const columns = ['sp.id', 'sp.unitId', 'sp.no', 'sp.remark'] as const;

const toRow =
  (view: LibraryView) =>
  (r: { id: string; unitId: string; no: string; remark: string | null }): MaterialSpecRow => ({
    id: r.id,
    no: r.no,
    remark: r.remark,
    noName: specNoName(r.no, r.remark),
    level: levelOf(view, r.unitId),
  });

function specs(db: Db, view: LibraryView) {
  return db.selectFrom('materialSpec as sp').where('sp.unitId', 'in', view.units);
}

export async function pageSpecs(
  db: Db,
  view: LibraryView,
  filter: { keyword?: string | undefined; materialId?: string | undefined; materialUnitId: string },
  limit: number,
  offset: number,
) {
  let q = specs(db, view);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) => eb.or([eb('sp.no', 'ilike', like), eb('sp.remark', 'ilike', like)]));
  }
  if (filter.materialId) {
    const used = db
      .selectFrom('materialSku')
      .select('materialSpecId')
      .where('unitId', '=', filter.materialUnitId)
      .where('materialId', '=', filter.materialId)
      .where('isDeleted', '=', false);
    q = q.where('sp.id', 'in', used);
  }
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(columns)
      // The company's first (the shared library), then the factory's own.
      .orderBy(sql`(${sql.ref('sp.unitId')} = ${view.bossUnitId}) desc`)
      .orderBy('sp.no')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow(view)), totalCount: Number(count.n) };
}

export async function findSpecs(db: Db, view: LibraryView, ids: string[]): Promise<MaterialSpecRow[]> {
  if (ids.length === 0) return [];
  const rows = await specs(db, view).select(columns).where('sp.id', 'in', ids).execute();
  return rows.map(toRow(view));
}

/** A specification holding the number in any of `units` (its unit says whose it is). */
export async function findSpecByNo(
  db: Db,
  units: readonly string[],
  no: string,
): Promise<{ id: string; unitId: string } | undefined> {
  return db
    .selectFrom('materialSpec')
    .select(['id', 'unitId'])
    .where('unitId', 'in', units)
    .where('no', '=', no)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findSpecIdByNo(db: Db, view: LibraryView, no: string): Promise<string | undefined> {
  return (await findSpecByNo(db, view.units, no))?.id;
}

export async function insertSpec(
  trx: Db,
  unitId: string,
  userId: string,
  input: { no: string; remark: string | null },
): Promise<{ id: string }> {
  return trx
    .insertInto('materialSpec')
    .values({ unitId, createdBy: userId, no: input.no, remark: input.remark })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateSpec(
  trx: Db,
  unitId: string,
  id: string,
  input: { no: string; remark: string | null },
): Promise<boolean> {
  const res = await trx
    .updateTable('materialSpec')
    .set({ no: input.no, remark: input.remark, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * SKUs in `units` using the specification (also of deleted materials: their history still names it). A company
 * specification is counted across every factory of the company.
 */
export async function countSkusOfSpec(db: Db, units: readonly string[], id: string): Promise<number> {
  const row = await db
    .selectFrom('materialSku')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', 'in', units)
    .where('materialSpecId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteSpec(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('materialSpec').where('id', '=', id).where('unitId', '=', unitId).execute();
}
