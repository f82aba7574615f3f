import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { dateParts, numberRuleSegments, periodKey, renderNumber, type NumberSegment } from './number-rule.js';

export const FACTORY_TIME_ZONE = process.env.FACTORY_TIME_ZONE ?? 'Asia/Shanghai';

export async function ruleSegments(
  db: Db,
  unitId: string,
  billType: string,
  fallback: NumberSegment[],
): Promise<NumberSegment[]> {
  const row = await db
    .selectFrom('numberRule')
    .select('segments')
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .executeTakeFirst();
  if (!row) return fallback;
  const parsed = numberRuleSegments.safeParse(row.segments);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Allocates the next number. Call it inside the transaction that saves the bill: the counter row is
 * incremented under its row lock (insert ... on conflict do update), so parallel allocations never
 * share a value, and a rolled-back bill gives its number back (no gaps).
 */
export async function allocateNumber(
  trx: Db,
  input: { unitId: string; billType: string; fallback: NumberSegment[]; now?: Date; attributes?: Record<string, string> },
): Promise<string> {
  const segments = await ruleSegments(trx, input.unitId, input.billType, input.fallback);
  const d = dateParts(input.now ?? new Date(), FACTORY_TIME_ZONE);
  const key = periodKey(segments, d);
  const row = await trx
    .insertInto('numberCounter')
    .values({ unitId: input.unitId, billType: input.billType, periodKey: key, lastValue: 1 })
    .onConflict((oc) =>
      oc.columns(['unitId', 'billType', 'periodKey']).doUpdateSet({ lastValue: sql`number_counter.last_value + 1` }),
    )
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return renderNumber(segments, Number(row.lastValue), d, input.attributes);
}

export async function saveNumberRule(db: Db, unitId: string, billType: string, segments: NumberSegment[]): Promise<void> {
  const checked = numberRuleSegments.parse(segments);
  await db
    .insertInto('numberRule')
    .values({ unitId, billType, segments: JSON.stringify(checked) })
    .onConflict((oc) =>
      oc.columns(['unitId', 'billType']).doUpdateSet({ segments: JSON.stringify(checked), updatedAt: new Date() }),
    )
    .execute();
}
