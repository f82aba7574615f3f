import type { StorehouseLinkKind } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * storehouse_factory_link: which factories use a company storehouse, as DEFAULT (默认仓, one per factory: partial
 * unique index) or SHARED (共用仓). No row = not linked. Callers hold the company's storehouse lock
 * (lockStorehouses) while they change links, so two changes of one factory's default cannot cross.
 */

export interface StorehouseLink {
  storehouseId: string;
  unitId: string;
  linkKind: StorehouseLinkKind;
}

/** The factory's links with the storehouses' names, default first. */
export async function linksOfFactory(
  db: Db,
  unitId: string,
): Promise<{ storehouseId: string; name: string; linkKind: StorehouseLinkKind }[]> {
  return db
    .selectFrom('storehouseFactoryLink as l')
    .innerJoin('storehouse as s', 's.id', 'l.storehouseId')
    .select(['l.storehouseId', 's.name', 'l.linkKind'])
    .where('l.unitId', '=', unitId)
    .where('s.isDeleted', '=', false)
    .orderBy(sql`l.link_kind = 'DEFAULT'`, 'desc')
    .orderBy('l.storehouseId')
    .execute();
}

/** Every link of these storehouses. */
export async function linksOfStorehouses(db: Db, storehouseIds: string[]): Promise<StorehouseLink[]> {
  if (storehouseIds.length === 0) return [];
  return db
    .selectFrom('storehouseFactoryLink')
    .select(['storehouseId', 'unitId', 'linkKind'])
    .where('storehouseId', 'in', storehouseIds)
    .orderBy('unitId')
    .execute();
}

/** Links (or relinks) a storehouse to a factory; a DEFAULT link first turns the factory's other default SHARED. */
export async function putLink(trx: Db, link: StorehouseLink): Promise<void> {
  if (link.linkKind === 'DEFAULT')
    await trx
      .updateTable('storehouseFactoryLink')
      .set({ linkKind: 'SHARED' })
      .where('unitId', '=', link.unitId)
      .where('linkKind', '=', 'DEFAULT')
      .where('storehouseId', '<>', link.storehouseId)
      .execute();
  await trx
    .insertInto('storehouseFactoryLink')
    .values(link)
    .onConflict((oc) => oc.columns(['storehouseId', 'unitId']).doUpdateSet({ linkKind: link.linkKind }))
    .execute();
}

/** The factory's default link becomes SHARED (the factory keeps the storehouse, with no default). */
export async function clearDefault(trx: Db, unitId: string): Promise<void> {
  await trx
    .updateTable('storehouseFactoryLink')
    .set({ linkKind: 'SHARED' })
    .where('unitId', '=', unitId)
    .where('linkKind', '=', 'DEFAULT')
    .execute();
}

/** Unlinks the storehouse from the factory (nothing when not linked). */
export async function deleteLink(trx: Db, storehouseId: string, unitId: string): Promise<void> {
  await trx.deleteFrom('storehouseFactoryLink').where('storehouseId', '=', storehouseId).where('unitId', '=', unitId).execute();
}

/** Unlinks the factory from every storehouse not among `keep`. */
export async function deleteFactoryLinksExcept(trx: Db, unitId: string, keep: string[]): Promise<void> {
  await trx
    .deleteFrom('storehouseFactoryLink')
    .where('unitId', '=', unitId)
    .$if(keep.length > 0, (q) => q.where('storehouseId', 'not in', keep))
    .execute();
}

/** Unlinks a storehouse from every factory (it is being deleted). */
export async function deleteStorehouseLinks(trx: Db, storehouseId: string): Promise<void> {
  await trx.deleteFrom('storehouseFactoryLink').where('storehouseId', '=', storehouseId).execute();
}
