import type { BomSnapshot } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export async function insertLog(
  trx: Db,
  tenant: Tenant & { userId: string },
  entry: { bomId: string; action: string; before: BomSnapshot | null; after: BomSnapshot | null },
): Promise<void> {
  await trx
    .insertInto('goodsBomLog')
    .values({
      unitId: owningUnit(tenant, 'goodsBomLog'),
      goodsBomId: entry.bomId,
      action: entry.action,
      editBefore: entry.before ? JSON.stringify(entry.before) : null,
      editAfter: entry.after ? JSON.stringify(entry.after) : null,
      createdBy: tenant.userId,
    })
    .execute();
}

function logs(db: Db, tenant: Tenant) {
  return db
    .selectFrom('goodsBomLog as l')
    .leftJoin('appUser as u', 'u.id', 'l.createdBy')
    .where('l.unitId', 'in', readableUnits(tenant, 'goodsBomLog'));
}

export async function pageLogs(db: Db, tenant: Tenant, bomId: string, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    logs(db, tenant)
      .select((eb) => [
        'l.id',
        'l.action',
        'u.userName as createdByName',
        'l.createdAt',
        eb.and([eb('l.editBefore', 'is not', null), eb('l.editAfter', 'is not', null)]).as('hasDiff'),
      ])
      .where('l.goodsBomId', '=', bomId)
      .orderBy('l.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    logs(db, tenant)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('l.goodsBomId', '=', bomId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

export async function findLog(db: Db, tenant: Tenant, logId: string) {
  return logs(db, tenant)
    .select(['l.id', 'l.goodsBomId', 'l.action', 'u.userName as createdByName', 'l.createdAt', 'l.editBefore', 'l.editAfter'])
    .where('l.id', '=', logId)
    .executeTakeFirst();
}
