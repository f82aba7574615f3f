import type { MaterialLotRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/**
 * Read-only SQL over the rolls and the stock ledger's lots (the view stock_lot the stock area publishes), for
 * outgoing material lines that name a roll or dye lot. Every query is scoped by the unit. Nothing here writes.
 */

/** Lots of one SKU in one storehouse that are tracked (a roll or a vat) and hold stock, rolls by number. */
export async function lotsInStorehouse(db: Db, unitId: string, storehouseId: string, skuId: string): Promise<MaterialLotRow[]> {
  const rows = await db
    .selectFrom('stockLot as b')
    .leftJoin('materialRoll as r', (j) => j.onRef('r.id', '=', 'b.rollId').on('r.unitId', '=', unitId))
    .select(['b.rollId', 'r.rollNo', 'b.vatNo', 'b.quantity'])
    .where('b.unitId', '=', unitId)
    .where('b.storehouseId', '=', storehouseId)
    .where('b.skuKind', '=', 'MATERIAL')
    .where('b.skuId', '=', skuId)
    .where((eb) => eb.or([eb('b.rollId', '<>', '0'), eb('b.vatNo', '<>', '')]))
    .where('b.quantity', '>', sql<string>`0`)
    .orderBy(sql`r.roll_no nulls first`)
    .orderBy('b.vatNo')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    rollId: r.rollId === '0' ? null : r.rollId,
    rollNo: r.rollNo,
    vatNo: r.vatNo || null,
    quantity: r.quantity,
  }));
}

export interface RollOfLine {
  id: string;
  rollNo: string;
  materialSkuId: string;
  storehouseId: string | null;
  vatNo: string | null;
}

/** Live rolls of the unit among the ids. */
export async function rollsByIds(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, RollOfLine>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('materialRoll')
    .select(['id', 'rollNo', 'materialSkuId', 'storehouseId', 'vatNo'])
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export interface LotBalance {
  skuId: string;
  rollId: string;
  vatNo: string;
  quantity: string;
}

/** The ledger's lots in one storehouse of the given SKUs ('0' / '' = untracked), whatever their quantity. */
export async function lotBalances(
  db: Db,
  unitId: string,
  storehouseId: string,
  skuIds: readonly string[],
): Promise<LotBalance[]> {
  if (skuIds.length === 0) return [];
  return db
    .selectFrom('stockLot as b')
    .select(['b.skuId', 'b.rollId', 'b.vatNo', 'b.quantity'])
    .where('b.unitId', '=', unitId)
    .where('b.storehouseId', '=', storehouseId)
    .where('b.skuKind', '=', 'MATERIAL')
    .where('b.skuId', 'in', [...new Set(skuIds)])
    .orderBy('b.id')
    .execute();
}

/** Roll numbers of the ids (detail pages), deleted rolls included: a posted line keeps naming its roll. */
export async function rollNumbers(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('materialRoll')
    .select(['id', 'rollNo'])
    .where('unitId', '=', unitId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.rollNo]));
}
