import type { SizeTablePoint, SizeTableRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

function heads(db: Db, unitId: string, isTemplate: boolean) {
  return db
    .selectFrom('sizeTable as t')
    .innerJoin('sizeCategory as c', 'c.id', 't.sizeCategoryId')
    .where('t.unitId', '=', unitId)
    .where('t.isTemplate', '=', isTemplate);
}

const headColumns = [
  't.id',
  't.name',
  't.sizeCategoryId',
  'c.name as category',
  't.styleId',
  't.remark',
  't.isTemplate',
  't.updatedAt',
] as const;
const pointCount = sql<string>`(select count(*) from size_table_point p where p.size_table_id = t.id)`.as('pointCount');

type RawHead = Omit<SizeTableRow, 'updatedAt' | 'pointCount'> & { updatedAt: Date; pointCount: string };
const toRow = (r: RawHead): SizeTableRow => ({
  ...r,
  pointCount: Number(r.pointCount),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export interface SizeTableFilter {
  keyword?: string | undefined;
  styleId?: string | undefined;
  sizeCategoryId?: string | undefined;
}

export async function pageSizeTables(
  db: Db,
  unitId: string,
  isTemplate: boolean,
  f: SizeTableFilter,
  limit: number,
  offset: number,
): Promise<{ list: SizeTableRow[]; totalCount: number }> {
  let q = heads(db, unitId, isTemplate);
  if (f.keyword) q = q.where('t.name', 'ilike', likeContains(f.keyword));
  if (f.styleId) q = q.where('t.styleId', '=', f.styleId);
  if (f.sizeCategoryId) q = q.where('t.sizeCategoryId', '=', f.sizeCategoryId);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([...headColumns, pointCount])
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findSizeTable(db: Db, unitId: string, id: string, isTemplate: boolean): Promise<SizeTableRow | undefined> {
  const row = await heads(db, unitId, isTemplate)
    .select([...headColumns, pointCount])
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function loadPoints(db: Db, unitId: string, tableId: string): Promise<SizeTablePoint[]> {
  const [points, values] = await Promise.all([
    db
      .selectFrom('sizeTablePoint')
      .select(['id', 'name', 'tolerance'])
      .where('unitId', '=', unitId)
      .where('sizeTableId', '=', tableId)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('sizeTableValue as v')
      .innerJoin('sizeTablePoint as p', 'p.id', 'v.sizeTablePointId')
      .select(['v.sizeTablePointId', 'v.sizeId', 'v.value'])
      .where('v.unitId', '=', unitId)
      .where('p.sizeTableId', '=', tableId)
      .execute(),
  ]);
  return points.map((p) => ({
    id: p.id,
    name: p.name,
    tolerance: p.tolerance,
    values: Object.fromEntries(values.filter((v) => v.sizeTablePointId === p.id).map((v) => [v.sizeId, v.value])),
  }));
}

export interface SizeTableHead {
  name: string;
  sizeCategoryId: string;
  styleId: string | null;
  remark: string | null;
}

export interface PointFields {
  name: string;
  tolerance: string | null;
  values: Record<string, string | null>;
}

export async function insertSizeTable(
  trx: Db,
  unitId: string,
  userId: string,
  isTemplate: boolean,
  head: SizeTableHead,
): Promise<{ id: string }> {
  return trx
    .insertInto('sizeTable')
    .values({ ...head, unitId, isTemplate, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateSizeTableHead(trx: Db, unitId: string, id: string, head: SizeTableHead): Promise<void> {
  await trx
    .updateTable('sizeTable')
    .set({ ...head, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** Points are replaced as a whole grid: the form always sends every row. */
export async function replacePoints(trx: Db, unitId: string, tableId: string, points: PointFields[]): Promise<void> {
  await trx.deleteFrom('sizeTablePoint').where('unitId', '=', unitId).where('sizeTableId', '=', tableId).execute();
  for (const [i, p] of points.entries()) {
    const { id } = await trx
      .insertInto('sizeTablePoint')
      .values({ unitId, sizeTableId: tableId, name: p.name, tolerance: p.tolerance, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = Object.entries(p.values).filter((e): e is [string, string] => e[1] !== null);
    if (values.length)
      await trx
        .insertInto('sizeTableValue')
        .values(values.map(([sizeId, value]) => ({ unitId, sizeTablePointId: id, sizeId, value })))
        .execute();
  }
}

export async function deleteSizeTable(trx: Db, unitId: string, id: string, isTemplate: boolean): Promise<boolean> {
  const res = await trx
    .deleteFrom('sizeTable')
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isTemplate', '=', isTemplate)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
