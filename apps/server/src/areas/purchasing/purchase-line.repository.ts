import type { PurchaseLineDemandRow, PurchaseLineRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { COUNTED_BILL, COUNTED_QUANTITY } from './purchase-sql.js';
import { likeContains } from '../../platform/db/keyword.js';

function lineSelect(db: Db, unitId: string) {
  return db
    .selectFrom('purchaseLine as pl')
    .innerJoin('purchaseBill as pb', 'pb.id', 'pl.purchaseBillId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'pl.materialSkuId')
    .leftJoin('materialSkuSupplier as mss', (j) =>
      j.onRef('mss.materialSkuId', '=', 'pl.materialSkuId').onRef('mss.supplierId', '=', 'pb.supplierId'),
    )
    .where('pl.unitId', '=', unitId)
    .where('pb.isDeleted', '=', false)
    .select([
      'pl.id',
      'pl.purchaseBillId',
      'pb.no as purchaseBillNo',
      'pb.isSample as isSamplePurchase',
      'pb.supplierId',
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
      'pl.quantity',
      'pl.totalQuantity',
      'pl.unitPrice',
      'pl.amount',
      'pl.taxRate',
      'pl.arrivedQuantity',
      sql<string>`greatest(pl.total_quantity - pl.arrived_quantity, 0)`.as('outstandingQuantity'),
      sql<0 | 1 | 2>`case when pl.is_arrive_complete or pl.arrived_quantity >= pl.total_quantity then 2
        when pl.arrived_quantity > 0 then 1 else 0 end`.as('arriveStatus'),
      'pl.remark',
    ]);
}

export type LineRecord = Omit<PurchaseLineRow, 'demands'> & {
  purchaseBillId: string;
  purchaseBillNo: string;
  isSamplePurchase: boolean;
  supplierId: string;
};

/** The lines of these bills with their demand splits, in line order. */
export async function findLines(
  db: Db,
  unitId: string,
  billIds: readonly string[],
): Promise<(LineRecord & { demands: PurchaseLineDemandRow[] })[]> {
  if (billIds.length === 0) return [];
  const lines = (await lineSelect(db, unitId)
    .where('pl.purchaseBillId', 'in', [...billIds])
    .orderBy('pl.sort')
    .orderBy('pl.id')
    .execute()) as unknown as LineRecord[];
  const splits = lines.length
    ? await db
        .selectFrom('purchaseLineDemand as pld')
        .leftJoin('purchaseDemand as d', 'd.id', 'pld.purchaseDemandId')
        .innerJoin('purchaseLine as pl', 'pl.id', 'pld.purchaseLineId')
        .where('pld.unitId', '=', unitId)
        .where(
          'pld.purchaseLineId',
          'in',
          lines.map((l) => l.id),
        )
        .select([
          'pld.id',
          'pld.purchaseLineId',
          'pld.purchaseDemandId',
          'd.orderNo',
          'd.goodsStyleNo',
          'd.plannedQuantity',
          'd.reservedQuantity',
          'pld.quantity',
          'pld.arrivedQuantity',
          sql<string>`greatest(pld.quantity - pld.arrived_quantity, 0)`.as('outstandingQuantity'),
          sql<boolean>`(pl.is_arrive_complete or coalesce(d.is_arrive_complete, false) or pld.arrived_quantity >= pld.quantity)`.as(
            'isArriveComplete',
          ),
        ])
        .orderBy(sql`pld.purchase_demand_id is null`)
        .orderBy('pld.id')
        .execute()
    : [];
  return lines.map((l) => ({
    ...l,
    demands: splits.filter((s) => s.purchaseLineId === l.id).map(({ purchaseLineId: _, ...s }) => s),
  }));
}

/** Reviewed, open (not cancelled or closed) purchase lines with something still to arrive. */
export async function findOpenLines(
  db: Db,
  unitId: string,
  f: { purchaseBillIds?: string[] | undefined; supplierId?: string | undefined; keyword?: string | undefined },
): Promise<LineRecord[]> {
  let q = lineSelect(db, unitId)
    .where('pb.status', '=', 2)
    .where('pb.isCancelled', '=', false)
    .where('pb.isClosed', '=', false)
    .where('pl.isArriveComplete', '=', false)
    .where(sql<boolean>`pl.arrived_quantity < pl.total_quantity`);
  if (f.purchaseBillIds?.length) q = q.where('pl.purchaseBillId', 'in', f.purchaseBillIds);
  if (f.supplierId) q = q.where('pb.supplierId', '=', f.supplierId);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([eb('pb.no', 'ilike', like), eb('s.materialNo', 'ilike', like), eb('s.materialName', 'ilike', like)]),
    );
  }
  return (await q.orderBy('pb.id').orderBy('pl.sort').orderBy('pl.id').limit(2000).execute()) as unknown as LineRecord[];
}

/** These lines whatever their state (a rule re-checked at approval reads lines that may have closed since). */
export async function findLinesByIds(db: Db, unitId: string, ids: readonly string[]): Promise<LineRecord[]> {
  if (ids.length === 0) return [];
  return (await lineSelect(db, unitId)
    .where('pl.id', 'in', [...ids])
    .execute()) as unknown as LineRecord[];
}

/** Lines and their splits locked in id order (arrivals change them). */
export async function lockLinesWithSplits(trx: Db, unitId: string, lineIds: readonly string[]) {
  if (lineIds.length === 0) return { lines: [], splits: [] };
  const lines = await trx
    .selectFrom('purchaseLine')
    .select(['id', 'totalQuantity', 'arrivedQuantity'])
    .where('unitId', '=', unitId)
    .where('id', 'in', [...lineIds])
    .orderBy('id')
    .forUpdate()
    .execute();
  const splits = await trx
    .selectFrom('purchaseLineDemand')
    .select(['id', 'purchaseLineId', 'purchaseDemandId', 'quantity', 'arrivedQuantity'])
    .where('unitId', '=', unitId)
    .where('purchaseLineId', 'in', [...lineIds])
    .orderBy(sql`purchase_demand_id is null`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return { lines, splits };
}

/** New arrived quantities of purchase lines and their demand splits (locked by the caller), in one statement. */
export async function setArrived(
  trx: Db,
  unitId: string,
  lines: { id: string; arrived: string }[],
  splits: { id: string; arrived: string }[],
): Promise<void> {
  if (lines.length === 0 && splits.length === 0) return;
  await sql`
    with split_rows as (
      update purchase_line_demand as d set arrived_quantity = v.q, updated_at = now()
      from unnest(${splits.map((r) => r.id)}::bigint[], ${splits.map((r) => r.arrived)}::numeric[]) as v(id, q)
      where d.id = v.id and d.unit_id = ${unitId}::bigint)
    update purchase_line as l set arrived_quantity = v.q, updated_at = now()
    from unnest(${lines.map((r) => r.id)}::bigint[], ${lines.map((r) => r.arrived)}::numeric[]) as v(id, q)
    where l.id = v.id and l.unit_id = ${unitId}::bigint
  `.execute(trx);
}

/** 手动到齐 / 撤销: the line of this bill and SKU. Answers the line id, or undefined. */
export async function setLineArriveComplete(
  db: Db,
  unitId: string,
  billId: string,
  materialSkuId: string,
  complete: boolean,
): Promise<string | undefined> {
  const row = await db
    .updateTable('purchaseLine')
    .set({ isArriveComplete: complete, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('purchaseBillId', '=', billId)
    .where('materialSkuId', '=', materialSkuId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * 是否到齐 of an arrival (the arrivals area through index.ts): its review closes the purchase lines its lines mark
 * complete, as 手动到齐 would, and its un-review reopens them. Only lines whose flag actually changes are touched; the
 * answer is their ids, so the arrival can note which lines it closed and reopen exactly those (never one closed by
 * hand or by another arrival).
 */
export async function setLinesArriveComplete(
  trx: Db,
  unitId: string,
  purchaseLineIds: readonly string[],
  complete: boolean,
): Promise<string[]> {
  const ids = [...new Set(purchaseLineIds)];
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('purchaseLine')
    .set({ isArriveComplete: complete, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .where('isArriveComplete', '=', !complete)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * checkIsExceed: the demand lines this bill buys for where the bill together with the other submitted or
 * effective bills (status 1, 2, 3) buys more than planned − reserved (0 once the line is completed).
 */
/**
 * Demand lines this bill would take past their plan. At submit, bills pending review count too (they hold their
 * share); at approval only reviewed ones and this bill do, so of two bills submitted together the first approved
 * wins and the second is refused, never both.
 */
export async function exceedingDemands(db: Db, unitId: string, billId: string, phase: 'submit' | 'approve' = 'submit') {
  const holding = phase === 'submit' ? [1, 2, 3] : [2, 3];
  const { rows } = await sql<{
    demandId: string;
    orderNo: string;
    materialSkuId: string;
    allowed: string;
    purchased: string;
  }>`
    with mine as (
      select distinct pld.purchase_demand_id as demand_id
      from purchase_line_demand pld join purchase_line pl on pl.id = pld.purchase_line_id
      where pl.purchase_bill_id = ${billId} and pld.unit_id = ${unitId} and pld.purchase_demand_id is not null
    ), bought as (
      select pld.purchase_demand_id as demand_id, sum(${COUNTED_QUANTITY}) as purchased
      from purchase_line_demand pld
      join purchase_line pl on pl.id = pld.purchase_line_id
      join purchase_bill pb on pb.id = pl.purchase_bill_id
      where pld.purchase_demand_id in (select demand_id from mine) and ${COUNTED_BILL}
        and (pb.id = ${billId} or pb.status in (${sql.join(holding)}))
      group by pld.purchase_demand_id
    )
    select d.id as demand_id, d.order_no, d.material_sku_id,
      case when d.is_completed then 0 else greatest(d.planned_quantity - d.reserved_quantity, 0) end as allowed,
      b.purchased
    from purchase_demand d join bought b on b.demand_id = d.id
    where d.unit_id = ${unitId}
      and b.purchased > case when d.is_completed then 0 else greatest(d.planned_quantity - d.reserved_quantity, 0) end
    order by d.id`.execute(db);
  return rows;
}

/**
 * Locks purchase lines (id order) for a rule that reads what they have received: an arrival's limits at submit
 * and at approval, so two approvals against one line take turns and the second sees the first's quantity.
 */
export async function lockPurchaseLines(trx: Db, unitId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .selectFrom('purchaseLine')
    .select('id')
    .where('unitId', '=', unitId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Locks the demand lines a purchase bill buys for (id order): its plan check at submit and approval takes turns. */
export async function lockDemandsOfBill(trx: Db, unitId: string, billId: string): Promise<void> {
  await sql`select d.id from purchase_demand d
    where d.unit_id = ${unitId} and d.id in (
      select pld.purchase_demand_id from purchase_line_demand pld join purchase_line pl on pl.id = pld.purchase_line_id
      where pl.purchase_bill_id = ${billId} and pld.unit_id = ${unitId})
    order by d.id for update`.execute(trx);
}
