import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/**
 * The missions × nodes grid (the workbench, the factory progress report): a page of missions with their heads in one
 * query (the total rides along as a window count), then the page's node instances in one more, whatever the page size.
 */
export interface MissionFilter {
  status?: number[] | undefined;
  goodsStyleId?: string | undefined;
  customerId?: string | undefined;
  deliveryFrom?: string | undefined;
  deliveryTo?: string | undefined;
  keyword?: string | undefined;
}

export interface MissionHead {
  missionId: string;
  missionNo: string;
  status: number;
  priority: number;
  isOutside: boolean;
  styleNo: string;
  styleName: string;
  customerName: string | null;
  placeorderAt: string;
  deliveryAt: string;
  totalNum: string;
  actualCutNum: string;
  leaderNames: string[];
  customerOrderNo: string | null;
  remark: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The filter as SQL over `mission m` (and `goods_style`, for a keyword only). */
function missionWhere(tenant: Tenant, f: MissionFilter) {
  const parts = [
    sql`m.unit_id in (${sql.join(readableUnits(tenant, 'mission'))})`,
    sql`not m.is_deleted`,
    sql`m.status in (${sql.join(f.status?.length ? f.status : [0, 1])})`,
  ];
  if (f.goodsStyleId) parts.push(sql`m.goods_style_id = ${f.goodsStyleId}`);
  if (f.customerId) parts.push(sql`m.customer_id = ${f.customerId}`);
  if (f.deliveryFrom) parts.push(sql`m.delivery_at >= ${f.deliveryFrom}`);
  if (f.deliveryTo) parts.push(sql`m.delivery_at <= ${f.deliveryTo}`);
  if (f.keyword) {
    const k = `%${escapeLike(f.keyword)}%`;
    parts.push(sql`(m.mission_no ilike ${k} or exists (select 1 from goods_style s where s.id = m.goods_style_id
      and (s.style_no ilike ${k} or s.style_name ilike ${k})))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page of the factory's missions (urgent first, then the nearest delivery), with the filtered total: one
 * statement. The page's ids come first (an ordered walk of mission_unit_priority_idx that stops after limit + offset
 * rows, reading nothing else), then names and leaders are looked up for those rows only; the total is an
 * uncorrelated subquery the planner runs once.
 */
export async function listMissionPage(
  db: Db,
  tenant: Tenant,
  f: MissionFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MissionHead[]; total: number }> {
  const where = missionWhere(tenant, f);
  const result = await sql<MissionHead & { total: string }>`
    with page as (
      select m.id from mission m where ${where}
      order by m.priority desc, m.delivery_at, m.id desc
      limit ${page.limit} offset ${page.offset})
    select m.id::text as "missionId", m.mission_no as "missionNo", m.status, m.priority, m.is_outside as "isOutside",
      s.style_no as "styleNo", s.style_name as "styleName", c.name as "customerName",
      to_char(m.placeorder_at, 'YYYY-MM-DD') as "placeorderAt", to_char(m.delivery_at, 'YYYY-MM-DD') as "deliveryAt",
      m.total_num::text as "totalNum", m.actual_cut_num::text as "actualCutNum",
      coalesce((select array_agg(u.user_name order by u.id) from app_user u
        where u.id in (select (jsonb_array_elements_text(m.leader_ids))::bigint)), '{}') as "leaderNames",
      m.customer_order_no as "customerOrderNo", m.remark,
      (select count(*) from mission m where ${where}) as total
    from page p
    join mission m on m.id = p.id
    join goods_style s on s.id = m.goods_style_id
    left join customer c on c.id = m.customer_id
    order by m.priority desc, m.delivery_at, m.id desc`.execute(db);
  const rows = result.rows;
  // A page past the end has no row to carry the total: the web asks again from the first page.
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

export interface NodeInstance {
  missionNodeId: string;
  missionId: string;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  status: number;
  targetNum: string;
  completedNum: string;
  adjustNum: string;
  chargerIds: string[];
  chargerNames: string[];
  planEndAt: string | null;
}

/** The node instances of these missions, of these node definitions only when `prcdNodeIds` is given, in node order. */
export async function listNodesOf(
  db: Db,
  tenant: Tenant,
  missionIds: readonly string[],
  prcdNodeIds?: readonly string[],
): Promise<NodeInstance[]> {
  if (!missionIds.length || (prcdNodeIds && !prcdNodeIds.length)) return [];
  let q = db
    .selectFrom('missionNode as n')
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.missionId', 'in', missionIds);
  if (prcdNodeIds) q = q.where('n.prcdNodeId', 'in', prcdNodeIds);
  return q
    .select([
      'n.id as missionNodeId',
      'n.missionId',
      'n.prcdNodeId',
      'n.name',
      'n.typeCode',
      'n.sort',
      'n.status',
      'n.targetNum',
      'n.completedNum',
      'n.adjustNum',
      'n.chargerIds',
      sql<string[]>`coalesce((select array_agg(u.user_name order by u.id) from app_user u
        where u.id in (select (jsonb_array_elements_text(n.charger_ids))::bigint)), '{}')`.as('chargerNames'),
      sql<string | null>`to_char(n.plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
    ])
    .orderBy('n.missionId')
    .orderBy('n.sort')
    .execute();
}

/** The grid's node columns: these definitions, or the user's current column set's, in its order. */
export async function nodeColumns(
  db: Db,
  tenant: Tenant,
  userId: string,
  prcdNodeIds: readonly string[] | undefined,
): Promise<{ prcdNodeId: string; name: string }[]> {
  const units = readableUnits(tenant, 'prcdNode');
  if (prcdNodeIds) {
    if (!prcdNodeIds.length) return [];
    const rows = await db
      .selectFrom('prcdNode')
      .select(['id as prcdNodeId', 'name'])
      .where('unitId', 'in', units)
      .where('id', 'in', prcdNodeIds)
      .execute();
    const order = new Map(prcdNodeIds.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.prcdNodeId)! - order.get(b.prcdNodeId)!);
  }
  const result = await sql<{ prcdNodeId: string; name: string }>`
    select p.id::text as "prcdNodeId", p.name
    from mission_workspace_config w
    cross join lateral jsonb_array_elements_text(w.prcd_node_ids) with ordinality as e(node_id, pos)
    join prcd_node p on p.id = e.node_id::bigint and p.unit_id in (${sql.join(units)})
    where w.unit_id in (${sql.join(readableUnits(tenant, 'missionWorkspaceConfig'))}) and w.user_id = ${userId} and w.is_current
    order by e.pos`.execute(db);
  return result.rows;
}

/** getNodeList: the node definitions the factory's live missions (未开始, 进行中) carry, with how many missions. */
export async function listLiveNodes(db: Db, tenant: Tenant) {
  const rows = await db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('prcdNode as p', 'p.id', 'n.prcdNodeId')
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('m.isDeleted', '=', false)
    .where('m.status', 'in', [0, 1])
    .groupBy(['p.id', 'p.name', 'p.typeCode'])
    .select([
      'p.id as prcdNodeId',
      'p.name',
      'p.typeCode',
      sql<string>`count(distinct m.id)`.as('missionCount'),
      sql<number>`min(n.sort)`.as('firstSort'),
    ])
    .orderBy(sql`min(n.sort)`)
    .orderBy('p.id')
    .execute();
  return rows.map(({ firstSort: _s, ...r }) => ({ ...r, missionCount: Number(r.missionCount) }));
}

/** A live mission of the factory by its number (a scanned mission code). */
export async function findMissionByNo(db: Db, tenant: Tenant, missionNo: string) {
  return db
    .selectFrom('mission')
    .select(['id', 'missionNo', 'status'])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where((eb) => eb(eb.fn('lower', ['missionNo']), '=', missionNo.toLowerCase()))
    .executeTakeFirst();
}

export async function findMission(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('mission')
    .select(['id', 'missionNo', 'status'])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('isDeleted', '=', false)
    .where('id', '=', missionId)
    .executeTakeFirst();
}
