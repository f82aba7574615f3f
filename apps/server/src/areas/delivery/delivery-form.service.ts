import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listStorehouses } from '../factory/index.js';

/** delivery/material/form: the storehouses that can issue and the factory's users as deliverers (option pairs). */
export async function deliveryFormOptions(db: Db, ctx: RequestContext) {
  // The company's storehouses linked to the factory (ADR 0011), 默认仓 first.
  const storehouses = (await listStorehouses(db, ctx.unitId, { linkedOnly: true })).map(({ id, name }) => ({ id, name }));
  const deliverers = await db
    .selectFrom('userUnit as uu')
    .innerJoin('appUser as u', 'u.id', 'uu.userId')
    .select(['u.id', 'u.userName as name'])
    .where('uu.unitId', '=', ctx.unitId)
    .orderBy('u.id')
    .execute();
  return { storehouses, deliverers, currentUserId: ctx.userId };
}
