import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The company's accounts that may be finance members (bosses, staff, workbays), seen through the caller's factories. */
export interface MemberScope {
  bossUnitId: string;
  /** The factories the caller may enter: an account is listed when it is linked to one of them. */
  unitIds: string[];
}

function accountsIn(db: Db, scope: MemberScope) {
  return db
    .selectFrom('appUser')
    .where('appUser.bossUnitId', '=', scope.bossUnitId)
    .where('appUser.kind', 'in', ['BOSS', 'STAFF', 'WORKBAY'])
    .where((eb) =>
      eb.or([
        eb('appUser.kind', '=', 'BOSS'),
        eb('appUser.id', 'in', eb.selectFrom('userUnit').select('userUnit.userId').where('userUnit.unitId', 'in', scope.unitIds)),
      ]),
    );
}

/** The scope's accounts with their membership of the caller's company, if any (alias `m`). */
const accountsWithMembership = (db: Db, tenant: Tenant, scope: MemberScope) =>
  accountsIn(db, scope).leftJoin('financeMember as m', (j) =>
    j.onRef('m.userId', '=', 'appUser.id').on('m.unitId', 'in', readableUnits(tenant, 'financeMember')),
  );

/** What a page row and a single account read: the account and its membership. */
const ACCOUNT_COLUMNS = [
  'appUser.id',
  'appUser.userName',
  'appUser.loginName',
  'appUser.phone',
  'appUser.kind',
  'm.id as memberId',
  'm.isConfigCentre',
  'm.isFinanceCentre',
  'm.updatedAt',
] as const;

export async function pageAccounts(
  db: Db,
  tenant: Tenant,
  scope: MemberScope,
  filter: { keyword?: string | undefined; isMember?: boolean | undefined },
  page: { offset: number; limit: number },
) {
  let q = accountsWithMembership(db, tenant, scope);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) =>
      eb.or([eb('appUser.userName', 'ilike', like), eb('appUser.loginName', 'ilike', like), eb('appUser.phone', 'ilike', like)]),
    );
  }
  if (filter.isMember !== undefined) q = q.where('m.id', filter.isMember ? 'is not' : 'is', null);
  const [count, list] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .select(ACCOUNT_COLUMNS)
      .orderBy(sql`m.id is null`)
      .orderBy('appUser.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { list, total: Number(count.n) };
}

export type AccountRow = Awaited<ReturnType<typeof pageAccounts>>['list'][number];

/** One account of the scope (with its membership, if any); the member row locked when `lock`. */
export async function findAccount(db: Db, tenant: Tenant, scope: MemberScope, userId: string, lock = false) {
  const row = await accountsWithMembership(db, tenant, scope)
    .select(ACCOUNT_COLUMNS)
    .where('appUser.id', '=', userId)
    .executeTakeFirst();
  if (row?.memberId && lock)
    await db.selectFrom('financeMember').select('id').where('id', '=', row.memberId).forUpdate().execute();
  return row;
}

/** The factories each account is linked to, among the scope's. */
export async function linkedFactories(db: Db, scope: MemberScope, userIds: string[]) {
  if (!userIds.length || !scope.unitIds.length) return [];
  return db
    .selectFrom('userUnit')
    .innerJoin('unit', 'unit.id', 'userUnit.unitId')
    .select(['userUnit.userId', 'unit.id', 'unit.name'])
    .where('userUnit.userId', 'in', userIds)
    .where('userUnit.unitId', 'in', scope.unitIds)
    .orderBy('unit.id')
    .execute();
}

/** The chosen factories and storehouses of the members. */
export async function memberUnits(db: Db, memberIds: string[]) {
  if (!memberIds.length) return { factories: [], storehouses: [] };
  const [factories, storehouses] = await Promise.all([
    db
      .selectFrom('financeMemberFactory as f')
      .innerJoin('unit', 'unit.id', 'f.factoryId')
      .select(['f.memberId', 'unit.id', 'unit.name'])
      .where('f.memberId', 'in', memberIds)
      .orderBy('unit.id')
      .execute(),
    db
      .selectFrom('financeMemberStorehouse as s')
      .innerJoin('storehouse', 'storehouse.id', 's.storehouseId')
      .select(['s.memberId', 'storehouse.id', 'storehouse.name'])
      .where('s.memberId', 'in', memberIds)
      .orderBy('storehouse.id')
      .execute(),
  ]);
  return { factories, storehouses };
}

/**
 * The company's live storehouses a membership may name: every one for a boss (`factoryIds` null), else those linked to
 * one of the caller's factories (ADR 0011: a factory sees a company storehouse only through its link).
 */
export async function companyStorehouses(db: Db, bossUnitId: string, factoryIds: readonly string[] | null) {
  let q = db
    .selectFrom('storehouse')
    .select(['storehouse.id', 'storehouse.name'])
    .where('storehouse.unitId', '=', bossUnitId)
    .where('storehouse.isDeleted', '=', false);
  if (factoryIds) {
    if (!factoryIds.length) return [];
    q = q.where('storehouse.id', 'in', (eb) =>
      eb
        .selectFrom('storehouseFactoryLink')
        .select('storehouseFactoryLink.storehouseId')
        .where('storehouseFactoryLink.unitId', 'in', factoryIds),
    );
  }
  return q.orderBy('storehouse.id').execute();
}

export interface MemberValues {
  userId: string;
  isConfigCentre: boolean;
  isFinanceCentre: boolean;
  factoryIds: string[];
  storehouseIds: string[];
}

/** Writes the membership: the row made or updated, its factories and storehouses replaced. */
export async function saveMember(trx: Db, tenant: Tenant, values: MemberValues, actorId: string): Promise<string> {
  const row = await trx
    .insertInto('financeMember')
    .values({
      unitId: owningUnit(tenant, 'financeMember'),
      userId: values.userId,
      isConfigCentre: values.isConfigCentre,
      isFinanceCentre: values.isFinanceCentre,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .onConflict((oc) =>
      oc.columns(['unitId', 'userId']).doUpdateSet({
        isConfigCentre: values.isConfigCentre,
        isFinanceCentre: values.isFinanceCentre,
        updatedBy: actorId,
        updatedAt: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('financeMemberFactory').where('memberId', '=', row.id).execute();
  await trx.deleteFrom('financeMemberStorehouse').where('memberId', '=', row.id).execute();
  if (values.factoryIds.length)
    await trx
      .insertInto('financeMemberFactory')
      .values(values.factoryIds.map((factoryId) => ({ memberId: row.id, factoryId })))
      .execute();
  if (values.storehouseIds.length)
    await trx
      .insertInto('financeMemberStorehouse')
      .values(values.storehouseIds.map((storehouseId) => ({ memberId: row.id, storehouseId })))
      .execute();
  return row.id;
}

/** Removes the membership (its factories and storehouses go with it); the account stays. */
export async function deleteMember(trx: Db, memberId: string): Promise<void> {
  await trx.deleteFrom('financeMember').where('id', '=', memberId).execute();
}
