import { type RemnantLineRow, type RemnantQueryInput, type RemnantRow } from '@gf/contracts';
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

/** The only SQL of remnant put-away bills; every query is scoped by the unit. */

export interface RemnantHeadValues {
  billNo: string;
  storehouseId: string;
  operatorId: string;
  dateOperate: string;
  outsideFactoryId: string | null;
  missionId: string | null;
  remark: string | null;
}

export interface RemnantLineValues {
  /** A saved line this one is (kept by an edit); absent for a new line. */
  id?: string | undefined;
  materialsSkuId: string;
  quantity: string;
  orderNo: string | null;
  remark: string | null;
}

export async function insertRemnant(trx: Db, unitId: string, userId: string, head: RemnantHeadValues): Promise<string> {
  return insertBillHead(trx, 'materialRemnant', unitId, userId, head);
}

export async function updateRemnantHead(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  head: RemnantHeadValues,
): Promise<void> {
  await updateBillHead(trx, 'materialRemnant', unitId, userId, id, head);
}

/** Where a remnant bill's lines live (the shared material line SQL of areas/material-bills). */
const lineTable: MaterialLineTable<'materialRemnantLine'> = { table: 'materialRemnantLine', billColumn: 'remnantId' };

/** Per SKU, what the unit's remnant bills in `statuses` (the posted ones) took back from a processing factory. */
export const returnedFromFactory = (db: Db, unitId: string, factoryId: string, skuIds: string[], statuses: number[]) =>
  sumLinesForFactory(db, { ...lineTable, head: 'materialRemnant' }, unitId, factoryId, skuIds, statuses);

/** Saves the bill's lines by difference: lines sent back with their id keep it. */
export async function saveLines(trx: Db, unitId: string, remnantId: string, lines: RemnantLineValues[]): Promise<void> {
  await saveMaterialLines(trx, lineTable, unitId, remnantId, lines);
}

const heads = (db: Db, unitId: string) =>
  db
    .selectFrom('materialRemnant as r')
    .innerJoin('storehouse as h', 'h.id', 'r.storehouseId')
    .innerJoin('appUser as u', 'u.id', 'r.operatorId')
    .leftJoin('outsideFactory as f', 'f.id', 'r.outsideFactoryId')
    .leftJoin('mission as m', 'm.id', 'r.missionId')
    .where('r.unitId', '=', unitId)
    .where('r.isDeleted', '=', false);

function columns(q: ReturnType<typeof heads>) {
  return q.select([
    'r.id',
    'r.billNo as orderNo',
    'r.status',
    'r.storehouseId',
    'h.name as storehouseName',
    'r.operatorId as operaterId',
    'u.userName as operaterName',
    sql<string>`to_char(r.date_operate, 'YYYY-MM-DD')`.as('dateOperate'),
    'r.outsideFactoryId as commonOutsideFactoryId',
    'f.name as commonOutsideFactoryName',
    'r.missionId',
    'm.missionNo',
    'r.remark',
    'r.createdAt',
    ...materialLineTotals(lineTable, 'r.id'),
  ]);
}

const toRow = (r: Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>): RemnantRow => ({
  ...r,
  skuCount: Number(r.skuCount),
  unitTotals: readUnitTotals(r.unitTotals),
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function findRemnant(db: Db, unitId: string, id: string): Promise<RemnantRow | undefined> {
  const r = await columns(heads(db, unitId).where('r.id', '=', id)).executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/** The list's filters (keyword, number, dates, storehouse, 业务员, factories, status) on the unit's bills. */
function filtered(db: Db, unitId: string, f: RemnantQueryInput) {
  let q = heads(db, unitId);
  if (f.orderNo) q = q.where('r.billNo', 'ilike', likeContains(f.orderNo));
  if (f.startDate) q = q.where('r.dateOperate', '>=', f.startDate);
  if (f.endDate) q = q.where('r.dateOperate', '<=', f.endDate);
  if (f.storehouseId) q = q.where('r.storehouseId', '=', f.storehouseId);
  if (f.operaterId) q = q.where('r.operatorId', '=', f.operaterId);
  if (f.commonOutsideFactoryIds?.length) q = q.where('r.outsideFactoryId', 'in', f.commonOutsideFactoryIds);
  const statuses = f.status?.filter((s) => s <= 5);
  if (statuses?.length) q = q.where('r.status', 'in', statuses);
  if (f.searchParam) {
    const like = likeContains(f.searchParam);
    q = q.where((eb) =>
      eb.or([
        eb('r.billNo', 'ilike', like),
        eb('h.name', 'ilike', like),
        eb('f.name', 'ilike', like),
        eb('m.missionNo', 'ilike', like),
        hasMaterialLineLike(eb, lineTable, 'r.id', like),
      ]),
    );
  }
  return q;
}

export async function pageRemnants(db: Db, unitId: string, f: RemnantQueryInput, limit: number, offset: number) {
  const q = filtered(db, unitId, f);
  return pageWithCount(
    q,
    columns(q)
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
      .then((rows) => rows.map(toRow)),
  );
}

/** The list's rows (newest first) after the bill `beforeId` (null = from the newest): the export's batches. */
export async function remnantRowsBefore(
  db: Db,
  unitId: string,
  f: RemnantQueryInput,
  beforeId: string | null,
  limit: number,
): Promise<RemnantRow[]> {
  let q = filtered(db, unitId, f);
  if (beforeId !== null) q = q.where('r.id', '<', beforeId);
  const rows = await columns(q).orderBy('r.id', 'desc').limit(limit).execute();
  return rows.map(toRow);
}

export async function listLines(db: Db, unitId: string, remnantId: string): Promise<RemnantLineRow[]> {
  return listMaterialLines(db, lineTable, unitId, remnantId);
}

export async function postingHead(trx: Db, unitId: string, id: string) {
  return trx
    .selectFrom('materialRemnant')
    .select(['id', 'billNo', 'storehouseId', sql<string>`to_char(date_operate, 'YYYY-MM-DD')`.as('dateOperate')])
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
