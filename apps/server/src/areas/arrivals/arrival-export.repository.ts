import type { Db } from '../../platform/db/database.js';
import { filteredHeads, toArrivalRows, type ArrivalFilter } from './arrival.repository.js';

/** The list's bills after the key `after` (newest first), for the export's batches. */
export async function headsAfter(db: Db, unitId: string, f: ArrivalFilter, after: string | null, limit: number) {
  let q = filteredHeads(db, unitId, f);
  if (after !== null) q = q.where('a.id', '<', after);
  return toArrivalRows(await q.orderBy('a.id', 'desc').limit(limit).execute());
}
