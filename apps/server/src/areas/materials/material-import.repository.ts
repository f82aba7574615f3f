import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

function live(db: Db, unitIds: readonly string[]) {
  return db
    .selectFrom('material as m')
    .where('m.unitId', 'in', [...unitIds])
    .where('m.isDeleted', '=', false);
}

/** A factory's live materials for the import list (keyword on number or name), newest first, with kind and SKU count. */
export async function pageMaterialHeads(db: Db, unitId: string, keyword: string | undefined, limit: number, offset: number) {
  let q = live(db, [unitId]);
  if (keyword)
    q = q.where((eb) => eb.or([eb('m.no', 'ilike', likeContains(keyword)), eb('m.name', 'ilike', likeContains(keyword))]));
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('materialKind as k', 'k.id', 'm.materialKindId')
      .select([
        'm.id',
        'm.no',
        'm.name',
        'k.name as kindName',
        (eb) =>
          eb
            .selectFrom('materialSku as s')
            .select(sql<string>`count(*)`.as('n'))
            .whereRef('s.materialId', '=', 'm.id')
            .where('s.isDeleted', '=', false)
            .as('skuCount'),
      ])
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows, totalCount: Number(count.n) };
}

/** Live materials numbered like any of `nos` (ignoring case, as the number is unique) in these factories. */
export async function materialsNumbered(
  db: Db,
  unitIds: readonly string[],
  nos: readonly string[],
): Promise<{ id: string; unitId: string; no: string; name: string }[]> {
  if (!unitIds.length || !nos.length) return [];
  return live(db, unitIds)
    .select(['m.id', 'm.unitId', 'm.no', 'm.name'])
    .where(
      sql<string>`lower(m.no)`,
      'in',
      nos.map((n) => n.toLowerCase()),
    )
    .orderBy('m.unitId')
    .orderBy('m.id')
    .execute();
}

/** Specifications by id among `units`, with their owner (the company's or a factory's). */
export async function specsByIds(db: Db, units: readonly string[], ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('materialSpec')
    .select(['id', 'unitId', 'no', 'remark'])
    .where('unitId', 'in', [...units])
    .where('id', 'in', [...ids])
    .execute();
}

/** Specifications with this number among `units` (unique per owner). */
export async function specsByNo(db: Db, units: readonly string[], no: string) {
  return db
    .selectFrom('materialSpec')
    .select(['id', 'unitId', 'no', 'remark'])
    .where('unitId', 'in', [...units])
    .where('no', '=', no)
    .orderBy('id')
    .execute();
}
