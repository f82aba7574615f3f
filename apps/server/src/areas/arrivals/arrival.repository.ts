import { Dec, type ArrivalRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { saveLinesByDifference } from '../../platform/db/lines-by-difference.js';
import { headConditions } from './arrival-list.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/** A line as saved: figures already computed by the service (stock quantity, price, amount). */
export interface ArrivalLineValues {
  materialSkuId: string;
  purchaseLineId: string | null;
  purchaseLineDemandId: string | null;
  purchaseBillNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  stockQuantity: string;
  unitPrice: string;
  amount: string;
  taxRate: string | null;
  vatNo: string | null;
  rollNo: string | null;
  isArriveComplete: boolean;
  remark: string | null;
}

export interface ArrivalHeadValues {
  isSample: boolean;
  no: string;
  supplierId: string;
  creatorId: string;
  dateArrive: string;
  storehouseId: string;
  outsideFactoryId: string | null;
  arrivalNoticeId: string | null;
  remark: string | null;
  amount: string;
}

export interface ArrivalFilter {
  isSample: boolean;
  keyword?: string | null | undefined;
  statuses?: number[] | undefined;
  supplierId?: string | undefined;
  storehouseId?: string | undefined;
  creatorId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** 到料单号 (multi) and 标签 of the head; 采购单号, 生产单号, 物料, 商品: a line matches (arrival-list.repository.ts). */
  orderNos?: readonly string[] | undefined;
  labelIds?: readonly string[] | undefined;
  purchaseBillNos?: readonly string[] | undefined;
  productionOrderNos?: readonly string[] | undefined;
  materialSkuIds?: readonly string[] | undefined;
  goodsStyleNos?: readonly string[] | undefined;
}

export async function insertArrival(trx: Db, unitId: string, userId: string, head: ArrivalHeadValues): Promise<string> {
  const row = await trx
    .insertInto('arrival')
    .values({ ...head, unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArrivalHead(
  trx: Db,
  unitId: string,
  id: string,
  userId: string,
  head: Omit<ArrivalHeadValues, 'isSample'>,
): Promise<void> {
  await trx
    .updateTable('arrival')
    .set({ ...head, updatedBy: userId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** The arrival's lines by difference (ids kept; materialsSkus.N.id names a line of another bill: 40001). */
export function saveLines(
  trx: Db,
  unitId: string,
  arrivalId: string,
  lines: (ArrivalLineValues & { id: string | null })[],
): Promise<string[]> {
  return saveLinesByDifference(
    trx,
    { table: 'arrival_line', billColumn: 'arrival_id' },
    unitId,
    arrivalId,
    lines,
    'materialsSkus',
  );
}

export async function findIdByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('arrival')
    .select('id')
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('no', '=', no)
    .executeTakeFirst();
  return row?.id;
}

function headSelect(db: Db, unitId: string) {
  return db
    .selectFrom('arrival as a')
    .innerJoin('supplier as su', 'su.id', 'a.supplierId')
    .innerJoin('storehouse as st', 'st.id', 'a.storehouseId')
    .leftJoin('appUser as u', 'u.id', 'a.creatorId')
    .leftJoin('outsideFactory as of', 'of.id', 'a.outsideFactoryId')
    .where('a.unitId', '=', unitId)
    .where('a.isDeleted', '=', false)
    .select([
      'a.id',
      'a.isSample',
      'a.no as orderNo',
      'a.supplierId',
      'su.name as supplierName',
      'a.creatorId',
      'u.userName as creatorName',
      sql<string>`to_char(a.date_arrive, 'YYYY-MM-DD')`.as('dateArrive'),
      'a.storehouseId',
      'st.name as storehouseName',
      'a.outsideFactoryId',
      'of.name as outsideFactoryName',
      'a.arrivalNoticeId as noticeId',
      'a.remark',
      'a.status',
      'a.amount',
      'a.createdAt',
      sql<string>`(select coalesce(sum(l.stock_quantity), 0) from arrival_line l where l.arrival_id = a.id)`.as('stockQuantity'),
      sql<number>`(select count(*)::int from arrival_line l where l.arrival_id = a.id)`.as('lineCount'),
      // 关联送料单: the live delivery the delivery area booked for a direct-to-factory arrival.
      sql<string | null>`(select d.bill_no from material_delivery d where d.unit_id = a.unit_id and d.arrival_id = a.id
        and not d.is_deleted and d.status <> 5 order by d.id desc limit 1)`.as('deliveryNo'),
      // 应付款: what the bill's review recorded and is not reversed (partner_amount rows net to it).
      sql<string>`(select coalesce(sum(pa.amount), 0) from partner_amount pa
        where pa.unit_id = a.unit_id and pa.source_id = a.id
          and pa.source_type = case when a.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end)`.as('payable'),
    ]);
}

type HeadRecord = Awaited<ReturnType<ReturnType<typeof headSelect>['executeTakeFirstOrThrow']>>;

function toRow(r: HeadRecord): ArrivalRow {
  const { isSample, createdAt, payable, ...rest } = r;
  return {
    ...rest,
    billType: isSample ? 'SAMPLE_ARRIVE' : 'MATERIALS_ARRIVE',
    belongModule: isSample ? 1 : 0,
    status: Number(r.status),
    payable: Dec.of(payable).toFixed(2),
    // Payments arrive with the finance issue; until then nothing is paid and the balance is the payable.
    paid: '0.00',
    balance: Dec.of(payable).toFixed(2),
    createdAt: new Date(createdAt).toISOString(),
  };
}

export function toArrivalRows(records: HeadRecord[]): ArrivalRow[] {
  return records.map(toRow);
}

export async function findArrivalHead(db: Db, unitId: string, id: string): Promise<ArrivalRow | undefined> {
  const r = await headSelect(db, unitId).where('a.id', '=', id).executeTakeFirst();
  return r ? toRow(r) : undefined;
}

export async function findArrivalHeads(db: Db, unitId: string, ids: readonly string[]): Promise<ArrivalRow[]> {
  if (ids.length === 0) return [];
  return (
    await headSelect(db, unitId)
      .where('a.id', 'in', [...ids])
      .execute()
  ).map(toRow);
}

/** The list's filters on the head query (the list page and the export share them). */
export function filteredHeads(db: Db, unitId: string, f: ArrivalFilter) {
  let q = headSelect(db, unitId).where('a.isSample', '=', f.isSample);
  if (f.statuses?.length) q = q.where('a.status', 'in', f.statuses);
  if (f.supplierId) q = q.where('a.supplierId', '=', f.supplierId);
  if (f.storehouseId) q = q.where('a.storehouseId', '=', f.storehouseId);
  if (f.creatorId) q = q.where('a.creatorId', '=', f.creatorId);
  if (f.dateFrom) q = q.where('a.dateArrive', '>=', f.dateFrom);
  if (f.dateTo) q = q.where('a.dateArrive', '<=', f.dateTo);
  for (const condition of headConditions(f)) q = q.where(condition);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('a.no', 'ilike', like),
        eb('su.name', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('arrivalLine as l')
            .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
            .select(sql`1`.as('x'))
            .whereRef('l.arrivalId', '=', 'a.id')
            .where((e) =>
              e.or([e('s.materialNo', 'ilike', like), e('s.materialName', 'ilike', like), e('l.purchaseBillNo', 'ilike', like)]),
            ),
        ),
      ]),
    );
  }
  return q;
}

export async function pageArrivals(
  db: Db,
  unitId: string,
  f: ArrivalFilter,
  limit: number,
  offset: number,
): Promise<{ list: ArrivalRow[]; totalCount: number }> {
  const q = filteredHeads(db, unitId, f);
  const [rows, count] = await Promise.all([
    q.orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

/** The lines posting needs (no display joins). */
export async function postingLines(trx: Db, unitId: string, arrivalId: string) {
  return trx
    .selectFrom('arrivalLine')
    .select([
      'id',
      'materialSkuId',
      'purchaseLineId',
      'purchaseLineDemandId',
      'stockQuantity',
      'quantity',
      'unitPrice',
      'amount',
      'taxRate',
      'vatNo',
      'rollNo',
      'isArriveComplete',
      'closesPurchaseLine',
      'sort',
    ])
    .where('unitId', '=', unitId)
    .where('arrivalId', '=', arrivalId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Review: the roll each line went into and its number (generated when the line had none). */
export async function setLineRolls(
  trx: Db,
  unitId: string,
  arrivalId: string,
  rolls: { lineId: string; rollId: string; rollNo: string }[],
): Promise<void> {
  for (const r of rolls)
    await trx
      .updateTable('arrivalLine')
      .set({ rollId: r.rollId, rollNo: r.rollNo, updatedAt: new Date() })
      .where('unitId', '=', unitId)
      .where('arrivalId', '=', arrivalId)
      .where('id', '=', r.lineId)
      .execute();
}

/**
 * Review: the lines marked 是否到齐 whose purchase line this review closed (closedPurchaseLineIds) note it; every other
 * line of the bill is cleared (un-review passes none).
 */
export async function setClosesPurchaseLine(
  trx: Db,
  unitId: string,
  arrivalId: string,
  closedPurchaseLineIds: readonly string[],
): Promise<void> {
  await trx
    .updateTable('arrivalLine')
    .set({
      closesPurchaseLine: closedPurchaseLineIds.length
        ? sql<boolean>`is_arrive_complete and purchase_line_id = any(${[...closedPurchaseLineIds]}::bigint[])`
        : false,
      updatedAt: new Date(),
    })
    .where('unitId', '=', unitId)
    .where('arrivalId', '=', arrivalId)
    .execute();
}

/** Un-review: the stock left the rolls; the numbers stay so a new review finds the same rolls. */
export async function clearLineRolls(trx: Db, unitId: string, arrivalId: string): Promise<void> {
  await trx
    .updateTable('arrivalLine')
    .set({ rollId: null, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('arrivalId', '=', arrivalId)
    .execute();
}

export async function postingHead(trx: Db, unitId: string, arrivalId: string) {
  return trx
    .selectFrom('arrival')
    .select([
      'id',
      'no',
      'isSample',
      'supplierId',
      'storehouseId',
      'outsideFactoryId',
      sql<string>`to_char(date_arrive, 'YYYY-MM-DD')`.as('dateArrive'),
    ])
    .where('unitId', '=', unitId)
    .where('id', '=', arrivalId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
}

export async function setSignStatus(
  db: Db,
  unitId: string,
  where: { lineId?: string; arrivalId?: string },
  signStatus: 0 | 1,
): Promise<number> {
  let q = db.updateTable('arrivalLine').set({ signStatus, updatedAt: new Date() }).where('unitId', '=', unitId);
  if (where.lineId) q = q.where('id', '=', where.lineId);
  if (where.arrivalId) q = q.where('arrivalId', '=', where.arrivalId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function lineOwner(db: Db, unitId: string, lineId: string) {
  return db
    .selectFrom('arrivalLine as l')
    .innerJoin('arrival as a', 'a.id', 'l.arrivalId')
    .select(['a.id', 'a.isSample', 'a.status'])
    .where('l.unitId', '=', unitId)
    .where('l.id', '=', lineId)
    .where('a.isDeleted', '=', false)
    .executeTakeFirst();
}

/** SKU facts a line needs: units, default conversion rate, and whether it exists in the unit at all. */
export async function skuFacts(db: Db, unitId: string, skuIds: readonly string[]) {
  if (skuIds.length === 0)
    return new Map<string, { stockUnit: string; purchaseUnit: string | null; conversionRate: string; sampleMaterial: boolean }>();
  const rows = await db
    .selectFrom('materialSkuDescriptor as s')
    .select(['s.id', 's.stockUnit', 's.purchaseUnit', 's.conversionRate', 's.sampleMaterial'])
    .where('s.unitId', '=', unitId)
    .where('s.isDeleted', '=', false)
    .where('s.materialIsDeleted', '=', false)
    .where('s.id', 'in', [...skuIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function userInUnit(db: Db, unitId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Lines of reviewed arrivals for returns (by ids in any supplier, else one supplier's lines by keyword). */
export async function reviewedLines(
  db: Db,
  unitId: string,
  by: { ids?: readonly string[]; supplierId?: string; keyword?: string },
) {
  let q = db
    .selectFrom('arrivalLine as l')
    .innerJoin('arrival as a', 'a.id', 'l.arrivalId')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .where('l.unitId', '=', unitId)
    .where('a.isDeleted', '=', false)
    .where('a.status', 'in', [2, 3])
    .select([
      'l.id as arriveLineId',
      'a.id as arriveBillId',
      'a.no as arriveNo',
      'a.isSample',
      sql<string>`to_char(a.date_arrive, 'YYYY-MM-DD')`.as('dateArrive'),
      'a.supplierId',
      'a.storehouseId',
      'l.materialSkuId',
      'l.conversionRate',
      'l.unitPrice',
      'l.taxRate',
      'l.quantity',
      'l.stockQuantity as arrivedQuantity',
    ]);
  if (by.ids) {
    if (by.ids.length === 0) return [];
    q = q.where('l.id', 'in', [...by.ids]);
  } else if (by.supplierId) {
    q = q.where('a.supplierId', '=', by.supplierId);
    if (by.keyword) {
      const like = likeContains(by.keyword);
      q = q.where((eb) =>
        eb.or([eb('a.no', 'ilike', like), eb('s.materialNo', 'ilike', like), eb('s.materialName', 'ilike', like)]),
      );
    }
  } else return [];
  return q.orderBy('a.id', 'desc').orderBy('l.sort').limit(2000).execute();
}
