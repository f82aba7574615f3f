import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { missionLineKey, type MissionLineKey } from '../missions/index.js';

type Actor = Tenant & { userId: string };

/** A mission line's identity (SKU and customer), as the missions area keys its lines. */
export type LineKey = MissionLineKey;
export const lineKey = missionLineKey;

export interface AdjustHead {
  id: string;
  adjustNo: string;
  status: number;
  missionId: string;
  placeorderAt: string;
  oldDeliveryAt: string;
  newDeliveryAt: string | null;
  reason: string;
  remark: string | null;
  allowOvershoot: boolean;
  createdBy: string;
  createdAt: Date;
}

export interface AdjustLineRow extends LineKey {
  missionAdjustId: string;
  oldNum: string | null;
  newNum: string;
}

const headColumns = [
  'a.id',
  'a.adjustNo',
  'a.status',
  'a.missionId',
  sql<string>`to_char(a.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
  sql<string>`to_char(a.old_delivery_at, 'YYYY-MM-DD')`.as('oldDeliveryAt'),
  sql<string | null>`to_char(a.new_delivery_at, 'YYYY-MM-DD')`.as('newDeliveryAt'),
  'a.reason',
  'a.remark',
  'a.allowOvershoot',
  'a.createdBy',
  'a.createdAt',
] as const;

export async function findAdjust(db: Db, tenant: Tenant, ref: { id?: string; adjustNo?: string }) {
  let q = db
    .selectFrom('missionAdjust as a')
    .select(headColumns)
    .where('a.unitId', 'in', readableUnits(tenant, 'missionAdjust'))
    .where('a.isDeleted', '=', false);
  if (ref.id) q = q.where('a.id', '=', ref.id);
  if (ref.adjustNo) q = q.where('a.adjustNo', '=', ref.adjustNo);
  return (await q.executeTakeFirst()) as AdjustHead | undefined;
}

export async function findAdjustIdByNo(db: Db, tenant: Tenant, adjustNo: string): Promise<string | undefined> {
  return (await findAdjust(db, tenant, { adjustNo }))?.id;
}

export async function insertAdjust(
  trx: Db,
  actor: Actor,
  v: Omit<AdjustHead, 'id' | 'status' | 'createdBy' | 'createdAt'>,
): Promise<string> {
  const row = await trx
    .insertInto('missionAdjust')
    .values({ unitId: owningUnit(actor, 'missionAdjust'), createdBy: actor.userId, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdjustHead(
  trx: Db,
  actor: Actor,
  id: string,
  v: Omit<AdjustHead, 'id' | 'status' | 'missionId' | 'createdBy' | 'createdAt'>,
): Promise<void> {
  await trx
    .updateTable('missionAdjust')
    .set({ ...v, updatedBy: actor.userId, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(actor, 'missionAdjust'))
    .where('id', '=', id)
    .execute();
}

export async function saveLines(
  trx: Db,
  tenant: Tenant,
  adjustId: string,
  lines: readonly (LineKey & { oldNum: string | null; newNum: string })[],
): Promise<void> {
  await trx
    .deleteFrom('missionAdjustLine')
    .where('unitId', 'in', readableUnits(tenant, 'missionAdjustLine'))
    .where('missionAdjustId', '=', adjustId)
    .execute();
  if (lines.length)
    await trx
      .insertInto('missionAdjustLine')
      .values(lines.map((l) => ({ unitId: owningUnit(tenant, 'missionAdjustLine'), missionAdjustId: adjustId, ...l })))
      .execute();
}

export async function linesOf(db: Db, tenant: Tenant, adjustIds: readonly string[]): Promise<AdjustLineRow[]> {
  if (adjustIds.length === 0) return [];
  return db
    .selectFrom('missionAdjustLine')
    .select(['missionAdjustId', 'goodsSkuId', 'customerId', 'oldNum', 'newNum'])
    .where('unitId', 'in', readableUnits(tenant, 'missionAdjustLine'))
    .where('missionAdjustId', 'in', adjustIds)
    .orderBy('id')
    .execute();
}

/**
 * The mission's node rows locked `for update` in their order (sort, id): a report locks its node and then the
 * mission, an upstream node before its own, so taking every node first and the mission after never crosses them.
 */
export async function lockMissionNodes(trx: Db, tenant: Tenant, missionId: string) {
  return trx
    .selectFrom('missionNode')
    .select(['id', 'typeCode', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', missionId)
    .orderBy('sort')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface MissionBrief {
  id: string;
  missionNo: string;
  status: number;
  styleNo: string;
  styleName: string;
  goodsStyleId: string;
  deliveryAt: string;
  totalNum: string;
  productionOrderGoodsId: string | null;
  orderNo: string | null;
}

export async function missionBrief(db: Db, tenant: Tenant, missionId: string): Promise<MissionBrief | undefined> {
  return db
    .selectFrom('mission as m')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .leftJoin('productionOrder as o', 'o.id', 'm.productionOrderId')
    .select([
      'm.id',
      'm.missionNo',
      'm.status',
      's.styleNo',
      's.styleName',
      'm.goodsStyleId',
      sql<string>`to_char(m.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'm.totalNum',
      'm.productionOrderGoodsId',
      'o.orderNo',
    ])
    .where('m.unitId', 'in', readableUnits(tenant, 'mission'))
    .where('m.isDeleted', '=', false)
    .where('m.id', '=', missionId)
    .executeTakeFirst();
}

/** The mission's node rows (no lock: the options' read). */
export async function missionNodes(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionNode')
    .select(['id', 'typeCode', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('missionId', '=', missionId)
    .orderBy('sort')
    .execute();
}
