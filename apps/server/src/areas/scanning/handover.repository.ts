import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { LIVE_MOVEMENT } from './scan.repository.js';

/**
 * The bundles of these ticket numbers locked `for update` in id order (a batch hand-over's first step), so two batches
 * with a ticket in common run one after the other and the second reads the first's movements.
 */
export async function lockBundlesByTicket(db: Db, tenant: Tenant, ticketNos: string[]): Promise<void> {
  if (!ticketNos.length) return;
  await db
    .selectFrom('cuttingBundle')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('ticketNo', 'in', ticketNos)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Where each bundle is: its latest movement that counts (undone scans left out), if any. */
export async function latestMovements(db: Db, tenant: Tenant, bundleIds: string[]) {
  if (!bundleIds.length) return [];
  return db
    .selectFrom('bundleMovement as bm')
    .distinctOn('bm.bundleId')
    .select(['bm.bundleId', 'bm.kind', 'bm.missionNodeId', 'bm.outsideFactoryId', 'bm.workbayUserId'])
    .where('bm.unitId', 'in', readableUnits(tenant, 'bundleMovement'))
    .where('bm.bundleId', 'in', bundleIds)
    .where(LIVE_MOVEMENT)
    .orderBy('bm.bundleId')
    .orderBy('bm.id', 'desc')
    .execute();
}

/** Names for the batch's answer. */
export async function placeNames(db: Db, tenant: Tenant, outsideFactoryId: string | null, workbayUserId: string | null) {
  const factory = outsideFactoryId
    ? await db
        .selectFrom('outsideFactory')
        .select('name')
        .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
        .where('id', '=', outsideFactoryId)
        .executeTakeFirst()
    : undefined;
  const workbay = workbayUserId
    ? await db.selectFrom('appUser').select('userName').where('id', '=', workbayUserId).executeTakeFirst()
    : undefined;
  return { outsideFactoryName: factory?.name ?? null, workbayUserName: workbay?.userName ?? null };
}

/** The factory's workbay accounts (name or login search), for the hand-over's workbay select. */
export async function factoryWorkbays(db: Db, unitId: string, search: string | null) {
  let q = db
    .selectFrom('userUnit as uu')
    .innerJoin('appUser as u', 'u.id', 'uu.userId')
    .select(['u.id', 'u.userName as name'])
    .where('uu.unitId', '=', unitId)
    .where('u.kind', '=', 'WORKBAY')
    .where('u.isEnabled', '=', true);
  if (search)
    q = q.where((eb) =>
      eb.or([eb('u.userName', 'ilike', likeContains(search)), eb('u.loginName', 'ilike', likeContains(search))]),
    );
  return q.orderBy('u.userName').limit(50).execute();
}
