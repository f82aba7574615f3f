import type { FactoryRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';

/** The company's factories (FACTORY units of the BOSS unit) with their profiles, oldest first; `ids` narrows them. */
export async function listCompanyFactories(
  db: Db,
  bossUnitId: string,
  filter: { ids?: readonly string[]; keyword?: string | undefined } = {},
): Promise<Omit<FactoryRow, 'isCurrent'>[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  let q = db
    .selectFrom('unit')
    .leftJoin('factoryProfile', 'factoryProfile.unitId', 'unit.id')
    .select([
      'unit.id',
      'unit.name',
      'unit.contactName as contacts',
      'unit.telephone',
      'unit.mobilePhone as phone',
      'unit.address',
      'unit.createdAt',
      'factoryProfile.areaCode',
      'factoryProfile.provinceId',
      'factoryProfile.cityId',
      'factoryProfile.areaId',
      'factoryProfile.logo',
    ])
    .where('unit.bossUnitId', '=', bossUnitId)
    .where('unit.kind', '=', 'FACTORY');
  if (filter.ids) q = q.where('unit.id', 'in', filter.ids);
  if (filter.keyword) {
    const { operator, pattern } = containsPattern(filter.keyword);
    q = q.where('unit.name', operator, pattern);
  }
  const rows = await q.orderBy('unit.id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    contacts: r.contacts,
    areaCode: r.areaCode ?? null,
    telephone: r.telephone,
    phone: r.phone,
    provinceId: r.provinceId ?? null,
    cityId: r.cityId ?? null,
    areaId: r.areaId ?? null,
    address: r.address,
    logo: r.logo ?? null,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

export async function countFactories(db: Db, bossUnitId: string): Promise<number> {
  const row = await db
    .selectFrom('unit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'FACTORY')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises the company's changes of factories and workbays (quota checks, joins): the BOSS unit's row, locked
 * until the transaction ends. Answers false when the unit is no company.
 */
export async function lockCompany(trx: Db, bossUnitId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('unit')
    .select('id')
    .where('id', '=', bossUnitId)
    .where('kind', '=', 'BOSS')
    .forUpdate()
    .executeTakeFirst();
  return Boolean(row);
}

/** A factory of the company, or undefined (another company's, or none). */
export async function findCompanyFactory(
  db: Db,
  bossUnitId: string,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('unit')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'FACTORY')
    .executeTakeFirst();
}

/** Another factory of the company has this name (unit_factory_name_key). */
export async function factoryNameTaken(db: Db, bossUnitId: string, name: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('unit')
    .select('id')
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'FACTORY')
    .where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** The company's boss accounts: each is linked to every factory of the company (user_unit). */
export async function bossAccountIds(db: Db, bossUnitId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('appUser')
    .select('id')
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'BOSS')
    .execute();
  return rows.map((r) => r.id);
}

/** The company (BOSS unit) with this boss code, case-insensitively. */
export async function findCompanyByCode(
  db: Db,
  bossCode: string,
): Promise<{ id: string; code: string; name: string } | undefined> {
  const row = await db
    .selectFrom('unit')
    .select(['id', 'code', 'name'])
    .where('kind', '=', 'BOSS')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', bossCode.toUpperCase()))
    .executeTakeFirst();
  return row ? { id: row.id, code: row.code ?? bossCode, name: row.name } : undefined;
}

/** Moves the factory to another company (a join); its rows keep their factory id. */
export async function setFactoryCompany(trx: Db, unitId: string, bossUnitId: string): Promise<void> {
  await trx
    .updateTable('unit')
    .set({ bossUnitId, updatedAt: new Date() })
    .where('id', '=', unitId)
    .where('kind', '=', 'FACTORY')
    .execute();
}

export async function deleteFactoryUnit(trx: Db, unitId: string): Promise<void> {
  await trx.deleteFrom('unit').where('id', '=', unitId).where('kind', '=', 'FACTORY').execute();
}
