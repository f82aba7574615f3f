import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { filteredHeads, toArrivalRows, type ArrivalFilter } from './arrival.repository.js';

/** The list's bills after the key `after` (newest first), for the export's batches. */
export async function headsAfter(db: Db, unitId: string, f: ArrivalFilter, after: string | null, limit: number) {
  let q = filteredHeads(db, unitId, f);
  if (after !== null) q = q.where('a.id', '<', after);
  return toArrivalRows(await q.orderBy('a.id', 'desc').limit(limit).execute());
}

/** The lines of these bills with their material, in bill and line order. */
export async function linesOf(db: Db, unitId: string, arrivalIds: readonly string[]) {
  if (arrivalIds.length === 0) return [];
  return db
    .selectFrom('arrivalLine as l')
    .innerJoin('arrival as a', 'a.id', 'l.arrivalId')
    .innerJoin('materialSku as s', 's.id', 'l.materialSkuId')
    .innerJoin('material as m', 'm.id', 's.materialId')
    .innerJoin('materialKind as k', 'k.id', 'm.materialKindId')
    .innerJoin('materialSpec as sp', 'sp.id', 's.materialSpecId')
    .leftJoin('materialSkuSupplier as mss', (j) => j.onRef('mss.materialSkuId', '=', 'l.materialSkuId').onRef('mss.supplierId', '=', 'a.supplierId'))
    .where('l.unitId', '=', unitId)
    .where('l.arrivalId', 'in', [...arrivalIds])
    .select([
      'l.id',
      'l.arrivalId',
      'k.name as kindName',
      'm.no as materialNo',
      'm.name as materialName',
      's.colorName',
      'sp.no as specNo',
      sql<string>`concat_ws(' / ', nullif(mss.supplier_style_no, ''), nullif(mss.supplier_color_no, ''))`.as('supplierNo'),
      'l.purchaseBillNo',
      'l.purchaseLineId',
      'l.purchaseLineDemandId',
      'l.purchaseUnit',
      'l.stockUnit',
      'l.conversionRate',
      'l.quantity',
      'l.stockQuantity',
      'l.unitPrice',
      'l.amount',
      'l.taxRate',
      'l.vatNo',
      'l.rollNo',
      'l.isArriveComplete',
    ])
    .orderBy('l.arrivalId', 'desc')
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
}
