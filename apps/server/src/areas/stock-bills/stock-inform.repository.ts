import type { StockInformListInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { skuJoins, skuNameOf } from './stock-bill.repository.js';
import { likeContains } from '../../platform/db/keyword.js';
import { FACTORY_TIME_ZONE } from '../../platform/numbering/numbering.service.js';

function rowQuery(db: Db, unitId: string) {
  return db
    .selectFrom('stockInform as n')
    .innerJoin('storehouse as h', 'h.id', 'n.storehouseId')
    .innerJoin('storehouse as oh', 'oh.id', 'n.outStorehouseId')
    .innerJoin('stockBill as ob', 'ob.id', 'n.outBillId')
    .leftJoin('stockBill as ib', 'ib.id', 'n.inBillId')
    .leftJoin('appUser as u', 'u.id', 'n.createdBy')
    .where('n.unitId', '=', unitId)
    .select([
      'n.id',
      'n.billNo',
      'n.status',
      'n.storehouseId',
      'h.name as storehouseName',
      'n.outStorehouseId',
      'oh.name as outStorehouseName',
      'n.outBillId',
      'ob.billNo as outBillNo',
      'n.inBillId',
      'ib.billNo as inBillNo',
      'n.skuKind',
      'n.totalQuantity',
      'n.totalAmount',
      'n.receivedQuantity',
      'n.receivedAmount',
      'u.userName as createdByName',
      sql<string>`to_char(n.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
      'n.remark',
    ]);
}

export function findInform(db: Db, unitId: string, id: string) {
  return rowQuery(db, unitId).where('n.id', '=', id).executeTakeFirst();
}

/** Locks a notice of the factory for the rest of the transaction (its status decides what may happen to it). */
export function lockInform(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('stockInform')
    .selectAll()
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .forUpdate()
    .executeTakeFirst();
}

export function informOfOutBill(db: Db, unitId: string, outBillId: string) {
  return db
    .selectFrom('stockInform')
    .selectAll()
    .where('unitId', '=', unitId)
    .where('outBillId', '=', outBillId)
    .executeTakeFirst();
}

type Filter = Omit<StockInformListInput, 'pageNo' | 'pageNum' | 'pageSize'>;

export async function pageInforms(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  let q = rowQuery(db, unitId);
  if (f.storehouseId) q = q.where('n.storehouseId', '=', f.storehouseId);
  if (f.billNo) q = q.where('n.billNo', 'ilike', likeContains(f.billNo));
  if (f.orderDayStart) q = q.where(sql<string>`(n.created_at at time zone ${FACTORY_TIME_ZONE})::date`, '>=', f.orderDayStart);
  if (f.orderDayEnd) q = q.where(sql<string>`(n.created_at at time zone ${FACTORY_TIME_ZONE})::date`, '<=', f.orderDayEnd);
  if (f.outStorehouseIdList?.length) q = q.where('n.outStorehouseId', 'in', f.outStorehouseIdList);
  if (f.statusList?.length) q = q.where('n.status', 'in', f.statusList);
  if (f.stockInformIdList?.length) q = q.where('n.id', 'in', f.stockInformIdList);
  const [list, total] = await Promise.all([
    q.orderBy('n.id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom(q.as('x'))
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, totalCount: Number(total.count) };
}

export async function countOpen(db: Db, unitId: string, storehouseId: string | undefined): Promise<number> {
  let q = db
    .selectFrom('stockInform')
    .select(sql<string>`count(*)`.as('count'))
    .where('unitId', '=', unitId)
    .where('status', '=', 0);
  if (storehouseId) q = q.where('storehouseId', '=', storehouseId);
  return Number((await q.executeTakeFirstOrThrow()).count);
}

export async function listInformLines(db: Db, unitId: string, informId: string) {
  const { rows } = await sql<{
    id: string;
    skuId: string;
    skuName: string;
    quantity: string;
    received: string | null;
    price: string;
  }>`
    select l.id, l.sku_id as "skuId", l.quantity, l.received, l.price,
      ${skuNameOf(sql`n.sku_kind`)} as "skuName"
    from stock_inform_line l
    join stock_inform n on n.id = l.stock_inform_id
    ${skuJoins(sql`n.sku_kind`)}
    where l.stock_inform_id = ${informId} and l.unit_id = ${unitId}
    order by l.id`.execute(db);
  return rows;
}

export async function insertInform(
  db: Db,
  unitId: string,
  v: {
    billNo: string;
    storehouseId: string;
    outStorehouseId: string;
    outBillId: string;
    skuKind: string;
    totalQuantity: string;
    totalAmount: string;
    remark: string | null;
    createdBy: string;
  },
  lines: { skuId: string; quantity: string; price: string }[],
): Promise<string> {
  const { id } = await db
    .insertInto('stockInform')
    .values({ ...v, unitId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length)
    await db
      .insertInto('stockInformLine')
      .values(lines.map((l) => ({ ...l, unitId, stockInformId: id })))
      .execute();
  return id;
}

export async function deleteInform(db: Db, unitId: string, id: string): Promise<void> {
  await db.deleteFrom('stockInform').where('id', '=', id).where('unitId', '=', unitId).execute();
}

export async function setInformState(
  db: Db,
  unitId: string,
  id: string,
  v: { status: number; inBillId?: string | null; receivedQuantity?: string | null; receivedAmount?: string | null },
): Promise<void> {
  await db
    .updateTable('stockInform')
    .set({ ...v, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export async function setReceived(db: Db, unitId: string, informId: string, bySku: Map<string, string> | null): Promise<void> {
  const lines = await db
    .selectFrom('stockInformLine')
    .select(['id', 'skuId'])
    .where('stockInformId', '=', informId)
    .where('unitId', '=', unitId)
    .execute();
  for (const l of lines)
    await db
      .updateTable('stockInformLine')
      .set({ received: bySku ? (bySku.get(l.skuId) ?? '0') : null })
      .where('id', '=', l.id)
      .execute();
}
