import type { MissionListInput } from '@gf/contracts';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';
import { factoryToday } from '../../platform/time/factory-date.js';

/** The factory's today as a date: PostgreSQL's current_date follows the session's time zone, which is UTC. */
const factoryDay = () => sql`${factoryToday()}::date`;

/** The list's filters, plus the revoked list's and one mission's (the detail reads its card through the list). */
export type MissionFilter = Partial<MissionListInput> & { revoked?: boolean; missionIds?: string[] };

const jsonHasAny = (column: string, ids: readonly string[]) =>
  sql<SqlBool>`${sql.ref(column)} ?| array[${sql.join(ids.map((i) => String(i)))}]::text[]`;

/** The missions passing the list's filters (one row per mission); node filters match one node meeting them all. */
export function filteredMissions(db: Db, tenant: Tenant & { userId: string }, f: MissionFilter) {
  let q = db
    .selectFrom('mission as m')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false);
  if (f.missionIds) q = q.where('m.id', 'in', f.missionIds.length ? f.missionIds : ['0']);
  else if (f.revoked) q = q.where('m.status', '=', 5);
  else q = q.where('m.status', 'in', f.statuses?.length ? f.statuses : [0, 1, 2]);
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([
        eb('m.missionNo', 'ilike', likeContains(f.keyword!)),
        eb('s.styleNo', 'ilike', likeContains(f.keyword!)),
        eb('s.styleName', 'ilike', likeContains(f.keyword!)),
      ]),
    );
  if (f.styleIds?.length) q = q.where('m.goodsStyleId', 'in', f.styleIds);
  if (f.customerIds?.length) q = q.where('m.customerId', 'in', f.customerIds);
  if (f.leaderIds?.length) q = q.where(jsonHasAny('m.leader_ids', f.leaderIds));
  if (f.placeorderFrom) q = q.where('m.placeorderAt', '>=', f.placeorderFrom.slice(0, 10));
  if (f.placeorderTo) q = q.where('m.placeorderAt', '<=', f.placeorderTo.slice(0, 10));
  if (f.deliveryFrom) q = q.where('m.deliveryAt', '>=', f.deliveryFrom.slice(0, 10));
  if (f.deliveryTo) q = q.where('m.deliveryAt', '<=', f.deliveryTo.slice(0, 10));
  if (f.outsideFactoryIds?.length || f.noOutsideFactory)
    q = q.where((eb) =>
      eb.or([
        ...(f.outsideFactoryIds?.length ? [eb('m.outsideFactoryId', 'in', f.outsideFactoryIds)] : []),
        ...(f.noOutsideFactory ? [eb('m.outsideFactoryId', 'is', null)] : []),
      ]),
    );
  if (f.productionOrderIds?.length) q = q.where('m.productionOrderId', 'in', f.productionOrderIds);
  if (f.templateIds?.length) q = q.where('m.prcdTemplateId', 'in', f.templateIds);
  if (f.isFirstOrder !== undefined) q = q.where(sql<SqlBool>`${firstOrderSql()} = ${f.isFirstOrder}`);
  if (f.isDeliveryChanged !== undefined)
    q = q.where(f.isDeliveryChanged ? sql<SqlBool>`m.delivery_change_count > 0` : sql<SqlBool>`m.delivery_change_count = 0`);
  if (f.isDelayed !== undefined)
    q = q.where(f.isDelayed ? sql<SqlBool>`${delaySql()} > 0` : sql<SqlBool>`coalesce(${delaySql()}, 0) = 0`);
  if (f.priorities?.length) q = q.where('m.priority', 'in', f.priorities);
  const nodeFilter =
    f.nodeIds?.length ||
    f.nodeChargerIds?.length ||
    f.nodeOutsideFactoryIds?.length ||
    f.nodeEndFrom ||
    f.nodeEndTo ||
    f.nodeStatuses?.length ||
    f.waitingForMe;
  if (nodeFilter)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('missionNode as n')
          .select(sql`1`.as('one'))
          .whereRef('n.missionId', '=', 'm.id')
          .$if(Boolean(f.nodeIds?.length), (s) => s.where('n.prcdNodeId', 'in', f.nodeIds!))
          .$if(Boolean(f.nodeChargerIds?.length), (s) => s.where(jsonHasAny('n.charger_ids', f.nodeChargerIds!)))
          .$if(Boolean(f.nodeOutsideFactoryIds?.length), (s) =>
            s.where(({ exists: ex, selectFrom: sf }) =>
              ex(
                sf('missionNodeOutsideFactory as o')
                  .select('o.id')
                  .whereRef('o.missionNodeId', '=', 'n.id')
                  .where('o.outsideFactoryId', 'in', f.nodeOutsideFactoryIds!),
              ),
            ),
          )
          .$if(Boolean(f.nodeEndFrom), (s) => s.where('n.planEndAt', '>=', f.nodeEndFrom!.slice(0, 10)))
          .$if(Boolean(f.nodeEndTo), (s) => s.where('n.planEndAt', '<=', f.nodeEndTo!.slice(0, 10)))
          .$if(Boolean(f.nodeStatuses?.length), (s) => s.where('n.status', 'in', f.nodeStatuses!))
          .$if(Boolean(f.waitingForMe), (s) => s.where('n.status', '<>', 2).where(jsonHasAny('n.charger_ids', [tenant.userId]))),
      ),
    );
  return q;
}

/** 首单: no earlier live mission of the same goods style in the factory. */
function firstOrderSql() {
  return sql<boolean>`not exists (select 1 from mission p where p.unit_id = m.unit_id and p.goods_style_id = m.goods_style_id
    and p.id < m.id and not p.is_deleted and p.status <> 5)`;
}

/**
 * 延误 N 天: days past delivery while the mission is unfinished, unless the template's delay rule is met (its named node
 * has reached the named status); null when not late.
 */
function delaySql() {
  return sql<number | null>`case when m.status in (0, 1) and m.delivery_at < ${factoryDay()} and not exists (
      select 1 from prcd_template t join mission_node dn on dn.mission_id = m.id and dn.prcd_node_id = t.delay_notify_node_id
      where t.id = m.prcd_template_id and t.delay_notify and dn.status >= t.delay_notify_node_status)
    then ${factoryDay()} - m.delivery_at end`;
}

const orderBy: Record<MissionListInput['sort'], string> = {
  default: 'm.id',
  placeorderAt: 'm.placeorder_at',
  deliveryAt: 'm.delivery_at',
  styleNo: 's.style_no',
  missionNo: 'm.mission_no',
};

export async function pageMissions(db: Db, tenant: Tenant & { userId: string }, f: MissionFilter, limit: number, offset: number) {
  const base = filteredMissions(db, tenant, f);
  const dir = f.sortDesc === false ? sql`asc` : sql`desc`;
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('outsideFactory as of', 'of.id', 'm.outsideFactoryId')
      .leftJoin('customer as cu', 'cu.id', 'm.customerId')
      .leftJoin('productionOrder as po', 'po.id', 'm.productionOrderId')
      .leftJoin('prcdTemplate as pt', 'pt.id', 'm.prcdTemplateId')
      .select([
        'm.id',
        'm.missionNo',
        'm.status',
        'm.priority',
        sql<string>`to_char(m.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
        sql<string>`to_char(m.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
        'm.deliveryChangeCount',
        'm.goodsStyleId as styleId',
        's.styleNo',
        's.styleName',
        sql<string | null>`coalesce(s.main_picture_id::text, s.picture_ids ->> 0)`.as('pictureId'),
        firstOrderSql().as('isFirstOrder'),
        sql<string[]>`coalesce((select array_agg(distinct r.lathe) from mission_node_report r where r.mission_id = m.id
          and r.lathe is not null and not r.is_deleted and r.status <> 5), '{}')`.as('lathes'),
        'm.totalNum',
        'm.actualCutNum',
        'm.shippedNum',
        'm.isOutside',
        'm.outsideFactoryId',
        'of.name as outsideFactoryName',
        'm.customerId',
        'cu.name as customerName',
        'm.leaderIds',
        sql<string[]>`coalesce((select array_agg(u.user_name order by u.id) from app_user u
          where m.leader_ids ? u.id::text), '{}')`.as('leaderNames'),
        'm.machiningUnitPrice',
        'm.productionOrderId',
        'po.orderNo as productionOrderNo',
        'm.prcdTemplateId',
        'pt.name as templateName',
        sql<string[]>`coalesce((select array_agg(distinct f2.name) from mission_node n2
          join mission_node_outside_factory o2 on o2.mission_node_id = n2.id join outside_factory f2 on f2.id = o2.outside_factory_id
          where n2.mission_id = m.id), '{}')`.as('nodeOutsideFactoryNames'),
        sql<
          number | null
        >`case when m.status in (0, 1) and m.delivery_at >= ${factoryDay()} then m.delivery_at - ${factoryDay()} end`.as(
          'daysLeft',
        ),
        delaySql().as('delayDays'),
        'm.createdAt',
      ])
      .orderBy(sql`${sql.raw(orderBy[f.sort ?? 'default'])} ${dir}`)
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** The node strips of these missions, in one statement, in order. */
export function nodeStrips(db: Db, tenant: Tenant, missionIds: readonly string[]) {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('missionNode')
    .select([
      'id',
      'missionId',
      'prcdNodeId',
      'name',
      'typeCode',
      'sort',
      'status',
      'completedNum',
      'targetNum',
      'adjustNum',
      sql<string | null>`to_char(plan_end_at, 'YYYY-MM-DD')`.as('planEndAt'),
      'finishedAt',
      'chargerIds',
      'tagIds',
      'warnDays',
      'diffMin',
      'diffMax',
      sql<boolean>`status <> 2 and plan_end_at < ${factoryDay()}`.as('isDelayed'),
      sql<boolean>`status <> 2 and plan_end_at >= ${factoryDay()} and warn_days is not null and plan_end_at - warn_days <= ${factoryDay()}`.as(
        'isWarned',
      ),
      sql<boolean>`status = 2 and ((diff_min is not null and completed_num + adjust_num - target_num < diff_min)
        or (diff_max is not null and completed_num + adjust_num - target_num > diff_max))`.as('isOffBand'),
    ])
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', 'in', [...missionIds])
    .orderBy('missionId')
    .orderBy('sort')
    .execute();
}
