import type { DefectAction, DefectBillLine, DefectBillListQuery, DefectBillRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { ReturnTarget } from './defect.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface NewDefectBill extends ReturnTarget {
  billNo: string;
  action: DefectAction;
  dateCompleted: string;
  finishUserId: string | null;
  storehouseId: string | null;
  remark: string | null;
  totalNum: string;
}

export async function insertBill(trx: Db, tenant: Tenant, userId: string, b: NewDefectBill): Promise<string> {
  const row = await trx
    .insertInto('defectBill')
    .values({ ...b, unitId: owningUnit(tenant, 'defectBill'), createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewDefectBillLine extends ReturnTarget {
  defectId: string;
  newDefectId: string | null;
  num: string;
}

export async function insertLines(
  trx: Db,
  tenant: Tenant,
  billId: string,
  lines: readonly NewDefectBillLine[],
): Promise<{ id: string; defectId: string }[]> {
  if (lines.length === 0) return [];
  const unitId = owningUnit(tenant, 'defectBillLine');
  return trx
    .insertInto('defectBillLine')
    .values(lines.map((l) => ({ ...l, unitId, defectBillId: billId })))
    .returning(['id', 'defectId'])
    .execute();
}

/** The bill locked for update, with its lines. */
export async function lockBill(trx: Db, tenant: Tenant, id: string) {
  const bill = await trx
    .selectFrom('defectBill')
    .selectAll()
    .where('unitId', 'in', readableUnits(tenant, 'defectBill'))
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (!bill) return null;
  const lines = await trx
    .selectFrom('defectBillLine')
    .select(['id', 'defectId', 'newDefectId', 'num'])
    .where('defectBillId', '=', id)
    .orderBy('id')
    .execute();
  return { bill, lines };
}

/** Whether a later bill still in effect acted on any of these defects (then this one cannot be undone). */
export async function hasLaterLiveBill(trx: Db, tenant: Tenant, billId: string, defectIds: readonly string[]): Promise<boolean> {
  if (defectIds.length === 0) return false;
  const row = await trx
    .selectFrom('defectBillLine as l')
    .innerJoin('defectBill as b', 'b.id', 'l.defectBillId')
    .select('b.id')
    .where('b.unitId', 'in', readableUnits(tenant, 'defectBill'))
    .where('b.status', '=', 2)
    .where(sql<boolean>`b.id > ${billId}`)
    .where('l.defectId', 'in', [...defectIds])
    .executeTakeFirst();
  return Boolean(row);
}

export async function markUndone(trx: Db, id: string, userId: string): Promise<void> {
  await trx
    .updateTable('defectBill')
    .set({ status: 5, undoneBy: userId, undoneAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

function billQuery(db: Db, tenant: Tenant, f: Omit<DefectBillListQuery, 'pageNo' | 'pageNum' | 'pageSize'>) {
  let q = db
    .selectFrom('defectBill as b')
    .where('b.unitId', 'in', readableUnits(tenant, 'defectBill'))
    .where('b.isDeleted', '=', false);
  if (f.billNo) q = q.where('b.billNo', 'ilike', likeContains(f.billNo));
  if (f.action) q = q.where('b.action', '=', f.action);
  if (f.status !== undefined) q = q.where('b.status', '=', f.status);
  if (f.dateStart) q = q.where('b.dateCompleted', '>=', f.dateStart);
  if (f.dateEnd) q = q.where('b.dateCompleted', '<=', f.dateEnd);
  if (f.finishUserId) q = q.where('b.finishUserId', '=', f.finishUserId);
  if (f.outsideFactoryId)
    q = q.where(
      sql<boolean>`exists (select 1 from defect_bill_line l join defect d on d.id = l.defect_id
        where l.defect_bill_id = b.id and ${f.outsideFactoryId} in (l.return_factory_id, d.outside_factory_id))`,
    );
  if (f.styleNo)
    q = q.where(
      sql<boolean>`exists (select 1 from defect_bill_line l join defect d on d.id = l.defect_id join mission m on m.id = d.mission_id
        join goods_style gs on gs.id = m.goods_style_id where l.defect_bill_id = b.id and gs.style_no ilike ${likeContains(f.styleNo)})`,
    );
  return q;
}

export async function countBills(db: Db, tenant: Tenant, f: DefectBillListQuery): Promise<number> {
  const row = await billQuery(db, tenant, f)
    .select(sql<string>`count(*)`.as('c'))
    .executeTakeFirstOrThrow();
  return Number(row.c);
}

export async function listBills(
  db: Db,
  tenant: Tenant,
  f: Omit<DefectBillListQuery, 'pageNo' | 'pageNum' | 'pageSize'>,
  page: { offset: number; limit: number } | { ids: string[] },
): Promise<DefectBillRow[]> {
  let q = billQuery(db, tenant, f)
    .select([
      'b.id',
      'b.billNo',
      'b.action',
      'b.status',
      sql<string>`to_char(b.date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
      sql<string | null>`(select u.user_name from app_user u where u.id = b.finish_user_id)`.as('finishUserName'),
      sql<string | null>`(select h.name from storehouse h where h.id = b.storehouse_id)`.as('storehouseName'),
      sql<string | null>`coalesce((select string_agg(distinct o.name, '、') from defect_bill_line l
          join outside_factory o on o.id = l.return_factory_id where l.defect_bill_id = b.id),
        (select string_agg(distinct o.name, '、') from defect_bill_line l join defect d on d.id = l.defect_id
          join outside_factory o on o.id = d.outside_factory_id where l.defect_bill_id = b.id))`.as('outsideFactoryName'),
      sql<string | null>`(select string_agg(distinct u.user_name, '、') from defect_bill_line l
        join app_user u on u.id = l.return_user_id where l.defect_bill_id = b.id)`.as('returnUserName'),
      sql<string | null>`(select string_agg(distinct n.name, '、') from defect_bill_line l
        join mission_node n on n.id = l.return_node_id where l.defect_bill_id = b.id)`.as('returnNodeName'),
      sql<string[]>`coalesce((select array_agg(distinct gs.style_no) from defect_bill_line l join defect d on d.id = l.defect_id
        join mission m on m.id = d.mission_id join goods_style gs on gs.id = m.goods_style_id where l.defect_bill_id = b.id), '{}')`.as(
        'styleNos',
      ),
      'b.totalNum',
      'b.remark',
      sql<string>`to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'),
    ])
    .orderBy('b.id', 'desc');
  if ('ids' in page) q = q.where('b.id', 'in', page.ids.length ? page.ids : ['0']);
  else q = q.offset(page.offset).limit(page.limit);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, totalNum: String(r.totalNum), action: r.action, styleNos: r.styleNos ?? [] }));
}

export async function billLines(
  db: Db,
  tenant: Tenant,
  billId: string,
): Promise<(Omit<DefectBillLine, 'defectLabelNames'> & { defectLabelIds: string[] })[]> {
  const rows = await db
    .selectFrom('defectBillLine as l')
    .innerJoin('defect as d', 'd.id', 'l.defectId')
    .innerJoin('mission as m', 'm.id', 'd.missionId')
    .innerJoin('goodsStyle as gs', 'gs.id', 'm.goodsStyleId')
    .innerJoin('missionNode as n', 'n.id', 'd.missionNodeId')
    .select([
      'l.id',
      'l.defectId',
      'm.missionNo',
      'n.name as nodeName',
      'gs.styleNo',
      'd.defectLabelIds',
      'l.num',
      sql<string | null>`(select x.name from mission_node x where x.id = l.return_node_id)`.as('returnNodeName'),
      sql<string | null>`(select o.name from outside_factory o where o.id = l.return_factory_id)`.as('returnFactoryName'),
      sql<string | null>`(select u.user_name from app_user u where u.id = l.return_user_id)`.as('returnUserName'),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.color_id where s.id = d.goods_sku_id)`.as(
        'colorName',
      ),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.size_id where s.id = d.goods_sku_id)`.as(
        'sizeName',
      ),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.standard_id where s.id = d.goods_sku_id)`.as(
        'standardName',
      ),
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'defectBillLine'))
    .where('l.defectBillId', '=', billId)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, num: String(r.num), defectLabelIds: r.defectLabelIds ?? [] }));
}

/** A goods (or mixed) storehouse linked to the factory. */
export async function isGoodsStorehouseOfFactory(db: Db, tenant: Tenant, storehouseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('storehouse as s')
    .innerJoin('storehouseFactoryLink as k', 'k.storehouseId', 's.id')
    .select('s.id')
    .where('s.unitId', 'in', readableUnits(tenant, 'storehouse'))
    .where('k.unitId', 'in', readableUnits(tenant, 'storehouseFactoryLink'))
    .where('s.id', '=', storehouseId)
    .where('s.isDeleted', '=', false)
    .where('s.kind', 'in', ['GOODS', 'MIXED'])
    .executeTakeFirst();
  return Boolean(row);
}

export async function isOutsideFactory(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('outsideFactory')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'outsideFactory'))
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Boolean(row);
}

export async function isFactoryUser(db: Db, tenant: Tenant, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', tenant.unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The mission of a node of the factory, or null. */
export async function nodeMission(db: Db, tenant: Tenant, missionNodeId: string): Promise<string | null> {
  const row = await db
    .selectFrom('missionNode')
    .select('missionId')
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .executeTakeFirst();
  return row?.missionId ?? null;
}
