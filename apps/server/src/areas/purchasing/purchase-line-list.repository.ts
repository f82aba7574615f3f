import type { PurchaseLineListRow, PurchaseListQuery } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { filteredBills } from './purchase-bill.repository.js';
import { lineConditions, unitTotalsOfLines } from './purchase-list.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * 明细 view of the purchase list: one row per purchase line. The bill's filters (status, supplier, dates, labels,
 * purchase numbers ...) pick the bills; the line filters (生产单号, 物料, 商品, 是否到齐, keyword) pick their lines.
 */
function filteredLines(db: Db, unitId: string, f: PurchaseListQuery, today: string) {
  const billFilter: PurchaseListQuery = {
    ...f,
    searchColumn: undefined,
    arriveStatus: undefined,
    productionOrderNos: undefined,
    materialSkuIds: undefined,
    goodsStyleNos: undefined,
  };
  const bills = filteredBills(db, unitId, billFilter, today).selectAll('v');
  let q = db
    .selectFrom('purchaseLine as pl')
    .innerJoin(bills.as('b'), 'b.id', 'pl.purchaseBillId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'pl.materialSkuId')
    .where('pl.unitId', '=', unitId);
  for (const condition of lineConditions(f)) q = q.where(condition);
  const complete = sql<boolean>`(pl.is_arrive_complete or pl.arrived_quantity >= pl.total_quantity)`;
  if (f.arriveStatus === 2) q = q.where(complete);
  if (f.arriveStatus === 1) q = q.where(sql<boolean>`not ${complete} and pl.arrived_quantity > 0`);
  if (f.arriveStatus === 0) q = q.where(sql<boolean>`not ${complete} and pl.arrived_quantity = 0`);
  if (f.searchColumn) {
    const like = likeContains(f.searchColumn);
    q = q.where((eb) =>
      eb.or([
        eb('b.orderNo', 'ilike', like),
        eb('b.supplierName', 'ilike', like),
        eb('s.materialNo', 'ilike', like),
        eb('s.materialName', 'ilike', like),
        eb.exists(
          sql`(select 1 from purchase_line_demand pld join purchase_demand d on d.id = pld.purchase_demand_id
            where pld.purchase_line_id = pl.id and (d.order_no ilike ${like} or d.goods_style_no ilike ${like}))`,
        ),
      ]),
    );
  }
  return q;
}

/** 生产单号 / 商品款号 of a line's splits, distinct, in split order, joined with "、". */
const splitText = (column: 'order_no' | 'goods_style_no') =>
  sql<string | null>`(select string_agg(x.v, '、' order by x.first) from (
    select d.${sql.raw(column)} as v, min(pld.id) as first from purchase_line_demand pld
    join purchase_demand d on d.id = pld.purchase_demand_id
    where pld.purchase_line_id = pl.id and d.${sql.raw(column)} is not null group by d.${sql.raw(column)}) x)`;

export async function pageLines(db: Db, unitId: string, f: PurchaseListQuery, today: string, limit: number, offset: number) {
  const q = filteredLines(db, unitId, f, today);
  const [count, rows, totals] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('materialSkuSupplier as mss', (j) =>
        j.onRef('mss.materialSkuId', '=', 'pl.materialSkuId').onRef('mss.supplierId', '=', 'b.supplierId'),
      )
      .select([
        'pl.id',
        'b.id as purchaseBillId',
        'b.orderNo',
        'b.belongModule',
        'b.status',
        'b.cancel',
        'b.closed',
        'b.supplierId',
        'b.supplierName',
        'b.purchaserName',
        'b.datePurchase',
        'b.expectDateEnd',
        'pl.materialSkuId',
        's.materialNo',
        's.materialName',
        's.kindName',
        's.colorName',
        's.specNo',
        'mss.supplierStyleNo',
        'mss.supplierColorNo',
        splitText('order_no').as('productionOrderNos'),
        splitText('goods_style_no').as('goodsStyleNos'),
        sql<string | null>`(select sum(d.planned_quantity) from purchase_line_demand pld
          join purchase_demand d on d.id = pld.purchase_demand_id where pld.purchase_line_id = pl.id)`.as('plannedQuantity'),
        'pl.purchaseUnit',
        'pl.stockUnit',
        'pl.conversionRate',
        'pl.quantity',
        'pl.totalQuantity',
        'pl.arrivedQuantity',
        sql<string>`greatest(pl.total_quantity - pl.arrived_quantity, 0)`.as('outstandingQuantity'),
        sql<0 | 1 | 2>`case when pl.is_arrive_complete or pl.arrived_quantity >= pl.total_quantity then 2
          when pl.arrived_quantity > 0 then 1 else 0 end`.as('arriveStatus'),
        'pl.isArriveComplete',
        'pl.unitPrice',
        'pl.amount',
        'pl.remark',
      ])
      .orderBy('b.id', 'desc')
      .orderBy('pl.sort')
      .orderBy('pl.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    unitTotalsOfLines(db, unitId, q.select('pl.id')),
  ]);
  return {
    list: rows as unknown as Omit<PurchaseLineListRow, 'labels'>[],
    totalCount: Number(count.n),
    totals,
  };
}

/** What the bill view's filtered bills add up to: their lines per stock unit, and the amount. */
export async function billsSummary(db: Db, unitId: string, f: PurchaseListQuery, today: string) {
  const filtered = filteredBills(db, unitId, f, today);
  const [totals, amount] = await Promise.all([
    unitTotalsOfLines(
      db,
      unitId,
      db.selectFrom('purchaseLine as pl').select('pl.id').where('pl.purchaseBillId', 'in', filtered.select('v.id')),
    ),
    filtered.select(sql<string>`coalesce(sum(v.amount), 0)`.as('sum')).executeTakeFirstOrThrow(),
  ]);
  return { ...totals, amount: amount.sum };
}

/** Purchase lines with their bill's state, for 批量标完成 (unknown or foreign ids are absent). */
export async function linesWithBills(db: Db, unitId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('purchaseLine as pl')
    .innerJoin('purchaseBill as pb', 'pb.id', 'pl.purchaseBillId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'pl.materialSkuId')
    .where('pl.unitId', '=', unitId)
    .where('pb.isDeleted', '=', false)
    .where('pl.id', 'in', [...ids])
    .select(['pl.id', 'pb.no', 'pb.isSample', 'pb.status', 'pb.isCancelled', 's.materialNo', 's.colorName', 's.specNo'])
    .execute();
}
