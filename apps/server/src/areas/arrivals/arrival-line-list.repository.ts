import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { lineConditions, lineOrderMatches, PLANNED_OF_LINE, unitTotalsOfLines } from './arrival-list.repository.js';
import { filteredHeads, type ArrivalFilter } from './arrival.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * 明细 view of the arrival list: one row per arrival line. The head filters (status, supplier, storehouse, receiver,
 * dates, 到料单号, labels) pick the arrivals; 采购单号, 生产单号, 物料, 商品 and the keyword pick their lines.
 */
function filteredLines(db: Db, unitId: string, f: ArrivalFilter) {
  const heads = filteredHeads(db, unitId, {
    ...f,
    keyword: undefined,
    purchaseBillNos: undefined,
    productionOrderNos: undefined,
    materialSkuIds: undefined,
    goodsStyleNos: undefined,
  })
    .clearSelect()
    .select('a.id');
  let q = db
    .selectFrom('arrivalLine as l')
    .innerJoin('arrival as a', 'a.id', 'l.arrivalId')
    .innerJoin('supplier as su', 'su.id', 'a.supplierId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .where('l.unitId', '=', unitId)
    .where('l.arrivalId', 'in', heads);
  for (const condition of lineConditions(f)) q = q.where(condition);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('a.no', 'ilike', like),
        eb('su.name', 'ilike', like),
        eb('s.materialNo', 'ilike', like),
        eb('s.materialName', 'ilike', like),
        eb('l.purchaseBillNo', 'ilike', like),
        lineOrderMatches(like),
      ]),
    );
  }
  return q;
}

export async function pageArrivalLines(db: Db, unitId: string, f: ArrivalFilter, limit: number, offset: number) {
  const q = filteredLines(db, unitId, f);
  const [count, rows, totals] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .innerJoin('storehouse as st', 'st.id', 'a.storehouseId')
      .leftJoin('appUser as u', 'u.id', 'a.creatorId')
      .leftJoin('materialSkuSupplier as mss', (j) =>
        j.onRef('mss.materialSkuId', '=', 'l.materialSkuId').onRef('mss.supplierId', '=', 'a.supplierId'),
      )
      .leftJoin('purchaseLineSummary as pls', 'pls.id', 'l.purchaseLineId')
      .select([
        'l.id',
        'l.arrivalId',
        'a.no as arrivalNo',
        sql<0 | 1>`case when a.is_sample then 1 else 0 end`.as('belongModule'),
        'a.status',
        sql<string>`to_char(a.date_arrive, 'YYYY-MM-DD')`.as('dateArrive'),
        'a.supplierId',
        'su.name as supplierName',
        'st.name as storehouseName',
        'u.userName as creatorName',
        'l.purchaseLineId',
        'l.purchaseLineDemandId',
        'l.purchaseBillNo',
        'l.materialSkuId',
        's.materialNo',
        's.materialName',
        's.kindName',
        's.colorName',
        's.specNo',
        'mss.supplierStyleNo',
        'mss.supplierColorNo',
        PLANNED_OF_LINE.as('plannedQuantity'),
        'pls.totalQuantity as purchaseQuantity',
        'l.purchaseUnit',
        'l.stockUnit',
        'l.quantity',
        'l.stockQuantity',
        'l.unitPrice',
        'l.amount',
        'l.vatNo',
        'l.rollNo',
        'l.isArriveComplete',
        'pls.isComplete as purchaseComplete',
        'l.remark',
      ])
      .orderBy('l.arrivalId', 'desc')
      .orderBy('l.sort')
      .orderBy('l.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    unitTotalsOfLines(db, unitId, q.select('l.id')),
  ]);
  return { list: rows.map((r) => ({ ...r, status: Number(r.status) })), totalCount: Number(count.n), totals };
}

/** The purchase lines of these arrival lines (unknown or foreign ids are absent; null = an unplanned line). */
export async function purchaseLinesOf(db: Db, unitId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('arrivalLine as l')
    .innerJoin('arrival as a', 'a.id', 'l.arrivalId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .where('l.unitId', '=', unitId)
    .where('a.isDeleted', '=', false)
    .where('l.id', 'in', [...ids])
    .select(['l.id', 'l.purchaseLineId', 'a.no', 'a.isSample', 's.materialNo'])
    .execute();
}
