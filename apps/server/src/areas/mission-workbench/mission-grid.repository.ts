import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { foldStatusCounts, readStatusTotal, statusTotalSql } from '../../platform/db/status-counts.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

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
    const k = likeContains(f.keyword);
    parts.push(sql`(m.mission_no ilike ${k} or exists (select 1 from goods_style s where s.id = m.goods_style_id
      and (s.style_no ilike ${k} or s.style_name ilike ${k})))`);
  }
  return sql.join(parts, sql` and `);
}

/** Whether the filter narrows by status only (what missionWhere reads beyond the statuses is empty). */
function isStatusOnly(f: MissionFilter): boolean {
  return !f.goodsStyleId && !f.customerId && !f.deliveryFrom && !f.deliveryTo && !f.keyword;
}

/**
 * The filtered total as `n:rows` text: for a status-only filter (the grid as it opens) from mission_count (kept by
 * triggers, as exact as counting), else an exact count over the filter.
 */
function totalSql(tenant: Tenant, f: MissionFilter) {
  if (isStatusOnly(f))
    return statusTotalSql('mission_count', readableUnits(tenant, 'missionCount'), f.status?.length ? f.status : [0, 1]);
  return sql<string>`((select count(*) from mission m where ${missionWhere(tenant, f)})::text || ':0')`;
}

/** The total a statement answered; folds the factory's count rows when they have grown many. */
async function totalOf(db: Db, tenant: Tenant, text: string): Promise<number> {
  const { total, isCrowded } = readStatusTotal(text);
  if (isCrowded) await foldStatusCounts(db, 'mission_count', tenant.unitId);
  return total;
}

/**
 * One page of the factory's missions (urgent first, then the nearest delivery), with the filtered total: one
 * statement. The page's ids come first (an ordered walk of mission_unit_priority_idx that stops after limit + offset
 * rows, reading nothing else), then names and leaders are looked up for those rows only; the total is an
 * uncorrelated subquery the planner runs once (totalSql).
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
      ${totalSql(tenant, f)} as total
    from page p
    join mission m on m.id = p.id
    join goods_style s on s.id = m.goods_style_id
    left join customer c on c.id = m.customer_id
    order by m.priority desc, m.delivery_at, m.id desc`.execute(db);
  const rows = result.rows;
  // A page past the end has no row to carry the total: the web asks again from the first page.
  const total = rows.length ? await totalOf(db, tenant, rows[0]!.total) : 0;
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

/**
 * The workbench grid's page as JSON text, as the call answers it: the node columns, the page's missions each with its
 * cells (per node definition of the columns, its first instance by sort), and the total.
 */
export interface MissionGridText {
  /** `[{ prcdNodeId, name }]` in column order. */
  columns: string;
  /** `[{ ...MissionHead, nodes: { [prcdNodeId]: WorkbenchNodeCell } }]` in page order. */
  list: string;
  total: number;
}

/**
 * getMissionNodeList's page in ONE statement (one round trip; the bench's 20-client target): the columns (these node
 * definitions in this order, or the user's current column set's), the page's mission ids (the same index walk as
 * listMissionPage), the heads with their cells of those columns (late: the plan end before `today` and not finished),
 * built as the answer's JSON text by PostgreSQL, so the rows never become objects in the process (parsing and
 * stringifying them again was a quarter of the call's CPU), and the total (totalSql: mission_count when status-only).
 */
export async function missionGrid(
  db: Db,
  tenant: Tenant,
  userId: string,
  prcdNodeIds: readonly string[] | undefined,
  f: MissionFilter,
  page: { limit: number; offset: number },
  today: string,
): Promise<MissionGridText> {
  const nodeUnits = sql.join(readableUnits(tenant, 'prcdNode'));
  const columns = prcdNodeIds
    ? sql`select p.id, p.name, e.pos
        from unnest(${[...prcdNodeIds]}::bigint[]) with ordinality as e(node_id, pos)
        join prcd_node p on p.id = e.node_id and p.unit_id in (${nodeUnits})`
    : sql`select p.id, p.name, e.pos
        from mission_workspace_config w
        cross join lateral jsonb_array_elements_text(w.prcd_node_ids) with ordinality as e(node_id, pos)
        join prcd_node p on p.id = e.node_id::bigint and p.unit_id in (${nodeUnits})
        where w.unit_id in (${sql.join(readableUnits(tenant, 'missionWorkspaceConfig'))}) and w.user_id = ${userId}
          and w.is_current`;
  const names = (ids: string) => sql`coalesce((select array_agg(u.user_name order by u.id) from app_user u
    where u.id in (select (jsonb_array_elements_text(${sql.raw(ids)}))::bigint)), '{}')`;
  const day = (column: string) => sql`to_char(${sql.raw(column)}, 'YYYY-MM-DD')`;
  const { rows } = await sql<{ columns: string; list: string; heads: number; total: string }>`
    with cols as materialized (${columns}),
    page as materialized (
      select m.id from mission m where ${missionWhere(tenant, f)}
      order by m.priority desc, m.delivery_at, m.id desc
      limit ${page.limit} offset ${page.offset}),
    cells as materialized (
      select distinct on (n.mission_id, n.prcd_node_id) n.mission_id, n.prcd_node_id,
        json_build_object('missionNodeId', n.id::text, 'status', n.status, 'targetNum', n.target_num::text,
          'completedNum', n.completed_num::text, 'adjustNum', n.adjust_num::text, 'chargerIds', n.charger_ids,
          'chargerNames', ${names('n.charger_ids')}, 'planEndAt', ${day('n.plan_end_at')},
          'isLate', n.status <> 2 and n.plan_end_at is not null and ${day('n.plan_end_at')} < ${today}) as cell
      from mission_node n
      where n.unit_id in (${sql.join(readableUnits(tenant, 'missionNode'))}) and n.mission_id in (select id from page)
        and n.prcd_node_id in (select id from cols)
      order by n.mission_id, n.prcd_node_id, n.sort, n.id)
    select
      coalesce((select json_agg(json_build_object('prcdNodeId', c.id::text, 'name', c.name) order by c.pos) from cols c),
        '[]')::text as columns,
      coalesce((select json_agg(json_build_object('missionId', m.id::text, 'missionNo', m.mission_no, 'status', m.status,
          'priority', m.priority, 'isOutside', m.is_outside, 'styleNo', s.style_no, 'styleName', s.style_name,
          'customerName', c.name, 'placeorderAt', ${day('m.placeorder_at')}, 'deliveryAt', ${day('m.delivery_at')},
          'totalNum', m.total_num::text, 'actualCutNum', m.actual_cut_num::text, 'leaderNames', ${names('m.leader_ids')},
          'customerOrderNo', m.customer_order_no, 'remark', m.remark,
          'nodes', coalesce((select json_object_agg(x.prcd_node_id::text, x.cell) from cells x where x.mission_id = m.id),
            '{}'::json)) order by m.priority desc, m.delivery_at, m.id desc)
        from page p
        join mission m on m.id = p.id
        join goods_style s on s.id = m.goods_style_id
        left join customer c on c.id = m.customer_id), '[]')::text as list,
      (select count(*) from page)::int as heads,
      ${totalSql(tenant, f)} as total`.execute(db);
  const row = rows[0]!;
  return {
    columns: row.columns,
    list: row.list,
    // As listMissionPage: a page past the end answers no total (the web asks again from the first page).
    total: row.heads ? await totalOf(db, tenant, row.total) : 0,
  };
}
