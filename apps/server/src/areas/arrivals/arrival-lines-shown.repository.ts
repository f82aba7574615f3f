import type { ArrivalLineRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { listPurchaseLineIds } from '../purchasing/index.js';

/** A shown line and the arrival it belongs to (生产单号 and 商品款号 of a split are added by the service). */
export type ShownLine = Omit<ArrivalLineRow, 'orderNo' | 'goodsStyleNo' | 'purchaseOrderNos'> & { arrivalId: string };

/**
 * Arrival lines as the screens and the export show them, with their material columns: the lines of some arrivals (the
 * detail, the export's batches), or every arrival's lines against one purchase bill (the purchase detail's 到料详情;
 * deleted arrivals left out). Newest arrival first, then line order.
 */
export async function findShownLines(
  db: Db,
  unitId: string,
  of: { arrivalIds: readonly string[] } | { purchaseBillId: string },
): Promise<ShownLine[]> {
  let q = db
    .selectFrom('arrivalLine as l')
    .innerJoin('arrival as a', 'a.id', 'l.arrivalId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .leftJoin('materialSkuSupplier as mss', (j) =>
      j.onRef('mss.materialSkuId', '=', 'l.materialSkuId').onRef('mss.supplierId', '=', 'a.supplierId'),
    )
    .where('l.unitId', '=', unitId);
  if ('arrivalIds' in of && of.arrivalIds.length === 0) return [];
  // The purchase bill's lines come from what purchasing publishes, not from its table.
  const purchaseLineIds = 'arrivalIds' in of ? [] : await listPurchaseLineIds(db, unitId, of.purchaseBillId);
  if (!('arrivalIds' in of) && purchaseLineIds.length === 0) return [];
  q =
    'arrivalIds' in of
      ? q.where('l.arrivalId', 'in', [...of.arrivalIds])
      : q.where('a.isDeleted', '=', false).where('l.purchaseLineId', 'in', purchaseLineIds);
  const rows = await q
    .select([
      'l.id',
      'l.arrivalId',
      'l.materialSkuId',
      's.materialId',
      's.materialNo',
      's.materialName',
      's.kindName',
      's.colorName',
      's.specNo',
      'mss.supplierStyleNo',
      'mss.supplierColorNo',
      'l.purchaseLineId',
      'l.purchaseLineDemandId',
      'l.purchaseBillNo',
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
      'l.rollId',
      'l.isArriveComplete',
      'l.signStatus',
      'l.remark',
    ])
    .orderBy('l.arrivalId', 'desc')
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, signStatus: r.signStatus === 1 ? 1 : 0 }));
}
