import { BillStatus, type MissionMaterialBoardInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The only SQL of material nodes: missions' BOM cells, the delivered roll-up (mission_material), board and remnant reads. */

/** Material node types: 送料 (BOM material) and 自由送料. */
export const MATERIAL_NODE_TYPES = ['material', 'freedom_material'] as const;

/** Remnant bills whose effects stand (reviewed, anti-review pending, as the engine's posted statuses). */
const POSTED_STATUSES: number[] = [BillStatus.reviewed, BillStatus.antiReviewPending, BillStatus.cannotUnreview];

export interface MissionHead {
  id: string;
  missionNo: string;
  status: number;
  deliveryAt: string;
  goodsStyleId: string;
  styleNo: string;
  styleName: string;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  totalNum: string;
  actualCutNum: string;
}

const missionHeads = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('mission as m')
    .innerJoin('goodsStyle as g', 'g.id', 'm.goodsStyleId')
    .leftJoin('outsideFactory as f', 'f.id', 'm.outsideFactoryId')
    .select([
      'm.id',
      'm.missionNo',
      'm.status',
      sql<string>`to_char(m.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'm.goodsStyleId',
      'g.styleNo',
      'g.styleName',
      'm.outsideFactoryId',
      'f.name as outsideFactoryName',
      'm.totalNum',
      'm.actualCutNum',
    ])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false);

export function findMissionHead(db: Db, tenant: Tenant, missionId: string): Promise<MissionHead | undefined> {
  return missionHeads(db, tenant).where('m.id', '=', missionId).executeTakeFirst();
}

/** The mission row locked `for update` (the approving transaction re-checks its status on it). */
export async function lockMission(trx: Db, tenant: Tenant, missionId: string) {
  return trx
    .selectFrom('mission')
    .select(['id', 'missionNo', 'status', 'totalNum'])
    .where('unitId', 'in', readableUnits(tenant, 'mission'))
    .where('id', '=', missionId)
    .where('isDeleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

/** The mission's material nodes (送料 / 自由送料), in node order. */
export function materialNodesOf(db: Db, tenant: Tenant, missionIds: readonly string[]) {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('missionNode')
    .select(['id', 'missionId', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', 'in', missionIds)
    .where('typeCode', 'in', MATERIAL_NODE_TYPES)
    .orderBy('sort')
    .execute();
}

/**
 * The missions' goods SKU quantities (ordered, or actually cut) as the BOM explosion's cells (bom-explosion-sql.repository.ts):
 * one row per mission and goods SKU (customers added up), block = mission, BOM = the mission's (null: the style's default).
 */
export function missionCells(tenant: Tenant, missionIds: readonly string[], quantity: 'num' | 'actual_cut_num' = 'num') {
  return sql`
    select l.mission_id as block_id, m.goods_style_id as style_id, m.bom_id, l.goods_sku_id, sum(${sql.ref(`l.${quantity}`)}) as quantity
    from mission_line l join mission m on m.id = l.mission_id
    where l.unit_id in (${sql.join(readableUnits(tenant, 'missionLine'))})
      and m.unit_id in (${sql.join(readableUnits(tenant, 'mission'))})
      and l.mission_id in (${sql.join(missionIds.length ? [...missionIds] : ['0'])})
    group by l.mission_id, m.goods_style_id, m.bom_id, l.goods_sku_id`;
}

/** Per mission and material SKU: what reviewed deliveries naming the mission sent. */
export async function deliveredOf(db: Db, tenant: Tenant, missionIds: readonly string[]) {
  if (missionIds.length === 0) return [];
  return db
    .selectFrom('missionMaterial')
    .select(['missionId', 'materialSkuId', 'delivered'])
    .where('unitId', 'in', readableUnits(tenant, 'missionMaterial'))
    .where('missionId', 'in', missionIds)
    .execute();
}

/** Adds `quantity` (negative on un-review) to what the mission's reviewed deliveries sent of the SKU. */
export async function addDelivered(trx: Db, tenant: Tenant, missionId: string, materialSkuId: string, quantity: string) {
  await trx
    .insertInto('missionMaterial')
    .values({ unitId: owningUnit(tenant, 'missionMaterial'), missionId, materialSkuId, delivered: quantity })
    .onConflict((oc) =>
      oc.columns(['missionId', 'materialSkuId']).doUpdateSet({
        delivered: sql`mission_material.delivered + excluded.delivered`,
        updatedAt: new Date(),
      }),
    )
    .execute();
}

/** The material columns of SKUs (number, name, colour, specification, stock unit). */
export function materialSkuColumns(db: Db, tenant: Tenant, skuIds: readonly string[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('materialSkuDescriptor')
    .select(['id', 'materialNo', 'materialName', 'colorName', 'specNo', 'stockUnit'])
    .where('unitId', 'in', readableUnits(tenant, 'materialSkuDescriptor'))
    .where('id', 'in', skuIds)
    .execute();
}

function boardQuery(db: Db, tenant: Tenant, f: MissionMaterialBoardInput) {
  let q = missionHeads(db, tenant)
    .where('m.status', 'in', [0, 1])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('missionNode as n')
          .select('n.id')
          .whereRef('n.missionId', '=', 'm.id')
          .where('n.typeCode', 'in', MATERIAL_NODE_TYPES),
      ),
    );
  if (f.outsideFactoryIds?.length) q = q.where('m.outsideFactoryId', 'in', f.outsideFactoryIds);
  if (f.deliveryFrom) q = q.where('m.deliveryAt', '>=', f.deliveryFrom);
  if (f.deliveryTo) q = q.where('m.deliveryAt', '<=', f.deliveryTo);
  if (f.searchParam) {
    const like = likeContains(f.searchParam);
    q = q.where((eb) =>
      eb.or([eb('m.missionNo', 'ilike', like), eb('g.styleNo', 'ilike', like), eb('g.styleName', 'ilike', like)]),
    );
  }
  return q;
}

/** 待送料看板 filtered by its materials (只看未送完, a material search): every matching mission, earliest delivery first. */
export function allBoardMissions(db: Db, tenant: Tenant, f: MissionMaterialBoardInput) {
  return boardQuery(db, tenant, f).orderBy('m.deliveryAt').orderBy('m.id').execute();
}

/** 待送料看板: a page of live missions with a material node (earliest delivery first) and their number. */
export async function pageBoardMissions(db: Db, tenant: Tenant, f: MissionMaterialBoardInput, limit: number, offset: number) {
  const q = boardQuery(db, tenant, f);
  const [rows, count] = await Promise.all([
    q.orderBy('m.deliveryAt').orderBy('m.id').limit(limit).offset(offset).execute(),
    db
      .selectFrom(q.as('b'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * 余料 returned for a mission, per SKU: the reviewed remnant put-aways (statuses 2, 3, 6) that name the mission (余料退回),
 * and, for older bills that name none, the lines whose 生产单号 is the mission's number.
 */
export async function remnantReturned(
  db: Db,
  tenant: Tenant,
  mission: { id: string; missionNo: string },
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('materialRemnant as r')
    .innerJoin('materialRemnantLine as l', 'l.remnantId', 'r.id')
    .select(['l.materialsSkuId', sql<string>`sum(l.quantity)`.as('q')])
    .where('r.unitId', 'in', readableUnits(tenant, 'materialRemnant'))
    .where('r.isDeleted', '=', false)
    .where('r.status', 'in', POSTED_STATUSES)
    .where((eb) =>
      eb.or([
        eb('r.missionId', '=', mission.id),
        eb.and([eb('r.missionId', 'is', null), eb('l.orderNo', '=', mission.missionNo)]),
      ]),
    )
    .groupBy('l.materialsSkuId')
    .execute();
  return new Map(rows.map((r) => [r.materialsSkuId, r.q]));
}

/**
 * The mission's 送料 nodes take the completed figure; their status moves towards `status` in one direction only
 * ('up' on review, 'down' on un-review, 'none' keeps it), with the start and finish stamps.
 */
export async function setMaterialNodeProgress(
  trx: Db,
  tenant: Tenant,
  missionId: string,
  p: { completed: string; status: number; direction: 'up' | 'down' | 'none' },
): Promise<void> {
  const next =
    p.direction === 'up'
      ? sql<number>`greatest(status, ${p.status}::int)`
      : p.direction === 'down'
        ? sql<number>`least(status, ${p.status}::int)`
        : sql<number>`status`;
  await trx
    .updateTable('missionNode')
    .set({
      completedNum: p.completed,
      status: next,
      startedAt: sql`case when ${next} >= 1 then coalesce(started_at, now()) else started_at end`,
      finishedAt: sql`case when ${next} = 2 then coalesce(finished_at, now()) else null end`,
      updatedAt: new Date(),
    })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', missionId)
    .where('typeCode', '=', 'material')
    .execute();
}

/** A 自由送料 node (no BOM to measure against) is in progress from its first reviewed delivery. */
export async function startFreeMaterialNode(trx: Db, tenant: Tenant, missionNodeId: string): Promise<void> {
  await trx
    .updateTable('missionNode')
    .set({ status: 1, startedAt: sql`coalesce(started_at, now())`, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .where('typeCode', '=', 'freedom_material')
    .where('status', '=', 0)
    .execute();
}
