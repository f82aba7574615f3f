import { Dec, type MeasureUnitInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface MeasureUnitRecord {
  id: string;
  name: string;
  isPiece: boolean;
  baseUnitId: string | null;
  baseUnitName: string | null;
  baseRatio: string | null;
  sort: number;
  remark: string | null;
  isDisabled: boolean;
}

function units(db: Db, unitId: string) {
  return db
    .selectFrom('measureUnit as u')
    .leftJoin('measureUnit as b', 'b.id', 'u.baseMeasureUnitId')
    .where('u.unitId', '=', unitId)
    .select([
      'u.id',
      'u.name',
      'u.isPiece',
      'u.baseMeasureUnitId as baseUnitId',
      'b.name as baseUnitName',
      'u.baseRatio',
      'u.sort',
      'u.remark',
      'u.isDisabled',
    ]);
}

const ratioText = (r: MeasureUnitRecord): MeasureUnitRecord => ({
  ...r,
  // numeric(18, 6) reads as "0.914400": the shortest exact text is what a clerk typed.
  baseRatio: r.baseRatio === null ? null : Dec.of(r.baseRatio).toString(),
});

export async function pageUnits(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; includeDisabled?: boolean | undefined },
  limit: number,
  offset: number,
): Promise<{ list: MeasureUnitRecord[]; totalCount: number }> {
  let q = units(db, unitId);
  if (filter.keyword) q = q.where('u.name', 'ilike', likeContains(filter.keyword));
  if (!filter.includeDisabled) q = q.where('u.isDisabled', '=', false);
  const [count, rows] = await Promise.all([
    q
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    q.orderBy('u.sort').orderBy('u.id').limit(limit).offset(offset).execute(),
  ]);
  return { list: rows.map(ratioText), totalCount: Number(count.n) };
}

/** The dropdown: enabled units (plus `withIds`, disabled or not), in the factory's order. */
export async function listOptions(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; withIds?: string[] | undefined },
): Promise<MeasureUnitRecord[]> {
  let q = units(db, unitId);
  const withIds = filter.withIds ?? [];
  q = q.where((eb) =>
    withIds.length ? eb.or([eb('u.isDisabled', '=', false), eb('u.id', 'in', withIds)]) : eb('u.isDisabled', '=', false),
  );
  if (filter.keyword) q = q.where('u.name', 'ilike', likeContains(filter.keyword));
  return (await q.orderBy('u.sort').orderBy('u.id').limit(500).execute()).map(ratioText);
}

export async function findUnitsByIds(db: Db, unitId: string, ids: string[]): Promise<MeasureUnitRecord[]> {
  if (ids.length === 0) return [];
  return (await units(db, unitId).where('u.id', 'in', ids).execute()).map(ratioText);
}

/** By name, trimmed and ignoring case (the unique index's rule). */
export async function findUnitsByNames(db: Db, unitId: string, names: string[]): Promise<MeasureUnitRecord[]> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  return (
    await units(db, unitId)
      .where(sql<string>`lower(u.name)`, 'in', wanted)
      .execute()
  ).map(ratioText);
}

export async function findIdByName(db: Db, unitId: string, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('measureUnit')
    .select('id')
    .where('unitId', '=', unitId)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function lockUnit(trx: Db, unitId: string, id: string): Promise<{ id: string; name: string } | undefined> {
  return trx
    .selectFrom('measureUnit')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .forUpdate()
    .executeTakeFirst();
}

/** Units converting to this one (it is their base). */
export async function countDerived(db: Db, unitId: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('measureUnit')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('baseMeasureUnitId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Fields = Omit<MeasureUnitInput, 'id'>;
const values = (input: Fields) => ({
  name: input.name,
  isPiece: input.isPiece,
  baseMeasureUnitId: input.baseUnitId,
  baseRatio: input.baseRatio,
  ...(input.sort === undefined ? {} : { sort: input.sort }),
  remark: input.remark,
});

export async function insertUnit(trx: Db, unitId: string, input: Fields): Promise<string> {
  // Without a sort of its own, a new unit goes after the factory's last one.
  const last = sql<number>`(select coalesce(max(sort), 0) + 10 from measure_unit where unit_id = ${unitId})`;
  const row = await trx
    .insertInto('measureUnit')
    .values({ unitId, sort: last, ...values(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUnit(trx: Db, unitId: string, id: string, input: Fields): Promise<boolean> {
  const res = await trx
    .updateTable('measureUnit')
    .set({ ...values(input), updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setDisabled(trx: Db, unitId: string, id: string, isDisabled: boolean): Promise<boolean> {
  const res = await trx
    .updateTable('measureUnit')
    .set({ isDisabled, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteUnit(trx: Db, unitId: string, id: string): Promise<void> {
  await trx.deleteFrom('measureUnit').where('id', '=', id).where('unitId', '=', unitId).execute();
}
