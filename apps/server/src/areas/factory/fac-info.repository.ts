import type { Db } from '../../platform/db/database.js';

export interface FacInfoRecord {
  id: string;
  name: string;
  contacts: string | null;
  telephone: string | null;
  phone: string | null;
  address: string | null;
  areaCode: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  logo: string | null;
  bossCode: string | null;
}

/** A factory (unit) of the company `bossUnitId` with its profile; the boss code comes from its boss unit. */
export async function findFacInfo(db: Db, unitId: string, bossUnitId: string): Promise<FacInfoRecord | undefined> {
  return db
    .selectFrom('unit')
    .leftJoin('factoryProfile', 'factoryProfile.unitId', 'unit.id')
    .leftJoin('unit as boss', 'boss.id', 'unit.bossUnitId')
    .select([
      'unit.id',
      'unit.name',
      'unit.contactName as contacts',
      'unit.telephone',
      'unit.mobilePhone as phone',
      'unit.address',
      'factoryProfile.areaCode',
      'factoryProfile.provinceId',
      'factoryProfile.cityId',
      'factoryProfile.areaId',
      'factoryProfile.logo',
      'boss.code as bossCode',
    ])
    .where('unit.id', '=', unitId)
    .where('unit.bossUnitId', '=', bossUnitId)
    .where('unit.kind', '=', 'FACTORY')
    .executeTakeFirst();
}

/** Another factory of the same company already has this name (the unit_factory_name_key index). */
export async function factoryNameTaken(db: Db, scope: { unitId: string; bossUnitId: string }, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('unit')
    .select('id')
    .where('bossUnitId', '=', scope.bossUnitId)
    .where('kind', '=', 'FACTORY')
    .where('name', '=', name)
    .where('id', '<>', scope.unitId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function updateFacInfo(trx: Db, unitId: string, info: Omit<FacInfoRecord, 'id' | 'bossCode'>): Promise<void> {
  await trx
    .updateTable('unit')
    .set({
      name: info.name,
      contactName: info.contacts,
      telephone: info.telephone,
      mobilePhone: info.phone,
      address: info.address,
      updatedAt: new Date(),
    })
    .where('id', '=', unitId)
    .where('kind', '=', 'FACTORY')
    .execute();
  const profile = {
    areaCode: info.areaCode,
    provinceId: info.provinceId,
    cityId: info.cityId,
    areaId: info.areaId,
    logo: info.logo,
  };
  await trx
    .insertInto('factoryProfile')
    .values({ unitId, ...profile })
    .onConflict((oc) => oc.column('unitId').doUpdateSet({ ...profile, updatedAt: new Date() }))
    .execute();
}
