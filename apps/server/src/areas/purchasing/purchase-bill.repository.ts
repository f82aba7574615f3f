import type { PurchaseBillRow, PurchaseListQuery } from '@gf/contracts';
import { sql, type Insertable, type Updateable } from 'kysely';
import { hasBlockingDownstreamSql } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { saveLinesByDifference } from '../../platform/db/lines-by-difference.js';
import type { PurchaseBillTable, PurchaseLineDemandTable, PurchaseLineTable } from '../../schema/purchasing.js';
import { billConditions } from './purchase-list.repository.js';
import { dateText } from './purchase-sql.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * Purchase bills with their figures: arrive status 0 none / 1 partial / 2 complete from the lines (a line is
 * complete when arrived ≥ total or marked 手动到齐), remitted = live remittances.
 */
function billView(db: Db, unitId: string) {
  const lines = db
    .selectFrom('purchaseLine as pl')
    .where('pl.unitId', '=', unitId)
    .select([
      'pl.purchaseBillId',
      sql<number>`count(*)::int`.as('skuCount'),
      sql<string>`sum(pl.total_quantity)`.as('totalQuantity'),
      sql<string>`sum(pl.arrived_quantity)`.as('arrivedQuantity'),
      sql<number>`sum(case when pl.is_arrive_complete or pl.arrived_quantity >= pl.total_quantity then 1 else 0 end)::int`.as(
        'completeLines',
      ),
      sql<number>`sum(case when pl.arrived_quantity > 0 then 1 else 0 end)::int`.as('touchedLines'),
    ])
    .groupBy('pl.purchaseBillId');
  const paid = db
    .selectFrom('purchaseRemittance as r')
    .where('r.unitId', '=', unitId)
    .where('r.isUndone', '=', false)
    .select(['r.purchaseBillId', sql<string>`sum(r.amount)`.as('remitted')])
    .groupBy('r.purchaseBillId');
  return db
    .selectFrom('purchaseBill as b')
    .innerJoin('supplier as sup', 'sup.id', 'b.supplierId')
    .leftJoin('appUser as u', 'u.id', 'b.purchaserId')
    .leftJoin('storehouse as sh', 'sh.id', 'b.arriveStorehouseId')
    .leftJoin(lines.as('l'), 'l.purchaseBillId', 'b.id')
    .leftJoin(paid.as('p'), 'p.purchaseBillId', 'b.id')
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .select([
      'b.id',
      sql<string>`case when b.is_sample then 'SAMPLE_PURCHASE' else 'MATERIALS_PURCHASE' end`.as('billType'),
      sql<0 | 1>`case when b.is_sample then 1 else 0 end`.as('belongModule'),
      'b.no as orderNo',
      'b.supplierId',
      'sup.name as supplierName',
      'b.purchaserId',
      'u.userName as purchaserName',
      sql<string>`to_char(b.date_purchase, 'YYYY-MM-DD')`.as('datePurchase'),
      dateText('b.expectDateEnd').as('expectDateEnd'),
      'b.designStyleNo',
      'b.arriveStorehouseId',
      'sh.name as arriveStorehouseName',
      'b.remark',
      'b.amount',
      sql<string>`coalesce(p.remitted, 0.00)`.as('remittedAmount'),
      'b.status',
      'b.isCancelled as cancel',
      'b.isClosed as closed',
      sql<0 | 1 | 2>`case when coalesce(l.complete_lines, 0) = coalesce(l.sku_count, 0) and l.sku_count > 0 then 2
        when coalesce(l.touched_lines, 0) > 0 or coalesce(l.complete_lines, 0) > 0 then 1 else 0 end`.as('arriveStatus'),
      sql<number>`coalesce(l.sku_count, 0)`.as('skuCount'),
      sql<string>`coalesce(l.total_quantity, 0.0000)`.as('totalQuantity'),
      sql<string>`coalesce(l.arrived_quantity, 0.0000)`.as('arrivedQuantity'),
      'b.version',
      'b.createdAt',
    ]);
}

type Raw = Omit<PurchaseBillRow, 'createdAt'> & { createdAt: Date };

/** A reviewed bill that live documents point at cannot be un-reviewed (status 6 in the list's full mode). */
const LOCKED = hasBlockingDownstreamSql(['MATERIALS_PURCHASE', 'SAMPLE_PURCHASE'], 'v.id');
const toRow = (r: Raw): PurchaseBillRow => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

export function filteredBills(db: Db, unitId: string, f: PurchaseListQuery, today: string) {
  let q = db.selectFrom(billView(db, unitId).as('v')).where('v.belongModule', '=', f.belongModule);
  if (f.searchColumn) {
    const like = likeContains(f.searchColumn);
    q = q.where((eb) =>
      eb.or([
        eb('v.orderNo', 'ilike', like),
        eb('v.supplierName', 'ilike', like),
        eb('v.designStyleNo', 'ilike', like),
        eb('v.remark', 'ilike', like),
        eb.exists(
          sql`(select 1 from purchase_line pl join material_sku_descriptor s on s.id = pl.material_sku_id
            where pl.purchase_bill_id = v.id and (s.material_no ilike ${like} or s.material_name ilike ${like}))`,
        ),
      ]),
    );
  }
  if (f.cancel !== undefined) q = q.where('v.cancel', '=', f.cancel === 1);
  if (f.closed !== undefined) q = q.where('v.closed', '=', f.closed === 1);
  if (f.arriveStatus !== undefined) q = q.where('v.arriveStatus', '=', f.arriveStatus);
  if (f.statuses?.length) {
    // 6 不可反审 is a reviewed bill that live documents point at (lineage); 7 asks for the full mode (6 shown).
    const stored = f.statuses.filter((s) => s !== 7 && s !== 6);
    const wantsLocked = f.statuses.includes(6);
    q = q.where((eb) =>
      eb.or([
        eb('v.status', 'in', stored.length ? stored : [-1]),
        ...(wantsLocked ? [eb.and([eb('v.status', '=', 2), eb(LOCKED, '=', true)])] : []),
      ]),
    );
  }
  if (f.expectStatus === 3) q = q.where('v.arriveStatus', '=', 2);
  if (f.expectStatus === 1)
    q = q
      .where('v.arriveStatus', '<>', 2)
      .where((eb) => eb.or([eb('v.expectDateEnd', 'is', null), eb('v.expectDateEnd', '>=', today)]));
  if (f.expectStatus === 2) q = q.where('v.arriveStatus', '<>', 2).where('v.expectDateEnd', '<', today);
  if (f.supplierIdList?.length) q = q.where('v.supplierId', 'in', f.supplierIdList);
  if (f.purchaserId) q = q.where('v.purchaserId', '=', f.purchaserId);
  if (f.orderNos?.length) q = q.where('v.orderNo', 'in', f.orderNos);
  if (f.datePurchaseStart) q = q.where('v.datePurchase', '>=', f.datePurchaseStart);
  if (f.datePurchaseEnd) q = q.where('v.datePurchase', '<=', f.datePurchaseEnd);
  if (f.expectDateStart) q = q.where('v.expectDateEnd', '>=', f.expectDateStart);
  if (f.expectDateEnd) q = q.where('v.expectDateEnd', '<=', f.expectDateEnd);
  // 生产单号, 物料, 商品 (a line of the bill matches) and 标签 (purchase-list.repository.ts).
  for (const condition of billConditions(f)) q = q.where(condition);
  return q;
}

export async function pageBills(db: Db, unitId: string, f: PurchaseListQuery, today: string, limit: number, offset: number) {
  const q = filteredBills(db, unitId, f, today);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q.selectAll().select(LOCKED.as('isLocked')).orderBy('v.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  const full = Boolean(f.statuses?.includes(7));
  return {
    list: (rows as unknown as (Raw & { isLocked: boolean })[]).map(({ isLocked, ...r }) =>
      toRow({ ...r, status: full && r.status === 2 && isLocked ? 6 : r.status }),
    ),
    totalCount: Number(count.n),
  };
}

export async function findBill(db: Db, unitId: string, id: string): Promise<PurchaseBillRow | undefined> {
  const row = await db.selectFrom(billView(db, unitId).as('v')).selectAll().where('v.id', '=', id).executeTakeFirst();
  return row ? toRow(row as unknown as Raw) : undefined;
}

export async function findBillsByIds(db: Db, unitId: string, ids: readonly string[]): Promise<PurchaseBillRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(billView(db, unitId).as('v'))
    .selectAll()
    .where('v.id', 'in', [...ids])
    .execute();
  return (rows as unknown as Raw[]).map(toRow);
}

/** The bill row locked for the rest of the transaction (cancel, close, remit). */
export async function lockBillRow(trx: Db, unitId: string, id: string) {
  return trx
    .selectFrom('purchaseBill')
    .select(['id', 'no', 'isSample', 'status', 'isCancelled', 'isClosed', 'supplierId', 'amount'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

export async function findBillIdByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('purchaseBill')
    .select('id')
    .where('unitId', '=', unitId)
    .where('no', '=', no)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return row?.id;
}

export async function noTaken(db: Db, unitId: string, no: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchaseBill')
    .select('id')
    .where('unitId', '=', unitId)
    .where('no', '=', no)
    .where('isDeleted', '=', false)
    .$if(Boolean(exceptId), (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertBill(trx: Db, values: Insertable<PurchaseBillTable>): Promise<string> {
  return (await trx.insertInto('purchaseBill').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Updates the head; with a version, only when it still matches (answers false when someone else saved). */
export async function updateBill(
  trx: Db,
  unitId: string,
  id: string,
  changes: Updateable<PurchaseBillTable>,
  version?: number,
): Promise<boolean> {
  const res = await trx
    .updateTable('purchaseBill')
    .set({ ...changes, version: sql`version + 1`, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .$if(version !== undefined, (q) => q.where('version', '=', version!))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The bill's lines by difference (ids kept); answers the saved line ids in order. */
export function saveLines(
  trx: Db,
  unitId: string,
  billId: string,
  lines: readonly (Omit<Insertable<PurchaseLineTable>, 'id' | 'unitId' | 'purchaseBillId' | 'sort'> & { id: string | null })[],
): Promise<string[]> {
  return saveLinesByDifference(
    trx,
    { table: 'purchase_line', billColumn: 'purchase_bill_id' },
    unitId,
    billId,
    lines,
    'materialsSkus',
  );
}

/** The demand splits of these lines, replaced by the given ones. */
export async function replaceSplits(
  trx: Db,
  unitId: string,
  splits: readonly Omit<Insertable<PurchaseLineDemandTable>, 'unitId'>[],
  lineIds: readonly string[],
): Promise<void> {
  if (lineIds.length)
    await trx
      .deleteFrom('purchaseLineDemand')
      .where('unitId', '=', unitId)
      .where('purchaseLineId', 'in', [...lineIds])
      .execute();
  if (splits.length)
    await trx
      .insertInto('purchaseLineDemand')
      .values(splits.map((s) => ({ ...s, unitId })))
      .execute();
}
