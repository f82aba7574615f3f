import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The bundle cutting node with its mission and style, when it is one of this factory's. */
export async function findLigationNode(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .select([
      'n.id',
      'n.name',
      'n.typeCode',
      'n.chargerIds',
      'n.missionId',
      'm.missionNo',
      'm.status as missionStatus',
      'm.goodsStyleId',
      's.styleNo',
      's.styleName',
    ])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.id', '=', missionNodeId)
    .where('m.isDeleted', '=', false)
    .executeTakeFirst();
}

/** Live missions' bundle cutting nodes (未开始 / 进行中), newest mission first, for the screen's picker. */
export async function listLigationNodes(db: Db, tenant: Tenant, search: string | undefined) {
  let q = db
    .selectFrom('missionNode as n')
    .innerJoin('mission as m', 'm.id', 'n.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .select(['n.id as missionNodeId', 'n.missionId', 'n.name as nodeName', 'm.missionNo', 's.styleNo'])
    .where('n.unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('n.typeCode', '=', 'actual_cutting_ligation')
    .where('m.isDeleted', '=', false)
    .where('m.status', 'in', [0, 1]);
  if (search) {
    const like = likeContains(search);
    q = q.where((eb) => eb.or([eb('m.missionNo', 'ilike', like), eb('s.styleNo', 'ilike', like)]));
  }
  return q.orderBy('m.id', 'desc').orderBy('n.sort').limit(50).execute();
}

/** The mission's SKUs with their colour and size (a lay's colour × size must be one of them). */
export async function missionSkus(db: Db, tenant: Tenant, missionId: string) {
  return db
    .selectFrom('missionLine as l')
    .innerJoin('goodsSku as g', 'g.id', 'l.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select(['g.id', 'g.colorId', 'g.sizeId', 'co.name as colorName', 'si.name as sizeName'])
    .distinct()
    .where('l.unitId', 'in', readableUnits(tenant, 'missionLine'))
    .where('l.missionId', '=', missionId)
    .orderBy('g.id')
    .execute();
}

/** Lay numbers the mission has used: its reports' (not voided) and its lays'. */
export async function usedLathes(db: Db, tenant: Tenant, missionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('missionNodeReport')
    .select('lathe')
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('missionId', '=', missionId)
    .where('isDeleted', '=', false)
    .where('status', '!=', 5)
    .where('lathe', 'is not', null)
    .union(
      db
        .selectFrom('cuttingLay')
        .select('lathe')
        .where('unitId', 'in', readableUnits(tenant, 'cuttingLay'))
        .where('missionId', '=', missionId),
    )
    .execute();
  return rows.map((r) => r.lathe).filter((l): l is string => Boolean(l));
}

/** The node's lays with their totals and report bill number. */
export async function listLays(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('cuttingLay as l')
    .leftJoin('missionNodeReport as r', 'r.id', 'l.reportId')
    .select([
      'l.id',
      'l.lathe',
      'l.status',
      sql<string>`to_char(l.date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
      'r.billNo as reportBillNo',
      sql<string>`(select coalesce(sum(b.num), 0)::text from cutting_bundle b where b.lay_id = l.id)`.as('totalNum'),
      sql<number>`(select count(*)::int from cutting_bundle b where b.lay_id = l.id)`.as('bundleCount'),
    ])
    .where('l.unitId', 'in', readableUnits(tenant, 'cuttingLay'))
    .where('l.missionNodeId', '=', missionNodeId)
    .orderBy('l.id', 'desc')
    .execute();
}

export async function findLay(db: Db, tenant: Tenant, layId: string, lock = false) {
  let q = db
    .selectFrom('cuttingLay')
    .selectAll()
    .select(sql<string>`to_char(date_completed, 'YYYY-MM-DD')`.as('dateText'))
    .where('unitId', 'in', readableUnits(tenant, 'cuttingLay'))
    .where('id', '=', layId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export interface LayFields {
  missionId: string;
  missionNodeId: string;
  lathe: string;
  dateCompleted: string;
  finishUserId: string;
  bundleCap: number | null;
  ratios: { sizeId: string; ratio: number }[];
  remark: string | null;
}

export async function insertLay(db: Db, tenant: Tenant, userId: string, f: LayFields): Promise<string> {
  const row = await db
    .insertInto('cuttingLay')
    .values({ ...f, ratios: JSON.stringify(f.ratios), unitId: owningUnit(tenant, 'cuttingLay'), createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLay(db: Db, tenant: Tenant, userId: string, layId: string, f: LayFields): Promise<void> {
  await db
    .updateTable('cuttingLay')
    .set({ ...f, ratios: JSON.stringify(f.ratios), updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('unitId', 'in', readableUnits(tenant, 'cuttingLay'))
    .where('id', '=', layId)
    .execute();
}

/** The lay is the node's report now: submitted, its bill named, its bundles listed. */
export async function markSubmitted(db: Db, tenant: Tenant, layId: string, reportId: string): Promise<void> {
  await db
    .updateTable('cuttingLay')
    .set({ status: 1, reportId, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'cuttingLay'))
    .where('id', '=', layId)
    .execute();
  await db
    .updateTable('cuttingBundle')
    .set({ isSubmitted: true, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('layId', '=', layId)
    .execute();
}

export interface BundleRowInsert {
  fabricIndex: number;
  goodsSkuId: string;
  ticketNo: string;
  num: number;
  remark: string | null;
}

/** Replaces the lay's fabric rows and bundles (a draft is rewritten whole; its bundles have no history yet). */
export async function replaceFabricsAndBundles(
  db: Db,
  tenant: Tenant,
  lay: { id: string; missionId: string; goodsStyleId: string; lathe: string; dateCompleted: string },
  fabrics: { colorId: string; lot: string | null; plies: number }[],
  bundles: BundleRowInsert[],
): Promise<string[]> {
  const unitId = owningUnit(tenant, 'cuttingBundle');
  await db
    .deleteFrom('cuttingBundle')
    .where('unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('layId', '=', lay.id)
    .execute();
  await db
    .deleteFrom('cuttingLayFabric')
    .where('unitId', 'in', readableUnits(tenant, 'cuttingLayFabric'))
    .where('layId', '=', lay.id)
    .execute();
  const fabricIds = (
    await db
      .insertInto('cuttingLayFabric')
      .values(fabrics.map((f, sort) => ({ ...f, sort, layId: lay.id, unitId: owningUnit(tenant, 'cuttingLayFabric') })))
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const ids: string[] = [];
  // Inserted in slices: 5,000 bundles × 13 columns would pass PostgreSQL's 65,535 parameters of one statement.
  for (let start = 0; start < bundles.length; start += 1000) {
    const rows = await db
      .insertInto('cuttingBundle')
      .values(
        bundles.slice(start, start + 1000).map((b, i) => ({
          unitId,
          layId: lay.id,
          layFabricId: fabricIds[b.fabricIndex]!,
          missionId: lay.missionId,
          goodsStyleId: lay.goodsStyleId,
          goodsSkuId: b.goodsSkuId,
          seq: start + i + 1,
          ticketNo: b.ticketNo,
          lathe: lay.lathe,
          num: b.num,
          dateCompleted: lay.dateCompleted,
          remark: b.remark,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The lay's fabric rows and bundles with colour and size names, in order. */
export async function layRows(db: Db, tenant: Tenant, layId: string) {
  const fabrics = await db
    .selectFrom('cuttingLayFabric as f')
    .leftJoin('skuAttr as co', 'co.id', 'f.colorId')
    .select(['f.id', 'f.sort', 'f.colorId', 'co.name as colorName', 'f.lot', 'f.plies'])
    .where('f.unitId', 'in', readableUnits(tenant, 'cuttingLayFabric'))
    .where('f.layId', '=', layId)
    .orderBy('f.sort')
    .execute();
  const bundles = await db
    .selectFrom('cuttingBundle as b')
    .innerJoin('cuttingLayFabric as f', 'f.id', 'b.layFabricId')
    .innerJoin('goodsSku as g', 'g.id', 'b.goodsSkuId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .select([
      'b.id',
      'b.seq',
      'b.ticketNo',
      'f.sort as fabricIndex',
      'g.colorId',
      'co.name as colorName',
      'g.sizeId',
      'si.name as sizeName',
      'f.lot',
      sql<number>`b.num::int`.as('num'),
      'b.remark',
    ])
    .where('b.unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('b.layId', '=', layId)
    .orderBy('b.seq')
    .execute();
  return { fabrics, bundles };
}

export async function reportOf(db: Db, tenant: Tenant, reportId: string) {
  return db
    .selectFrom('missionNodeReport')
    .select(['id', 'billNo', 'status'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('id', '=', reportId)
    .executeTakeFirst();
}
