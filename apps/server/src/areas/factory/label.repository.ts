import type { DefectiveLabelRow, SysLabelRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { levelOf, type LibraryView } from '../attributes/index.js';
import { likeContains } from '../../platform/db/keyword.js';

// Defective labels (次品标签): the company's and each factory's (reads take a LibraryView); bill labels (sys_label):
// per factory.

const companyFirst = (view: LibraryView) => sql`(${sql.ref('unitId')} = ${view.bossUnitId}) desc`;
type LabelRaw = { id: string; unitId: string; labelName: string; sort: number };
const toLabel =
  (view: LibraryView) =>
  ({ unitId, ...r }: LabelRaw): DefectiveLabelRow => ({ ...r, level: levelOf(view, unitId) });

/** The company's labels first, then the factory's own, each in their order. */
export async function listDefectiveLabels(db: Db, view: LibraryView, keyword?: string): Promise<DefectiveLabelRow[]> {
  let q = db.selectFrom('defectiveLabel').select(['id', 'unitId', 'name as labelName', 'sort']).where('unitId', 'in', view.units);
  if (keyword) q = q.where('name', 'ilike', likeContains(keyword));
  return (await q.orderBy(companyFirst(view)).orderBy('sort').orderBy('id').execute()).map(toLabel(view));
}

/** A label holding the name in any of `units` (its unit says whose it is). */
export async function defectiveLabelByName(
  db: Db,
  units: readonly string[],
  name: string,
): Promise<{ id: string; unitId: string } | undefined> {
  return db
    .selectFrom('defectiveLabel')
    .select(['id', 'unitId'])
    .where('unitId', 'in', units)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findDefectiveLabels(db: Db, view: LibraryView, ids: string[]): Promise<DefectiveLabelRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('defectiveLabel')
    .select(['id', 'unitId', 'name as labelName', 'sort'])
    .where('unitId', 'in', view.units)
    .where('id', 'in', ids)
    .execute();
  return rows.map(toLabel(view));
}

export async function insertDefectiveLabel(trx: Db, unitId: string, name: string): Promise<string> {
  const max = await trx
    .selectFrom('defectiveLabel')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('unitId', '=', unitId)
    .executeTakeFirst();
  const sort = max?.m === null || max?.m === undefined ? 0 : Number(max.m) + 1;
  return (await trx.insertInto('defectiveLabel').values({ unitId, name, sort }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameDefectiveLabel(trx: Db, unitId: string, id: string, name: string): Promise<boolean> {
  const res = await trx
    .updateTable('defectiveLabel')
    .set({ name, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteDefectiveLabel(trx: Db, unitId: string, id: string): Promise<boolean> {
  const res = await trx.deleteFrom('defectiveLabel').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function setDefectiveLabelSort(trx: Db, unitId: string, id: string, sort: number): Promise<boolean> {
  const res = await trx
    .updateTable('defectiveLabel')
    .set({ sort, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const sysColumns = ['id', 'billType', 'name', 'colour', 'sort'] as const;

export async function listSysLabels(
  db: Db,
  unitId: string,
  filter: { billType?: string | undefined; keyword?: string | undefined },
): Promise<SysLabelRow[]> {
  let q = db.selectFrom('sysLabel').select(sysColumns).where('unitId', '=', unitId);
  if (filter.billType) q = q.where('billType', '=', filter.billType);
  if (filter.keyword) q = q.where('name', 'ilike', likeContains(filter.keyword));
  return q.orderBy('billType').orderBy('sort').orderBy('id').execute();
}

export async function findSysLabel(db: Db, unitId: string, id: string): Promise<SysLabelRow | undefined> {
  return db.selectFrom('sysLabel').select(sysColumns).where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
}

export async function sysLabelByName(db: Db, unitId: string, billType: string, name: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('sysLabel')
      .select('id')
      .where('unitId', '=', unitId)
      .where('billType', '=', billType)
      .where('name', '=', name)
      .executeTakeFirst()
  )?.id;
}

export async function insertSysLabel(
  trx: Db,
  unitId: string,
  label: { billType: string; name: string; colour: string },
): Promise<string> {
  const max = await trx
    .selectFrom('sysLabel')
    .select((eb) => eb.fn.max('sort').as('m'))
    .where('unitId', '=', unitId)
    .where('billType', '=', label.billType)
    .executeTakeFirst();
  const sort = max?.m === null || max?.m === undefined ? 0 : Number(max.m) + 1;
  return (
    await trx
      .insertInto('sysLabel')
      .values({ unitId, ...label, sort })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateSysLabel(
  trx: Db,
  unitId: string,
  id: string,
  fields: { name?: string; colour?: string },
): Promise<boolean> {
  const res = await trx
    .updateTable('sysLabel')
    .set({ ...fields, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteSysLabel(trx: Db, unitId: string, id: string): Promise<boolean> {
  const res = await trx.deleteFrom('sysLabel').where('unitId', '=', unitId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
