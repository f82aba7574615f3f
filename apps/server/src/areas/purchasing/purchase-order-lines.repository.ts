import type { ArrivalOrderLineRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { dateText } from './purchase-sql.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * Open purchase lines per demand split, for arrivals by production order (按生产单添加, 按单到料): reviewed bills
 * neither cancelled nor closed, lines not complete, splits with something still to arrive (the demand not marked
 * 手动到齐). One row per split, in bill, line and split order (the unplanned split last).
 */
export async function findOpenSplits(
  db: Db,
  unitId: string,
  f: {
    supplierId?: string | undefined;
    keyword?: string | undefined;
    materialSkuId?: string | undefined;
    sampleOnly?: boolean | undefined;
  },
): Promise<ArrivalOrderLineRow[]> {
  let q = db
    .selectFrom('purchaseLineDemand as pld')
    .innerJoin('purchaseLine as pl', 'pl.id', 'pld.purchaseLineId')
    .innerJoin('purchaseBill as pb', 'pb.id', 'pl.purchaseBillId')
    .innerJoin('supplier as su', 'su.id', 'pb.supplierId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'pl.materialSkuId')
    .leftJoin('purchaseDemand as d', 'd.id', 'pld.purchaseDemandId')
    .leftJoin('materialSkuSupplier as mss', (j) =>
      j.onRef('mss.materialSkuId', '=', 'pl.materialSkuId').onRef('mss.supplierId', '=', 'pb.supplierId'),
    )
    .where('pld.unitId', '=', unitId)
    .where('pl.unitId', '=', unitId)
    .where('pb.unitId', '=', unitId)
    .where('pb.isDeleted', '=', false)
    .where('pb.status', '=', 2)
    .where('pb.isCancelled', '=', false)
    .where('pb.isClosed', '=', false)
    .where('pl.isArriveComplete', '=', false)
    .where(sql<boolean>`pl.arrived_quantity < pl.total_quantity`)
    .where(sql<boolean>`pld.arrived_quantity < pld.quantity`)
    .where(sql<boolean>`not coalesce(d.is_arrive_complete, false)`)
    .select([
      'pld.id as purchaseLineDemandId',
      'pl.id as purchaseLineId',
      'pb.id as purchaseBillId',
      'pb.no as purchaseBillNo',
      dateText('pb.datePurchase').as('datePurchase'),
      'pb.designStyleNo',
      'pb.supplierId',
      'su.name as supplierName',
      'pl.materialSkuId',
      's.materialId',
      's.materialNo',
      's.materialName',
      's.kindName',
      's.colorName',
      's.specNo',
      's.sampleMaterial as isSampleMaterial',
      'mss.supplierStyleNo',
      'mss.supplierColorNo',
      'pl.purchaseUnit',
      'pl.stockUnit',
      'pl.conversionRate',
      'pl.unitPrice',
      'pl.taxRate',
      'd.orderNo',
      'd.goodsStyleNo',
      'd.plannedQuantity',
      'pld.quantity',
      'pld.arrivedQuantity',
      sql<string>`greatest(pld.quantity - pld.arrived_quantity, 0)`.as('outstandingQuantity'),
    ]);
  if (f.supplierId) q = q.where('pb.supplierId', '=', f.supplierId);
  if (f.materialSkuId) q = q.where('pl.materialSkuId', '=', f.materialSkuId);
  if (f.sampleOnly) q = q.where('s.sampleMaterial', '=', true);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('d.orderNo', 'ilike', like),
        eb('d.goodsStyleNo', 'ilike', like),
        eb('pb.no', 'ilike', like),
        eb('s.materialNo', 'ilike', like),
        eb('s.materialName', 'ilike', like),
      ]),
    );
  }
  const rows = await q
    .orderBy('pb.id')
    .orderBy('pl.sort')
    .orderBy('pl.id')
    .orderBy(sql`pld.purchase_demand_id is null`)
    .orderBy('pld.id')
    .limit(2000)
    .execute();
  return rows as ArrivalOrderLineRow[];
}

/**
 * Demand splits in this unit, by their ids or by their purchase lines (in split order): their purchase line and
 * production order (for checks and display).
 */
export async function findSplits(
  db: Db,
  unitId: string,
  by: { ids: readonly string[] } | { purchaseLineIds: readonly string[] },
) {
  const ids = 'ids' in by ? by.ids : by.purchaseLineIds;
  if (ids.length === 0) return [];
  return db
    .selectFrom('purchaseLineDemand as pld')
    .leftJoin('purchaseDemand as d', 'd.id', 'pld.purchaseDemandId')
    .where('pld.unitId', '=', unitId)
    .where('ids' in by ? 'pld.id' : 'pld.purchaseLineId', 'in', [...ids])
    .select(['pld.id', 'pld.purchaseLineId', 'd.orderNo', 'd.goodsStyleNo'])
    .orderBy(sql`pld.purchase_demand_id is null`)
    .orderBy('pld.id')
    .execute();
}
