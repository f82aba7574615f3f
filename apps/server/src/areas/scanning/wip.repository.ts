import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { LIVE_MOVEMENT } from './scan.repository.js';

export interface WipGroup {
  key: string;
  name: string;
  missionNo: string | null;
  bundles: number;
  pieces: string;
}

/**
 * Work in progress: every live bundle (of a live mission, or of the one asked) is where its latest movement put it
 * (the node, and the outside factory when it names one; an undone scan moves nothing); a bundle with no movement yet
 * is at its cutting node. So a bundle arrived at a node stays counted there until it moves on. Summed per node, or per
 * outside factory.
 */
export async function wipGroups(db: Db, tenant: Tenant, by: 'node' | 'factory', missionId: string | null): Promise<WipGroup[]> {
  const bundleUnits = sql.join(readableUnits(tenant, 'cuttingBundle'));
  const missionFilter = missionId ? sql`and b.mission_id = ${missionId}` : sql`and m.status in (0, 1)`;
  const located = sql`
    with live as (
      select b.id, b.num, l.mission_node_id as cut_node_id
      from cutting_bundle b
      join cutting_lay l on l.id = b.lay_id
      join mission_node_report r on r.id = l.report_id
      join mission m on m.id = b.mission_id
      where b.unit_id in (${bundleUnits}) and b.is_submitted and r.status <> 5 and not r.is_deleted
        and not m.is_deleted ${missionFilter}
    ), latest as (
      select distinct on (bm.bundle_id) bm.bundle_id, bm.mission_node_id, bm.outside_factory_id
      from bundle_movement bm
      where bm.bundle_id in (select id from live) and ${LIVE_MOVEMENT}
      order by bm.bundle_id, bm.id desc
    )
    select live.id, live.num, coalesce(latest.mission_node_id, live.cut_node_id) as node_id, latest.outside_factory_id
    from live left join latest on latest.bundle_id = live.id`;
  const query =
    by === 'node'
      ? sql<WipGroup>`
          select n.id::text as key, n.name, m.mission_no as "missionNo", count(*)::int as bundles, sum(x.num)::text as pieces
          from (${located}) x join mission_node n on n.id = x.node_id join mission m on m.id = n.mission_id
          group by n.id, n.name, m.mission_no, m.id, n.sort
          order by m.id desc, n.sort`
      : sql<WipGroup>`
          select f.id::text as key, f.name, null as "missionNo", count(*)::int as bundles, sum(x.num)::text as pieces
          from (${located}) x join outside_factory f on f.id = x.outside_factory_id
          group by f.id, f.name
          order by f.name`;
  return (await query.execute(db)).rows;
}
