import { likeContains } from '../../platform/db/keyword.js';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * Live missions' unique-code cutting nodes (actual_cutting_wym), newest mission first, searched by mission or style
 * number: the picker of /missionWym and /missionWymStatus when they are opened from the menu (no node yet).
 */
export async function wymNodeOptions(db: Db, tenant: Tenant, search: string | null) {
  let q = db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .select(['n.id as missionNodeId', 'n.name', 'n.missionId', 'm.missionNo', 's.styleNo'])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.typeCode', '=', 'actual_cutting_wym')
    .where('m.isDeleted', '=', false)
    .where('m.status', 'in', [0, 1]);
  if (search)
    q = q.where((eb) =>
      eb.or([eb('m.missionNo', 'ilike', likeContains(search)), eb('s.styleNo', 'ilike', likeContains(search))]),
    );
  return q.orderBy('m.id', 'desc').orderBy('n.sort').limit(50).execute();
}
