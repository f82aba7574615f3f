import type { DeviceRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

const columns = ['id', 'deviceCode', 'deviceName', 'remark', 'isAuthorized', 'createdAt'] as const;
type Raw = Omit<DeviceRow, 'createdAt'> & { createdAt: Date };
const toRow = (r: Raw): DeviceRow => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

function devicesOf(db: Db, unitId: string) {
  return db.selectFrom('deviceAuthorization').where('unitId', '=', unitId);
}

export async function pageDevices(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; isAuthorized?: boolean | undefined },
  limit: number,
  offset: number,
): Promise<{ list: DeviceRow[]; totalCount: number }> {
  let q = devicesOf(db, unitId);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) => eb.or([eb('deviceCode', 'ilike', like), eb('deviceName', 'ilike', like), eb('remark', 'ilike', like)]));
  }
  if (filter.isAuthorized !== undefined) q = q.where('isAuthorized', '=', filter.isAuthorized);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.select(columns).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findDeviceByCode(
  db: Db,
  unitId: string,
  deviceCode: string,
): Promise<{ id: string; isAuthorized: boolean } | undefined> {
  return devicesOf(db, unitId).select(['id', 'isAuthorized']).where('deviceCode', '=', deviceCode).executeTakeFirst();
}

export async function insertDevice(
  trx: Db,
  unitId: string,
  input: { deviceCode: string; deviceName: string | null; remark: string | null },
): Promise<string> {
  return (
    await trx
      .insertInto('deviceAuthorization')
      .values({ unitId, ...input })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * Records a device asking to sign in, unauthorised; answers its id. A device that appeared
 * meanwhile (two sign-ins at once) is kept as it is and its id answered.
 */
export async function insertDeviceRequest(
  trx: Db,
  unitId: string,
  input: { deviceCode: string; deviceName: string | null; remark: string },
): Promise<string> {
  return (
    await trx
      .insertInto('deviceAuthorization')
      .values({ unitId, ...input })
      .onConflict((oc) => oc.columns(['unitId', 'deviceCode']).doUpdateSet({ deviceCode: (eb) => eb.ref('excluded.deviceCode') }))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function isDeviceAuthorizationRequired(db: Db, unitId: string): Promise<boolean> {
  const row = await db.selectFrom('unit').select('requireDeviceAuthorization').where('id', '=', unitId).executeTakeFirst();
  return row?.requireDeviceAuthorization ?? false;
}

export async function setDeviceAuthorizationRequired(trx: Db, unitId: string, enabled: boolean): Promise<void> {
  await trx
    .updateTable('unit')
    .set({ requireDeviceAuthorization: enabled, updatedAt: new Date() })
    .where('id', '=', unitId)
    .where('kind', '=', 'FACTORY')
    .execute();
}

/** Answers the ids changed; the caller compares with the ids asked for. */
export async function setAuthorized(trx: Db, unitId: string, ids: string[], isAuthorized: boolean): Promise<string[]> {
  const rows = await trx
    .updateTable('deviceAuthorization')
    .set({ isAuthorized, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function setRemark(trx: Db, unitId: string, id: string, remark: string | null): Promise<boolean> {
  const res = await trx
    .updateTable('deviceAuthorization')
    .set({ remark, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteDevice(trx: Db, unitId: string, id: string): Promise<{ deviceCode: string } | undefined> {
  return trx
    .deleteFrom('deviceAuthorization')
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .returning('deviceCode')
    .executeTakeFirst();
}
