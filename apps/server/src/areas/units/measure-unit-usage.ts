import type { Db } from '../../platform/db/database.js';

/**
 * What other areas register about their use of units (materials today, BOMs later), so this area can refuse
 * deleting a unit in use and keep their copies of a renamed unit's name in step, without knowing them.
 */
export interface MeasureUnitUser {
  /** How many of the area's rows name each of these units (ids without rows may be left out). */
  countUses(db: Db, unitId: string, measureUnitIds: string[]): Promise<Map<string, number>>;
  /** A unit was renamed: the area updates the names it keeps beside the id, in the same transaction. */
  renamed(trx: Db, unitId: string, measureUnitId: string, name: string): Promise<void>;
}

const users: MeasureUnitUser[] = [];

export function registerMeasureUnitUser(user: MeasureUnitUser): void {
  users.push(user);
}

export async function usesOfUnits(db: Db, unitId: string, ids: string[]): Promise<Map<string, number>> {
  const total = new Map<string, number>();
  if (ids.length === 0) return total;
  for (const counts of await Promise.all(users.map((u) => u.countUses(db, unitId, ids))))
    for (const [id, n] of counts) total.set(id, (total.get(id) ?? 0) + n);
  return total;
}

export async function announceRename(trx: Db, unitId: string, id: string, name: string): Promise<void> {
  for (const u of users) await u.renamed(trx, unitId, id, name);
}
