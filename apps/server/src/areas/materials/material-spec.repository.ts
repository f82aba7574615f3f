import { specNoName, type MaterialSpecRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

const toRow = (r: { id: string; no: string; remark: string | null }): MaterialSpecRow => ({
  id: r.id,
  no: r.no,
  remark: r.remark,
  noName: specNoName(r.no, r.remark),
});

function specs(db: Db, unitId: string) {
  return db.selectFrom('materialSpec as sp').where('sp.unitId', '=', unitId);
}

export async function pageSpecs(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; materialId?: string | undefined },
  limit: number,
  offset: number,
) {
  let q = specs(db, unitId);
  if (filter.keyword) {
    const like = `%${filter.keyword}%`;
    q = q.where((eb) => eb.or([eb('sp.no', 'ilike', like), eb('sp.remark', 'ilike', like)]));
  }
  if (filter.materialId) {
    const used = db
      .selectFrom('materialSku')
      .select('materialSpecId')
      .where('unitId', '=', unitId)
      .where('materialId', '=', filter.materialId)
      .where('isDeleted', '=', false);
    q = q.where('sp.id', 'in', used);
  }
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(['sp.id', 'sp.no', 'sp.remark']).orderBy('sp.no').limit(limit).offset(offset).execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findSpecs(db: Db, unitId: string, ids: string[]): Promise<MaterialSpecRow[]> {
  if (ids.length === 0) return [];
  const rows = await specs(db, unitId).select(['sp.id', 'sp.no', 'sp.remark']).where('sp.id', 'in', ids).execute();
  return rows.map(toRow);
}

export async function findSpecIdByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  return (await specs(db, unitId).select('sp.id').where('sp.no', '=', no).executeTakeFirst())?.id;
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

/** SKUs (also of deleted materials: their history still names the specification). */
export async function countSkusOfSpec(db: Db, unitId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('materialSku')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('materialSpecId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteSpec(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('materialSpec').where('id', '=', id).where('unitId', '=', unitId).execute();
}
