import {
  DELIVERY_NOTICE,
  type DeliveryLineRow,
  type DeliveryPageInput,
  type DeliveryRow,
  type NoticeDeliveryState,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import { sql } from 'kysely';
import {
  hasMaterialLineLike,
  insertBillHead,
  listMaterialLines,
  materialLineTotals,
  readUnitTotals,
  pageWithCount,
  saveMaterialLines,
  updateBillHead,
  type MaterialLineTable,
  sumLinesForFactory,
} from '../material-bills/index.js';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The only SQL of deliveries and notices; every query is scoped by the unit. */

export interface DeliveryHeadValues {
  belongModule: number;
  billNo: string;
  storehouseId: string;
  delivererId: string;
  dateDelivery: string;
  outsideFactoryId: string | null;
  notifyId: string | null;
  designStyleNo: string | null;
  remark: string | null;
  arrivalId?: string | null;
  arrivalNo?: string | null;
  /** 按工单添加: the mission and its material node. */
  missionId?: string | null;
  missionNodeId?: string | null;
}

export interface DeliveryLineValues {
  /** A saved line this one is (kept by an edit); absent for a new line. */
  id?: string | undefined;
  materialsSkuId: string;
  quantity: string;
  orderNo: string | null;
  demandId: string | null;
  rollId?: string | null;
  vatNo?: string | null;
  remark: string | null;
}

export async function insertDelivery(
  trx: Db,
  unitId: string,
  userId: string,
  head: DeliveryHeadValues,
  status = 0,
): Promise<string> {
  return insertBillHead(trx, 'materialDelivery', unitId, userId, { ...head, status });
}

export async function updateDeliveryHead(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  head: DeliveryHeadValues,
): Promise<void> {
  await updateBillHead(trx, 'materialDelivery', unitId, userId, id, head);
}

/** Where a delivery's lines live (the shared material line SQL of areas/material-bills). */
const lineTable: MaterialLineTable<'materialDeliveryLine'> = { table: 'materialDeliveryLine', billColumn: 'deliveryId' };

/** Per SKU, what the unit's deliveries in `statuses` (the posted ones) sent to a processing factory; notices move nothing. */
export const deliveredToFactory = (db: Db, unitId: string, factoryId: string, skuIds: string[], statuses: number[]) =>
  sumLinesForFactory(
    db,
    { ...lineTable, head: 'materialDelivery', excludeBelongModule: DELIVERY_NOTICE },
    unitId,
    factoryId,
    skuIds,
    statuses,
  );

/** Saves the bill's lines by difference: lines sent back with their id keep it. */
export async function saveLines(trx: Db, unitId: string, deliveryId: string, lines: DeliveryLineValues[]): Promise<void> {
  await saveMaterialLines(trx, lineTable, unitId, deliveryId, lines);
}

/** Which of the ids exist in the unit: processing factories, SKUs (storehouses: factory's findStorehouse). */
export async function existing(
  db: Db,
  unitId: string,
  kind: 'outsideFactory' | 'materialSku',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(kind)
    .select('id')
    .where('unitId', '=', unitId)
    .where('id', 'in', ids)
    .where('isDeleted', '=', false)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function isUserOfUnit(db: Db, unitId: string, userId: string): Promise<boolean> {
  const r = await db
    .selectFrom('userUnit')
    .select('userId')
    .where('unitId', '=', unitId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(r);
}

const headSelect = (db: Db, unitId: string) =>
  db
    .selectFrom('materialDelivery as d')
    .innerJoin('storehouse as h', 'h.id', 'd.storehouseId')
    .innerJoin('appUser as u', 'u.id', 'd.delivererId')
    .leftJoin('outsideFactory as f', 'f.id', 'd.outsideFactoryId')
    .leftJoin('materialDelivery as n', 'n.id', 'd.notifyId')
    .leftJoin('mission as m', 'm.id', 'd.missionId')
    .leftJoin('missionNode as mn', 'mn.id', 'd.missionNodeId')
    .where('d.unitId', '=', unitId)
    .where('d.isDeleted', '=', false);

type HeadQuery = ReturnType<typeof headSelect>;

function headColumns(q: HeadQuery) {
  return q.select([
    'd.id',
    'd.belongModule',
    'd.billNo as orderNo',
    'd.status',
    'd.storehouseId',
    'h.name as storehouseName',
    'd.delivererId as deliveryCreatorId',
    'u.userName as deliveryCreatorName',
    sql<string>`to_char(d.date_delivery, 'YYYY-MM-DD')`.as('dateDelivery'),
    'd.outsideFactoryId',
    'f.name as outsideFactoryName',
    'd.notifyId as billNotifyId',
    'n.billNo as billNotifyNo',
    'd.arrivalId',
    'd.arrivalNo',
    'd.designStyleNo',
    'd.missionId',
    'm.missionNo',
    'd.missionNodeId',
    'mn.name as missionNodeName',
    'd.remark',
    'd.createdAt',
    ...materialLineTotals(lineTable, 'd.id'),
  ]);
}

/**
 * A notice's fulfilment, per SKU: noticed vs delivered by its reviewed deliveries (status 2).
 * 0 未送料 nothing delivered, 2 已送齐 every SKU delivered in full, 1 未送齐 otherwise.
 */
const stateSql = sql<number>`(
  with noticed as (select materials_sku_id, sum(quantity) q from material_delivery_line where delivery_id = d.id group by materials_sku_id),
  delivered as (
    select l.materials_sku_id, sum(l.quantity) q from material_delivery x join material_delivery_line l on l.delivery_id = x.id
    where x.unit_id = d.unit_id and x.notify_id = d.id and x.status = 2 and not x.is_deleted group by l.materials_sku_id)
  select case when not exists (select 1 from delivered) then 0
              when not exists (select 1 from noticed n left join delivered v on v.materials_sku_id = n.materials_sku_id where coalesce(v.q, 0) < n.q) then 2
              else 1 end)`;

function toRow(r: Record<string, unknown>): DeliveryRow {
  const row = r as unknown as DeliveryRow & { createdAt: Date; skuCount: string; deliveryState: number | null };
  return {
    ...row,
    belongModule: Number(row.belongModule) as DeliveryRow['belongModule'],
    skuCount: Number(row.skuCount),
    unitTotals: readUnitTotals(row.unitTotals),
    deliveryState: row.belongModule === 2 ? (Number(row.deliveryState) as NoticeDeliveryState) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function findDelivery(db: Db, unitId: string, id: string): Promise<DeliveryRow | undefined> {
  const r = await headColumns(headSelect(db, unitId).where('d.id', '=', id))
    .select(stateSql.as('deliveryState'))
    .executeTakeFirst();
  return r ? toRow(r) : undefined;
}

export async function pageDeliveries(db: Db, unitId: string, f: DeliveryPageInput, limit: number, offset: number) {
  let q = headSelect(db, unitId).where('d.belongModule', '=', f.belongModule ?? 0);
  if (f.deliveryOrderNo) q = q.where('d.billNo', 'ilike', likeContains(f.deliveryOrderNo));
  if (f.deliveryStartDate) q = q.where('d.dateDelivery', '>=', f.deliveryStartDate);
  if (f.deliveryEndDate) q = q.where('d.dateDelivery', '<=', f.deliveryEndDate);
  if (f.storehouseId) q = q.where('d.storehouseId', '=', f.storehouseId);
  if (f.deliveryerId) q = q.where('d.delivererId', '=', f.deliveryerId);
  if (f.factoryIds?.length) q = q.where('d.outsideFactoryId', 'in', f.factoryIds);
  const statuses = f.status?.filter((s) => s <= 5);
  if (statuses?.length) q = q.where('d.status', 'in', statuses);
  if (f.ids?.length) q = q.where('d.id', 'in', f.ids);
  if (f.deliveryStates?.length) q = q.where(stateSql, 'in', f.deliveryStates);
  if (f.searchParam) {
    const like = likeContains(f.searchParam);
    q = q.where((eb) =>
      eb.or([
        eb('d.billNo', 'ilike', like),
        eb('u.userName', 'ilike', like),
        eb('f.name', 'ilike', like),
        hasMaterialLineLike(eb, lineTable, 'd.id', like),
      ]),
    );
  }
  return pageWithCount(
    q,
    headColumns(q)
      .select(stateSql.as('deliveryState'))
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
      .then((rows) => rows.map(toRow)),
  );
}

/** A delivery's lines with the SKU's material columns, plus what posting needs (roll, vat, released reservation). */
export async function listLines(
  db: Db,
  unitId: string,
  deliveryId: string,
): Promise<(Omit<DeliveryLineRow, 'rollNo'> & { reservationReleased: string | null })[]> {
  return listMaterialLines(db, lineTable, unitId, deliveryId, {
    withSampleMaterial: true,
    lineColumns: ['demandId', 'rollId', 'vatNo', 'reservationReleased'],
  });
}

/** Per SKU: what the reviewed deliveries fulfilling a notice delivered. */
export async function deliveredForNotice(db: Db, unitId: string, noticeId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('materialDelivery as x')
    .innerJoin('materialDeliveryLine as l', 'l.deliveryId', 'x.id')
    .select(['l.materialsSkuId', sql<string>`sum(l.quantity)`.as('q')])
    .where('x.unitId', '=', unitId)
    .where('x.notifyId', '=', noticeId)
    .where('x.status', '=', 2)
    .where('x.isDeleted', '=', false)
    .groupBy('l.materialsSkuId')
    .execute();
  return new Map(rows.map((r) => [r.materialsSkuId, Dec.of(r.q).toFixed()]));
}

export async function fulfillingDeliveries(db: Db, unitId: string, noticeId: string) {
  return db
    .selectFrom('materialDelivery')
    .select(['id', 'billNo as orderNo', 'status', sql<string>`to_char(date_delivery, 'YYYY-MM-DD')`.as('dateDelivery')])
    .where('unitId', '=', unitId)
    .where('notifyId', '=', noticeId)
    .where('isDeleted', '=', false)
    .orderBy('id')
    .execute();
}

/** The bill as posting needs it (inside the engine's transaction, row already locked). */
export async function postingHead(trx: Db, unitId: string, id: string) {
  return trx
    .selectFrom('materialDelivery')
    .select([
      'id',
      'billNo',
      'belongModule',
      'storehouseId',
      'arrivalId',
      'missionId',
      'missionNodeId',
      sql<string>`to_char(date_delivery, 'YYYY-MM-DD')`.as('dateDelivery'),
    ])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function setReservationReleased(trx: Db, unitId: string, lineId: string, released: string | null): Promise<void> {
  await trx
    .updateTable('materialDeliveryLine')
    .set({ reservationReleased: released, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', lineId)
    .execute();
}

export async function deliveriesOfArrival(trx: Db, unitId: string, arrivalId: string) {
  return trx
    .selectFrom('materialDelivery')
    .select(['id', 'billNo', 'status'])
    .where('unitId', '=', unitId)
    .where('arrivalId', '=', arrivalId)
    .where('isDeleted', '=', false)
    .where('status', '=', 2)
    .forUpdate()
    .execute();
}

export async function noticeOf(db: Db, unitId: string, id: string) {
  return db
    .selectFrom('materialDelivery')
    .select(['id', 'status', 'belongModule', 'billNo'])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
}
