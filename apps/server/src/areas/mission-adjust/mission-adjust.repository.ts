import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

type Actor = Tenant & { userId: string };

/** A mission line's identity: SKU and customer (null when the mission is not filled per customer). */
export interface LineKey {
  goodsSkuId: string;
  customerId: string | null;
}
export const lineKey = (l: LineKey) => `${l.goodsSkuId}:${l.customerId ?? '-'}`;

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

/** The mission's lines (under the mission's lock). */
export async function missionLineRows(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine')
    .select(['id', 'goodsSkuId', 'customerId', 'num', 'actualCutNum'])
    .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('missionId', '=', missionId)
    .orderBy('id')
    .execute();
}

/**
 * Writes lines of the mission: an existing line takes its quantity, a missing one is inserted; `remove` lines that
 * hold no actual cut are deleted (the ones an adjustment added, on its un-review). Answers the new total.
 */
export async function writeMissionLines(
  trx: Db,
  tenant: Tenant,
  missionId: string,
  set: readonly (LineKey & { num: string })[],
  remove: readonly LineKey[],
): Promise<string> {
  const existing = await missionLineRows(trx, tenant, missionId);
  const byKey = new Map(existing.map((l) => [lineKey(l), l]));
  const units = readableUnits(tenant, 'missionLine');
  for (const l of set) {
    const row = byKey.get(lineKey(l));
    if (row)
      await trx
        .updateTable('missionLine')
        .set({ num: l.num, updatedAt: new Date() })
        .where('unitId', 'in', units)
        .where('id', '=', row.id)
        .execute();
    else
      await trx
        .insertInto('missionLine')
        .values({
          unitId: owningUnit(tenant, 'missionLine'),
          missionId,
          goodsSkuId: l.goodsSkuId,
          customerId: l.customerId,
          num: l.num,
        })
        .execute();
  }
  const gone = remove.map((l) => byKey.get(lineKey(l))).filter((r) => r && Number(r.actualCutNum) === 0);
  if (gone.length)
    await trx
      .deleteFrom('missionLine')
      .where('unitId', 'in', units)
      .where(
        'id',
        'in',
        gone.map((r) => r!.id),
      )
      .execute();
  const total = await trx
    .selectFrom('missionLine')
    .select(sql<string>`coalesce(sum(num), 0)::text`.as('total'))
    .where('unitId', 'in', units)
    .where('missionId', '=', missionId)
    .executeTakeFirstOrThrow();
  return total.total;
}

/** The mission's total (and delivery date, with its change count) after an adjustment or its un-review. */
export async function writeMissionHead(
  trx: Db,
  actor: Actor,
  missionId: string,
  v: { totalNum: string; deliveryAt: string | null },
): Promise<void> {
  await trx
    .updateTable('mission')
    .set({
      totalNum: v.totalNum,
      updatedBy: actor.userId,
      updatedAt: new Date(),
      version: sql`version + 1`,
      ...(v.deliveryAt ? { deliveryAt: v.deliveryAt, deliveryChangeCount: sql`delivery_change_count + 1` } : {}),
    })
    .where('unitId', 'in', readableUnits(actor, 'mission'))
    .where('id', '=', missionId)
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
