import type { AllocateBillType, AllocateListInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/** What a reviewed 调出单 has had received by reviewed 调入单 (the list's 已调入 and its 在途 filter). */
const receivedSql = sql<string>`coalesce((select sum(i.total_quantity) from allocate_bill i
  where i.call_out_id = b.id and i.status = 2 and not i.is_deleted), 0)`;

/** A transfer's head with its names (the list row and the detail's head). */
function headQuery(db: Db, unitId: string) {
  return db
    .selectFrom('allocateBill as b')
    .innerJoin('storehouse as oh', 'oh.id', 'b.outStorehouseId')
    .innerJoin('storehouse as ih', 'ih.id', 'b.inStorehouseId')
    .leftJoin('allocateBill as o', 'o.id', 'b.callOutId')
    .leftJoin('appUser as u', 'u.id', 'b.operatorId')
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .select([
      'b.id',
      'b.billNo',
      sql<AllocateBillType>`b.bill_type`.as('billType'),
      'b.skuKind',
      'b.status',
      'b.outStorehouseId',
      'oh.name as outStorehouseName',
      'b.inStorehouseId',
      'ih.name as inStorehouseName',
      'b.callOutId',
      'o.billNo as callOutNo',
      'b.isAuto',
      'b.operatorId as operaterId',
      'u.userName as operaterName',
      sql<string>`to_char(b.op_date, 'YYYY-MM-DD')`.as('opDate'),
      'b.remark',
      'b.totalQuantity',
      sql<string | null>`case when b.bill_type = 'BILL_CALL_OUT' and b.status = 2 then ${receivedSql} end`.as('receivedQuantity'),
    ]);
}

export type AllocateHead = Awaited<ReturnType<typeof findHead>> & object;

export function findHead(db: Db, unitId: string, id: string) {
  return headQuery(db, unitId).where('b.id', '=', id).executeTakeFirst();
}

type Filter = Omit<AllocateListInput, 'pageNo' | 'pageNum' | 'pageSize'>;

function filtered(db: Db, unitId: string, f: Filter) {
  let q = headQuery(db, unitId);
  if (f.billNo) q = q.where('b.billNo', 'ilike', likeContains(f.billNo));
  if (f.billType) q = q.where('b.billType', '=', f.billType);
  if (f.skuKind) q = q.where('b.skuKind', '=', f.skuKind);
  if (f.outStorehouseId) q = q.where('b.outStorehouseId', '=', f.outStorehouseId);
  if (f.inStorehouseId) q = q.where('b.inStorehouseId', '=', f.inStorehouseId);
  if (f.opDateStart) q = q.where('b.opDate', '>=', f.opDateStart);
  if (f.opDateEnd) q = q.where('b.opDate', '<=', f.opDateEnd);
  if (f.callOutId) q = q.where('b.callOutId', '=', f.callOutId);
  if (f.reviewStatusList?.length) q = q.where('b.status', 'in', f.reviewStatusList);
  if (f.isInTransit !== undefined)
    q = q.where(
      sql<boolean>`(b.bill_type = 'BILL_CALL_OUT' and b.status = 2 and b.total_quantity > ${receivedSql}) = ${f.isInTransit}`,
    );
  return q;
}

export async function pageHeads(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  const base = filtered(db, unitId, f);
  const [list, total] = await Promise.all([
    base.orderBy('b.opDate', 'desc').orderBy('b.id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom(base.as('x'))
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(x.total_quantity), 0)`.as('quantity'),
        sql<string>`coalesce(sum(case when x.bill_type = 'BILL_CALL_OUT' then x.total_quantity - coalesce(x.received_quantity, x.total_quantity) end), 0)`.as(
          'inTransit',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { list, totalCount: Number(total.count), sumQuantity: total.quantity, sumInTransit: total.inTransit };
}

/** Every head of the filter (the Excel export), newest first. */
export function allHeads(db: Db, unitId: string, f: Filter, limit: number) {
  return filtered(db, unitId, f).orderBy('b.opDate', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
}

/** A line's SKU named for the reader: goods "款号 颜色/尺码", materials "编号 名称 颜色". */
export async function listLines(db: Db, unitId: string, billId: string) {
  const { rows } = await sql<{
    id: string;
    skuId: string;
    skuName: string;
    skuCode: string | null;
    stockUnit: string | null;
    styleId: string | null;
    styleNo: string | null;
    colorName: string | null;
    sizeName: string | null;
    standardName: string | null;
    quantity: string;
    callOutLineId: string | null;
  }>`
    select l.id, l.sku_id as "skuId", l.quantity, l.call_out_line_id as "callOutLineId",
      case when b.sku_kind = 'GOODS'
        then concat_ws(' ', gs.style_no, concat_ws('/', gc.name, gz.name, gl.name))
        else concat_ws(' ', md.material_no, md.material_name, md.color_name) end as "skuName",
      case when b.sku_kind = 'GOODS' then gs.style_no else md.material_no end as "skuCode",
      md.stock_unit as "stockUnit",
      g.goods_style_id as "styleId", gs.style_no as "styleNo", gc.name as "colorName", gz.name as "sizeName",
      gl.name as "standardName"
    from allocate_bill_line l
    join allocate_bill b on b.id = l.allocate_bill_id
    left join goods_sku g on b.sku_kind = 'GOODS' and g.id = l.sku_id
    left join goods_style gs on gs.id = g.goods_style_id
    left join sku_attr gc on gc.id = g.color_id
    left join sku_attr gz on gz.id = g.size_id
    left join sku_attr gl on gl.id = g.standard_id
    left join material_sku_descriptor md on b.sku_kind = 'MATERIAL' and md.id = l.sku_id
    where l.allocate_bill_id = ${billId} and l.unit_id = ${unitId}
    order by l.sort, l.id`.execute(db);
  return rows;
}

/** The factory's live SKUs among `ids` of a kind (another factory's SKU is not usable: ADR 0011). */
export async function ownSkus(db: Db, unitId: string, kind: 'GOODS' | 'MATERIAL', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows =
    kind === 'GOODS'
      ? await db
          .selectFrom('goodsSku')
          .select('id')
          .where('unitId', '=', unitId)
          .where('isDeleted', '=', false)
          .where('id', 'in', ids)
          .execute()
      : await db
          .selectFrom('materialSkuDescriptor')
          .select('id')
          .where('unitId', '=', unitId)
          .where('isDeleted', '=', false)
          .where('id', 'in', ids)
          .execute();
  return new Set(rows.map((r) => r.id));
}

export interface HeadValues {
  billNo: string;
  billType: AllocateBillType;
  skuKind: 'GOODS' | 'MATERIAL';
  outStorehouseId: string;
  inStorehouseId: string;
  callOutId: string | null;
  isAuto?: boolean;
  operatorId: string;
  opDate: string;
  remark: string | null;
  totalQuantity: string;
}

export async function insertHead(db: Db, unitId: string, userId: string, v: HeadValues): Promise<string> {
  const row = await db
    .insertInto('allocateBill')
    .values({ ...v, unitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHead(db: Db, unitId: string, userId: string, id: string, v: HeadValues): Promise<void> {
  await db
    .updateTable('allocateBill')
    .set({ ...v, updatedBy: userId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

export interface LineValues {
  skuId: string;
  quantity: string;
  callOutLineId: string | null;
}

/** The whole set of lines each save (a draft's lines are not referenced by anything yet). */
export async function replaceLines(db: Db, unitId: string, billId: string, lines: LineValues[]): Promise<string[]> {
  await db.deleteFrom('allocateBillLine').where('unitId', '=', unitId).where('allocateBillId', '=', billId).execute();
  const rows = await db
    .insertInto('allocateBillLine')
    .values(lines.map((l, sort) => ({ ...l, unitId, allocateBillId: billId, sort })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function isNumberTaken(db: Db, unitId: string, billNo: string, exceptId: string | null): Promise<boolean> {
  let q = db
    .selectFrom('allocateBill')
    .select('id')
    .where('unitId', '=', unitId)
    .where('billNo', '=', billNo)
    .where('isDeleted', '=', false);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export async function orderNos(db: Db, unitId: string, billType: AllocateBillType | undefined, like: string | undefined) {
  let q = db
    .selectFrom('allocateBill')
    .select(['id as value', 'billNo as label'])
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false);
  if (billType) q = q.where('billType', '=', billType);
  if (like) q = q.where('billNo', 'ilike', likeContains(like));
  return q.orderBy('id', 'desc').limit(50).execute();
}

/** The 调入单 of an out that are live (not voided or deleted), locked (auto receipts taken down with their out). */
export async function liveCallIns(db: Db, unitId: string, outId: string) {
  return db
    .selectFrom('allocateBill')
    .select(['id', 'status', 'isAuto'])
    .where('unitId', '=', unitId)
    .where('callOutId', '=', outId)
    .where('isDeleted', '=', false)
    .where('status', '<>', 5)
    .orderBy('id')
    .execute();
}

export async function autoReceiveStorehouses(db: Db, unitId: string) {
  return db
    .selectFrom('allocateAutoReceive as a')
    .innerJoin('storehouse as s', 's.id', 'a.storehouseId')
    .select(['a.storehouseId', 's.name as storehouseName'])
    .where('a.unitId', '=', unitId)
    .orderBy('a.storehouseId')
    .execute();
}

export async function setAutoReceiveStorehouses(db: Db, unitId: string, userId: string, ids: string[]): Promise<void> {
  await db.deleteFrom('allocateAutoReceive').where('unitId', '=', unitId).execute();
  if (ids.length)
    await db
      .insertInto('allocateAutoReceive')
      .values(ids.map((storehouseId) => ({ unitId, storehouseId, createdBy: userId })))
      .execute();
}
