import type { StockBillListInput, StockBillType } from '@gf/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Everything a stock bill's head answers, names joined (the list row and the detail's head). */
function headQuery(db: Db, unitId: string) {
  return db
    .selectFrom('stockBill as b')
    .innerJoin('storehouse as h', 'h.id', 'b.storehouseId')
    .leftJoin('storehouse as ih', 'ih.id', 'b.inStorehouseId')
    .leftJoin('outsideFactory as f', 'f.id', 'b.outsideFactoryId')
    .leftJoin('customer as c', 'c.id', 'b.customerId')
    .leftJoin('productionOrder as o', 'o.id', 'b.productionOrderId')
    .leftJoin('stockInform as n', 'n.id', 'b.informId')
    .leftJoin('appUser as u', 'u.id', 'b.operatorId')
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .select([
      'b.id',
      'b.billNo',
      sql<StockBillType>`b.operate_type`.as('operateType'),
      'b.skuKind',
      'b.status',
      'b.storehouseId',
      'h.name as storehouseName',
      'b.inStorehouseId',
      'ih.name as inStorehouseName',
      'b.outsideFactoryId as commonOutsideFactoryId',
      'f.name as outsideFactoryName',
      'b.customerId',
      'c.name as customerName',
      'b.productionOrderId',
      'o.orderNo',
      'b.informId',
      'n.billNo as informNo',
      'b.operatorId as operaterId',
      'u.userName as operaterName',
      sql<string>`to_char(b.op_date, 'YYYY-MM-DD')`.as('opDate'),
      'b.remark',
      'b.adjustNote',
      'b.totalQuantity',
      'b.totalAmount',
      'b.printCount',
      'b.cancelRemark',
      // 审批备注: the message of the bill's latest review event that carried one.
      sql<string | null>`(select e.message from bill_event e where e.unit_id = b.unit_id and e.bill_id = b.id
        and e.bill_type = b.operate_type and e.message is not null order by e.id desc limit 1)`.as('reviewMessage'),
    ]);
}

export type StockBillHead = Awaited<ReturnType<typeof findHead>> & object;

export function findHead(db: Db, unitId: string, id: string) {
  return headQuery(db, unitId).where('b.id', '=', id).executeTakeFirst();
}

export function findHeadByNo(db: Db, unitId: string, billNo: string) {
  return headQuery(db, unitId).where('b.billNo', '=', billNo).executeTakeFirst();
}

type Filter = Omit<StockBillListInput, 'pageNo' | 'pageNum' | 'pageSize'>;

function filtered(db: Db, unitId: string, f: Filter) {
  let q = headQuery(db, unitId);
  if (f.billNo) q = q.where('b.billNo', 'ilike', likeContains(f.billNo));
  if (f.operaterIds?.length) q = q.where('b.operatorId', 'in', f.operaterIds);
  if (f.operateDateStart) q = q.where('b.opDate', '>=', f.operateDateStart);
  if (f.operateDateEnd) q = q.where('b.opDate', '<=', f.operateDateEnd);
  if (f.operateTypes?.length) q = q.where('b.operateType', 'in', f.operateTypes);
  if (f.skuKind) q = q.where('b.skuKind', '=', f.skuKind);
  if (f.storehouseId) q = q.where('b.storehouseId', '=', f.storehouseId);
  if (f.customerIds?.length) q = q.where('b.customerId', 'in', f.customerIds);
  if (f.commonOutsideFactoryIds?.length) q = q.where('b.outsideFactoryId', 'in', f.commonOutsideFactoryIds);
  if (f.productionOrderId) q = q.where('b.productionOrderId', '=', f.productionOrderId);
  if (f.remark) q = q.where('b.remark', 'ilike', likeContains(f.remark));
  if (f.isAllot !== undefined) q = q.where(sql<boolean>`(b.in_storehouse_id is not null) = ${f.isAllot}`);
  if (f.reviewStatusList?.length) q = q.where('b.status', 'in', f.reviewStatusList);
  if (f.billIds?.length) q = q.where('b.id', 'in', f.billIds);
  if (f.skuId)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stockBillLine as l').select('l.id').whereRef('l.stockBillId', '=', 'b.id').where('l.skuId', '=', f.skuId!),
      ),
    );
  return q;
}

export async function pageHeads(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  const base = filtered(db, unitId, f);
  const [list, total, units] = await Promise.all([
    base.orderBy('b.opDate', 'desc').orderBy('b.id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom(base.as('x'))
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(x.total_quantity), 0)`.as('quantity'),
        sql<string>`coalesce(sum(x.total_amount), 0)`.as('amount'),
      ])
      .executeTakeFirstOrThrow(),
    // 总计数量 per unit over the filter: goods in pieces (unit ''), materials in their stock unit, never one sum.
    db
      .selectFrom(base.as('x'))
      .innerJoin('stockBillLine as l', 'l.stockBillId', 'x.id')
      .leftJoin('materialSkuDescriptor as m', (j) => j.onRef('m.id', '=', 'l.skuId').on('x.skuKind', '=', 'MATERIAL'))
      .select([
        sql<string>`coalesce(m.stock_unit, '')`.as('unit'),
        sql<string>`sum(l.quantity)`.as('quantity'),
        sql<number>`count(*)::int`.as('lines'),
      ])
      .groupBy(sql`coalesce(m.stock_unit, '')`)
      .orderBy(sql`coalesce(m.stock_unit, '')`)
      .execute(),
  ]);
  return {
    list,
    totalCount: Number(total.count),
    sumQuantity: total.quantity,
    sumAmount: total.amount,
    unitTotals: units.map((u) => ({ unit: u.unit, quantity: u.quantity, lines: Number(u.lines) })),
  };
}

/** A line's SKU named for the reader: goods "款号 颜色/尺码", materials "编号 名称 颜色" (`l.sku_id`, the kind column given). */
export const skuNameOf = (kind: RawBuilder<unknown>) => sql`case when ${kind} = 'GOODS'
  then coalesce(g.style_no, '') || ' ' || coalesce(c.name, '') || '/' || coalesce(z.name, '')
  else coalesce(m.material_no, '') || ' ' || coalesce(m.material_name, '') || ' ' || coalesce(m.color_name, '') end`;

/** The joins skuNameOf reads (aliases s, g, c, z, m over `l.sku_id`). */
export const skuJoins = (kind: RawBuilder<unknown>) => sql`
  left join goods_sku s on ${kind} = 'GOODS' and s.id = l.sku_id
  left join goods_style g on g.id = s.goods_style_id
  left join sku_attr c on c.id = s.color_id
  left join sku_attr z on z.id = s.size_id
  left join material_sku_descriptor m on ${kind} = 'MATERIAL' and m.id = l.sku_id`;

/** Lines with the SKU's names (goods: style no, colour, size; materials: number, name, colour, spec as sizeName). */
export async function listLines(db: Db, unitId: string, billId: string) {
  const { rows } = await sql<{
    id: string;
    skuId: string;
    skuName: string;
    styleId: string | null;
    styleNo: string | null;
    colorName: string | null;
    sizeName: string | null;
    lengthName: string | null;
    stockUnit: string | null;
    quantity: string;
    price: string;
    amount: string;
  }>`
    select l.id, l.sku_id as "skuId", l.quantity, l.price, l.amount,
      ${skuNameOf(sql`b.sku_kind`)} as "skuName",
      g.id as "styleId", g.style_no as "styleNo",
      case when b.sku_kind = 'GOODS' then c.name else m.color_name end as "colorName",
      -- a material's 规格 (specNoName: "no-remark", else whichever is there) where goods have their size
      case when b.sku_kind = 'GOODS' then z.name
        else nullif(concat_ws('-', nullif(trim(m.spec_no), ''), nullif(trim(m.spec_remark), '')), '') end as "sizeName",
      len.name as "lengthName", m.stock_unit as "stockUnit"
    from stock_bill_line l
    join stock_bill b on b.id = l.stock_bill_id
    ${skuJoins(sql`b.sku_kind`)}
    left join sku_attr len on len.id = s.standard_id
    where l.stock_bill_id = ${billId} and l.unit_id = ${unitId}
    order by l.sort, l.id`.execute(db);
  return rows;
}

/** The factory's live SKUs among `ids` of a kind (another factory's SKU is not usable: ADR 0011). */
export async function ownSkus(db: Db, unitId: string, kind: 'GOODS' | 'MATERIAL', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'GOODS' ? sql`goods_sku` : sql`material_sku`;
  const { rows } = await sql<{ id: string }>`
    select id from ${table} where unit_id = ${unitId} and not is_deleted and id in (${sql.join(ids)})`.execute(db);
  return new Set(rows.map((r) => r.id));
}

export interface HeadValues {
  billNo: string;
  operateType: StockBillType;
  skuKind: 'GOODS' | 'MATERIAL';
  storehouseId: string;
  inStorehouseId: string | null;
  outsideFactoryId: string | null;
  customerId: string | null;
  productionOrderId: string | null;
  informId: string | null;
  operatorId: string;
  opDate: string;
  remark: string | null;
  adjustNote: string | null;
  totalQuantity: string;
  totalAmount: string;
}

export async function insertHead(db: Db, unitId: string, userId: string, v: HeadValues): Promise<string> {
  const row = await db
    .insertInto('stockBill')
    .values({ ...v, unitId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHead(db: Db, unitId: string, userId: string, id: string, v: HeadValues): Promise<void> {
  await db
    .updateTable('stockBill')
    .set({ ...v, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}

export interface LineValues {
  skuId: string;
  quantity: string;
  price: string;
  amount: string;
}

/** The whole set of lines each save (lines carry no references of their own). */
export async function replaceLines(db: Db, unitId: string, billId: string, lines: LineValues[]): Promise<void> {
  await db.deleteFrom('stockBillLine').where('stockBillId', '=', billId).where('unitId', '=', unitId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('stockBillLine')
    .values(lines.map((l, sort) => ({ ...l, unitId, stockBillId: billId, sort })))
    .execute();
}

export async function isNumberTaken(db: Db, unitId: string, billNo: string, exceptId: string | null): Promise<boolean> {
  let q = db
    .selectFrom('stockBill')
    .select('id')
    .where('unitId', '=', unitId)
    .where('billNo', '=', billNo)
    .where('isDeleted', '=', false);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function bumpPrintCount(db: Db, unitId: string, id: string): Promise<number | undefined> {
  const row = await db
    .updateTable('stockBill')
    .set((eb) => ({ printCount: eb('printCount', '+', 1) }))
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .returning('printCount')
    .executeTakeFirst();
  return row?.printCount;
}

export async function setCancelRemark(db: Db, unitId: string, id: string, remark: string): Promise<void> {
  await db.updateTable('stockBill').set({ cancelRemark: remark }).where('id', '=', id).where('unitId', '=', unitId).execute();
}

/** 单据号 dropdown: numbers of the factory's live bills, newest first. */
export async function orderNos(db: Db, unitId: string, storehouseId: string | undefined, like: string | undefined) {
  let q = db.selectFrom('stockBill').select(['id', 'billNo']).where('unitId', '=', unitId).where('isDeleted', '=', false);
  if (storehouseId) q = q.where('storehouseId', '=', storehouseId);
  if (like) q = q.where('billNo', 'ilike', likeContains(like));
  return q.orderBy('id', 'desc').limit(50).execute();
}

/** Book stock of SKUs in a storehouse, summed over lots (the stock area's published view stock_lot). */
export async function bookStock(db: Db, unitId: string, storehouseId: string, kind: string, skuIds: string[]) {
  if (skuIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('stockLot')
    .select(['skuId', sql<string>`sum(quantity)`.as('quantity')])
    .where('unitId', '=', unitId)
    .where('storehouseId', '=', storehouseId)
    .where('skuKind', '=', kind as 'GOODS')
    .where('skuId', 'in', skuIds)
    .groupBy('skuId')
    .execute();
  return new Map(rows.map((r) => [r.skuId, r.quantity]));
}

export async function setTotals(db: Db, unitId: string, id: string, totalQuantity: string, totalAmount: string): Promise<void> {
  await db
    .updateTable('stockBill')
    .set({ totalQuantity, totalAmount, updatedAt: new Date() })
    .where('id', '=', id)
    .where('unitId', '=', unitId)
    .execute();
}
