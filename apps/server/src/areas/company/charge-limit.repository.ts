import type { Db } from '../../platform/db/database.js';

export interface StoredChargeLimit {
  maxFactories: number;
  maxWorkbays: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The company's own quotas, or undefined while it runs on the server's defaults. */
export async function findChargeLimit(db: Db, bossUnitId: string): Promise<StoredChargeLimit | undefined> {
  return db
    .selectFrom('chargeLimit')
    .leftJoin('appUser', 'appUser.id', 'chargeLimit.updatedBy')
    .select(['chargeLimit.maxFactories', 'chargeLimit.maxWorkbays', 'chargeLimit.updatedAt', 'appUser.userName as updatedBy'])
    .where('chargeLimit.unitId', '=', bossUnitId)
    .executeTakeFirst();
}

export async function saveChargeLimit(
  trx: Db,
  bossUnitId: string,
  limit: { maxFactories: number; maxWorkbays: number },
  userId: string,
): Promise<void> {
  await trx
    .insertInto('chargeLimit')
    .values({ unitId: bossUnitId, ...limit, updatedBy: userId })
    .onConflict((oc) => oc.column('unitId').doUpdateSet({ ...limit, updatedBy: userId, updatedAt: new Date() }))
    .execute();
}

/** Workbay accounts of the company, enabled or banned (a ban can be lifted without a new check). */
export async function countWorkbays(db: Db, bossUnitId: string): Promise<number> {
  const row = await db
    .selectFrom('appUser')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bossUnitId', '=', bossUnitId)
    .where('kind', '=', 'WORKBAY')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The company's name, boss code and phone (the BOSS unit row). */
export async function findCompany(db: Db, bossUnitId: string) {
  return db
    .selectFrom('unit')
    .select(['id', 'code', 'name', 'mobilePhone'])
    .where('id', '=', bossUnitId)
    .where('kind', '=', 'BOSS')
    .executeTakeFirst();
}
