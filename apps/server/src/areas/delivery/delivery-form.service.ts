import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

/** delivery/material/form: the storehouses that can issue and the factory's users as deliverers (option pairs). */
export async function deliveryFormOptions(db: Db, ctx: RequestContext) {
  const storehouses = await db
    .selectFrom('storehouse')
    .select(['id', 'name'])
    .where('unitId', '=', ctx.unitId)
    .where('isDeleted', '=', false)
    .orderBy('id')
    .execute();
  const deliverers = await db
    .selectFrom('userUnit as uu')
    .innerJoin('appUser as u', 'u.id', 'uu.userId')
    .select(['u.id', 'u.userName as name'])
    .where('uu.unitId', '=', ctx.unitId)
    .orderBy('u.id')
    .execute();
  return { storehouses, deliverers, currentUserId: ctx.userId };
}
