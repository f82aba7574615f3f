import {
  dec,
  moveDemandLine,
  type PurchaseDemandMaterialRow,
  type PurchaseDemandPage,
  type PurchaseDemandRow,
} from '@gf/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PurchaseDemandTable } from '../../schema/purchasing.js';
import { COUNTED_BILL, COUNTED_QUANTITY, dateText } from './purchase-sql.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * Demand lines with their computed figures. purchased and arrived are summed from the purchase line splits
 * of counted bills (purchase-sql.ts); waiting = planned − reserved − purchased, never below 0, and 0 once
 * the line is manually completed. Material, supplier and user names are read by join (read-only).
 */
function demandView(db: Db, unitId: string, opts: { excludeBillId?: string | undefined } = {}) {
  const sums = db
    .selectFrom('purchaseLineDemand as pld')
    .innerJoin('purchaseLine as pl', 'pl.id', 'pld.purchaseLineId')
    .innerJoin('purchaseBill as pb', 'pb.id', 'pl.purchaseBillId')
    .where('pld.unitId', '=', unitId)
    .where('pld.purchaseDemandId', 'is not', null)
    .where(COUNTED_BILL)
    .$if(Boolean(opts.excludeBillId), (q) => q.where('pb.id', '<>', opts.excludeBillId!))
    .select([
      'pld.purchaseDemandId as demandId',
      sql<string>`sum(${COUNTED_QUANTITY})`.as('purchased'),
      sql<string>`sum(pld.arrived_quantity)`.as('arrived'),
    ])
    .groupBy('pld.purchaseDemandId');

  return db
    .selectFrom('purchaseDemand as d')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'd.materialSkuId')
    .leftJoin('supplier as sup', 'sup.id', 'd.supplierId')
    .leftJoin('materialSkuSupplier as mss', (j) =>
      j.onRef('mss.materialSkuId', '=', 'd.materialSkuId').onRef('mss.supplierId', '=', 'd.supplierId'),
    )
    .leftJoin('appUser as u', 'u.id', 'd.purchaserId')
    .leftJoin(sums.as('agg'), 'agg.demandId', 'd.id')
    .where('d.unitId', '=', unitId)
    .where('d.isDeleted', '=', false)
    .select([
      'd.id',
      'd.productionOrderId',
      'd.orderNo',
      'd.goodsStyleNo',
      'd.materialSkuId',
      's.materialId',
      's.materialNo',
      's.materialName',
      's.kindName',
      's.colorName',
      's.specNo',
      's.sampleMaterial as isSampleMaterial',
      's.stockUnit',
      sql<string>`coalesce(s.purchase_unit, s.stock_unit)`.as('purchaseUnit'),
      's.conversionRate',
      'd.supplierId',
      'sup.name as supplierName',
      'mss.supplierStyleNo',
      'mss.supplierColorNo',
      'mss.planCost as referencePrice',
      'd.purchaserId',
      'u.userName as purchaserName',
      'd.demandQuantity',
      'd.plannedQuantity',
      'd.reservedQuantity',
      sql<string>`coalesce(agg.purchased, 0.0000)`.as('purchasedQuantity'),
      sql<string>`coalesce(agg.arrived, 0.0000)`.as('arrivedQuantity'),
      sql<string>`case when d.is_completed then 0.0000 else greatest(d.planned_quantity - d.reserved_quantity - coalesce(agg.purchased, 0), 0.0000) end`.as(
        'waitingQuantity',
      ),
      'd.isCompleted',
      'd.isArriveComplete',
      dateText('d.deliveryDate').as('deliveryDate'),
      'd.remark',
      'd.createdAt',
    ]);
}

type ViewRow = Omit<PurchaseDemandRow, 'createdAt'> & { createdAt: Date };

function filtered(db: Db, unitId: string, f: PurchaseDemandPage) {
  let q = db.selectFrom(demandView(db, unitId).as('v'));
  const done = sql<boolean>`(v.is_completed or v.waiting_quantity = 0)`;
  if (!f.includeCompleted && f.purchaseState !== 'COMPLETED') q = q.where(sql<boolean>`not ${done}`);
  if (f.purchaseState === 'COMPLETED') q = q.where(done);
  if (f.purchaseState === 'NONE') q = q.where(sql<boolean>`v.purchased_quantity = 0`);
  if (f.purchaseState === 'PURCHASED') q = q.where(sql<boolean>`v.purchased_quantity > 0`);
  if (f.queryColumn) {
    const like = likeContains(f.queryColumn);
    q = q.where((eb) =>
      eb.or([
        eb('v.orderNo', 'ilike', like),
        eb('v.goodsStyleNo', 'ilike', like),
        eb('v.materialNo', 'ilike', like),
        eb('v.materialName', 'ilike', like),
        eb('v.supplierName', 'ilike', like),
      ]),
    );
  }
  if (f.orderNos?.length) q = q.where('v.orderNo', 'in', f.orderNos);
  if (f.supplierIds?.length) q = q.where('v.supplierId', 'in', f.supplierIds);
  if (f.materialSkuIds?.length) q = q.where('v.materialSkuId', 'in', f.materialSkuIds);
  if (f.ids?.length) q = q.where('v.id', 'in', f.ids);
  if (f.purchaserId) q = q.where('v.purchaserId', '=', f.purchaserId);
  if (f.allocated === 0) q = q.where('v.purchaserId', 'is', null);
  if (f.allocated === 1) q = q.where('v.purchaserId', 'is not', null);
  if (f.deliveryStartDate) q = q.where(sql<boolean>`v.delivery_date >= ${f.deliveryStartDate}`);
  if (f.deliveryEndDate) q = q.where(sql<boolean>`v.delivery_date <= ${f.deliveryEndDate}`);
  return q;
}

const toRow = (r: ViewRow): PurchaseDemandRow => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

export async function pageDemands(db: Db, unitId: string, f: PurchaseDemandPage, limit: number, offset: number) {
  const q = filtered(db, unitId, f);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('v.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { list: (rows as unknown as ViewRow[]).map(toRow), totalCount: Number(count.n) };
}

/** By material: one row per SKU × supplier, summing the filtered demand lines. */
export async function pageDemandMaterials(db: Db, unitId: string, f: PurchaseDemandPage, limit: number, offset: number) {
  const grouped = filtered(db, unitId, f)
    .select([
      'v.materialSkuId',
      'v.supplierId',
      sql<string[]>`array_agg(v.id order by v.id)`.as('demandIds'),
      sql<string[]>`array_agg(distinct v.order_no)`.as('orderNos'),
      sql<string>`sum(v.demand_quantity)`.as('demandQuantity'),
      sql<string>`sum(v.planned_quantity)`.as('plannedQuantity'),
      sql<string>`sum(v.reserved_quantity)`.as('reservedQuantity'),
      sql<string>`sum(v.purchased_quantity)`.as('purchasedQuantity'),
      sql<string>`sum(v.arrived_quantity)`.as('arrivedQuantity'),
      sql<string>`sum(v.waiting_quantity)`.as('waitingQuantity'),
      sql<string>`min(v.material_id)`.as('materialId'),
      sql<string>`min(v.material_no)`.as('materialNo'),
      sql<string>`min(v.material_name)`.as('materialName'),
      sql<string>`min(v.kind_name)`.as('kindName'),
      sql<string>`min(v.color_name)`.as('colorName'),
      sql<string>`min(v.spec_no)`.as('specNo'),
      sql<boolean>`bool_or(v.is_sample_material)`.as('isSampleMaterial'),
      sql<string>`min(v.stock_unit)`.as('stockUnit'),
      sql<string>`min(v.purchase_unit)`.as('purchaseUnit'),
      sql<string>`min(v.conversion_rate)`.as('conversionRate'),
      sql<string | null>`min(v.supplier_name)`.as('supplierName'),
      sql<string | null>`min(v.supplier_style_no)`.as('supplierStyleNo'),
      sql<string | null>`min(v.supplier_color_no)`.as('supplierColorNo'),
      sql<string | null>`min(v.reference_price)`.as('referencePrice'),
    ])
    .groupBy(['v.materialSkuId', 'v.supplierId']);
  const [count, rows] = await Promise.all([
    db
      .selectFrom(grouped.as('g'))
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(grouped.as('g'))
      .selectAll()
      .orderBy('g.materialNo')
      .orderBy('g.materialSkuId')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows as unknown as PurchaseDemandMaterialRow[], totalCount: Number(count.n) };
}

/** Demand lines by id (this unit only), in the order given, with waiting computed without one bill's own splits. */
export async function findDemands(
  db: Db,
  unitId: string,
  ids: readonly string[],
  opts: { excludeBillId?: string | undefined } = {},
): Promise<PurchaseDemandRow[]> {
  if (ids.length === 0) return [];
  const rows = (await demandView(db, unitId, opts)
    .where('d.id', 'in', [...ids])
    .execute()) as unknown as ViewRow[];
  const byId = new Map(rows.map((r) => [r.id, toRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is PurchaseDemandRow => Boolean(r));
}

export async function insertDemand(db: Db, values: Insertable<PurchaseDemandTable>): Promise<string> {
  const row = await db.insertInto('purchaseDemand').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates live demand lines of the unit; answers how many changed. */
export async function updateDemands(
  db: Db,
  unitId: string,
  ids: readonly string[],
  changes: Pick<
    Updateable<PurchaseDemandTable>,
    'supplierId' | 'purchaserId' | 'isCompleted' | 'isArriveComplete' | 'plannedQuantity' | 'reservedQuantity'
  >,
): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db
    .updateTable('purchaseDemand')
    .set({ ...changes, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Locks the unit's demand rows (fixed id order) so concurrent purchases see each other's splits. */
export async function lockDemands(trx: Db, unitId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('purchaseDemand')
    .select('id')
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** One order's demand for one goods style and material SKU, as the order-demand area moves it (issue 10 part 5). */
export interface OrderDemandMove {
  /** The board line carrying it now, or null: a new line is made when the order asks anything. */
  demandId: string | null;
  productionOrderId: string;
  orderNo: string;
  goodsStyleId: string;
  goodsStyleNo: string;
  materialSkuId: string;
  deliveryDate: string | null;
  /** What the order asks now (stock unit, 4 decimals). */
  quantity: string;
  /** The supplier the BOM names for this material (换供应商), taken by a new line before the SKU's default. */
  supplierId?: string | null;
}

/**
 * Sets production orders' demand lines to what the orders ask, by difference, inside the caller's transaction: the
 * lines are locked first (id order, like a purchase's splits), a line's demand never drops below what is purchased
 * (counted bills) plus reserved, so a surplus stays on the board, and 计划采购 moves by the same difference, never
 * below the new demand. A line left with nothing goes (soft delete); new lines take the BOM's supplier for the material,
or else the SKU's default supplier.
 * Inserts and updates are one statement each. Answers, per move in order, the line now carrying it and its demand.
 */
export async function moveOrderDemandLines(
  trx: Db,
  unitId: string,
  userId: string,
  moves: readonly OrderDemandMove[],
): Promise<{ demandId: string | null; demandQuantity: string }[]> {
  const existingIds = moves.flatMap((m) => (m.demandId ? [m.demandId] : []));
  await lockDemands(trx, unitId, existingIds);
  const current = new Map((await findDemands(trx, unitId, existingIds)).map((d) => [d.id, d]));
  const out: { demandId: string | null; demandQuantity: string }[] = [];
  const updates: { id: string; demand: string; planned: string; m: OrderDemandMove }[] = [];
  const gone: string[] = [];
  const inserts: { index: number; m: OrderDemandMove }[] = [];
  moves.forEach((m, index) => {
    const d = m.demandId ? current.get(m.demandId) : undefined;
    if (!d) {
      out.push({ demandId: null, demandQuantity: '0' });
      if (dec.isPositive(m.quantity)) inserts.push({ index, m });
      return;
    }
    const next = moveDemandLine(
      { demand: d.demandQuantity, planned: d.plannedQuantity, purchased: d.purchasedQuantity, reserved: d.reservedQuantity },
      m.quantity,
    );
    if (!next) {
      gone.push(d.id);
      out.push({ demandId: null, demandQuantity: '0' });
      return;
    }
    const { demand, planned } = next;
    updates.push({ id: d.id, demand, planned, m });
    out.push({ demandId: d.id, demandQuantity: demand });
  });
  if (gone.length)
    await trx
      .updateTable('purchaseDemand')
      .set({ isDeleted: true, updatedAt: new Date() })
      .where('unitId', '=', unitId)
      .where('id', 'in', gone)
      .execute();
  if (updates.length) {
    const values = sql.join(
      updates.map(
        (u) =>
          sql`(${u.id}::bigint, ${u.demand}::numeric, ${u.planned}::numeric, ${u.m.orderNo}::text, ${u.m.deliveryDate}::date)`,
      ),
    );
    await sql`
      update purchase_demand d set demand_quantity = v.demand, planned_quantity = v.planned, order_no = v.order_no,
        delivery_date = coalesce(v.delivery_date, d.delivery_date), updated_at = now()
      from (values ${values}) as v(id, demand, planned, order_no, delivery_date)
      where d.id = v.id and d.unit_id = ${unitId}`.execute(trx);
  }
  if (inserts.length) {
    // One INSERT … SELECT over the moves as arrays (a few parameters, not a dozen per line), the SKU's default
    // supplier looked up in the same statement; rows come back in the arrays' order (ordinality).
    const col = <T>(f: (m: OrderDemandMove) => T) => inserts.map(({ m }) => f(m));
    const { rows } = await sql<{ id: string }>`
      insert into purchase_demand (unit_id, production_order_id, order_no, goods_style_id, goods_style_no, material_sku_id,
        supplier_id, purchaser_id, demand_quantity, planned_quantity, delivery_date, remark, created_by)
      select ${unitId}::bigint, v.order_id, v.order_no, v.style_id, v.style_no, v.sku_id,
        coalesce(v.supplier_id, (select mss.supplier_id from material_sku_descriptor s
          join material_sku_supplier mss on mss.material_sku_id = s.id and mss.is_default
          where s.id = v.sku_id and s.unit_id = ${unitId} and not s.is_deleted and not s.material_is_deleted
          order by mss.id desc limit 1)),
        null, v.quantity, v.quantity, v.delivery_date, null, ${userId}::bigint
      from unnest(${col((m) => m.productionOrderId)}::bigint[], ${col((m) => m.orderNo)}::text[],
        ${col((m) => m.goodsStyleId)}::bigint[], ${col((m) => m.goodsStyleNo)}::text[], ${col((m) => m.materialSkuId)}::bigint[],
        ${col((m) => m.quantity)}::numeric[], ${col((m) => m.deliveryDate)}::date[], ${col((m) => m.supplierId ?? null)}::bigint[])
        with ordinality as v(order_id, order_no, style_id, style_no, sku_id, quantity, delivery_date, supplier_id, ord)
      order by v.ord
      returning id::text as id`.execute(trx);
    inserts.forEach(({ index, m }, i) => (out[index] = { demandId: rows[i]!.id, demandQuantity: m.quantity }));
  }
  return out;
}
