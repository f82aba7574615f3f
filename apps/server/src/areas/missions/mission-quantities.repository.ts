import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** A mission line's identity: SKU and customer (null when the mission is not filled per customer). */
export interface MissionLineKey {
  goodsSkuId: string;
  customerId: string | null;
}
export const missionLineKey = (l: MissionLineKey) => `${l.goodsSkuId}:${l.customerId ?? '-'}`;

/** The mission's lines as stored (read under the mission's lock by a writer of new quantities). */
export function missionLineRows(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine')
    .select(['id', 'goodsSkuId', 'customerId', 'num', 'actualCutNum'])
    .where('unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('missionId', '=', missionId)
    .orderBy('id')
    .execute();
}

export interface MissionQuantities {
  /** Lines taking a quantity: an existing line (same SKU and customer) is updated, a missing one inserted. */
  set: readonly (MissionLineKey & { num: string })[];
  /** Lines to drop: deleted only while they hold no actual cut (else they stay, at their quantity). */
  remove: readonly MissionLineKey[];
  /** A new delivery date (counted in the mission's change count), or null to keep it. */
  deliveryAt: string | null;
}

/**
 * The one writer of a mission's quantities after it was created (an adjustment bill's review or un-review): the
 * lines, then the mission's total from them, its version and optionally its delivery date. Call it on the mission
 * locked `for update`. Answers the new total.
 */
export async function writeMissionQuantities(
  trx: Db,
  actor: Tenant & { userId: string },
  missionId: string,
  q: MissionQuantities,
): Promise<string> {
  const existing = await missionLineRows(trx, actor, missionId);
  const byKey = new Map(existing.map((l) => [missionLineKey(l), l]));
  const units = readableUnits(actor, 'missionLine');
  for (const l of q.set) {
    const row = byKey.get(missionLineKey(l));
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
          unitId: owningUnit(actor, 'missionLine'),
          missionId,
          goodsSkuId: l.goodsSkuId,
          customerId: l.customerId,
          num: l.num,
        })
        .execute();
  }
  const gone = q.remove.flatMap((l) => {
    const row = byKey.get(missionLineKey(l));
    return row && Number(row.actualCutNum) === 0 ? [row.id] : [];
  });
  if (gone.length) await trx.deleteFrom('missionLine').where('unitId', 'in', units).where('id', 'in', gone).execute();
  const { totalNum } = await trx
    .selectFrom('missionLine')
    .select(sql<string>`coalesce(sum(num), 0)::text`.as('totalNum'))
    .where('unitId', 'in', units)
    .where('missionId', '=', missionId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('mission')
    .set({
      totalNum,
      updatedBy: actor.userId,
      updatedAt: new Date(),
      version: sql`version + 1`,
      ...(q.deliveryAt ? { deliveryAt: q.deliveryAt, deliveryChangeCount: sql`delivery_change_count + 1` } : {}),
    })
    .where('unitId', 'in', readableUnits(actor, 'mission'))
    .where('id', '=', missionId)
    .execute();
  return totalNum;
}
