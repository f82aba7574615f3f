import type { DefectFilter, DefectRow } from '@gf/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { Database } from '../../schema/index.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Reports whose defects are open to management: reviewed (2) and reviewed with an anti-review pending (3). */
const POSTED = [2, 3];

/**
 * Makes the defect rows of the factory's reviewed defective QC lines that have none yet (one per report line). Run
 * before every read and action: a defect exists from its report's review on, without a hook in the report's posting.
 */
/** The defects a reviewed defective report opens: one per defective line (engine effect, inside the review). */
export async function openDefectsOfReport(trx: Db, tenant: Tenant, reportId: string): Promise<void> {
  await sql`
    insert into defect (unit_id, report_id, report_line_id, mission_id, mission_node_id, goods_sku_id, defect_label_ids,
      storehouse_id, outside_factory_id, finish_user_id, num, open_num)
    select l.unit_id, r.id, l.id, r.mission_id, r.mission_node_id, l.goods_sku_id, l.defect_label_ids,
      coalesce(l.storehouse_id, r.storehouse_id), r.outside_factory_id, r.finish_user_id, l.num, l.num
    from mission_node_report r
    join mission_node_report_line l on l.report_id = r.id
    where r.id = ${reportId} and r.unit_id in (${sql.join(readableUnits(tenant, 'defect'))})
      and r.bill_type = 'FAC_MISSION_DEFECTIVE' and l.kind = 'defective' and l.num > 0
    on conflict (report_line_id) where parent_defect_id is null
    do update set num = excluded.num, open_num = excluded.num - (defect.num - defect.open_num), updated_at = now()`.execute(trx);
}

/** The report's un-review: its defects that no defect bill ever touched go (the others stay, hidden with the report). */
export async function dropUnsettledDefectsOfReport(trx: Db, tenant: Tenant, reportId: string): Promise<void> {
  await sql`
    delete from defect d
    where d.report_id = ${reportId} and d.unit_id in (${sql.join(readableUnits(tenant, 'defect'))})
      and not exists (select 1 from defect_bill_line bl where bl.defect_id = d.id or bl.new_defect_id = d.id)
      and not exists (select 1 from defect c where c.parent_defect_id = d.id)`.execute(trx);
}

type Q = SelectQueryBuilder<
  Database & { d: Database['defect']; r: Database['missionNodeReport']; m: Database['mission']; gs: Database['goodsStyle'] },
  'd' | 'r' | 'm' | 'gs',
  object
>;

/** The list's filter, plus the node panel's (getDefectives: any status, a node, lays, labels, bundles). */
export type DefectQuery = Omit<DefectFilter, 'status'> & {
  status?: number;
  missionNodeId?: string;
  lathes?: readonly string[];
  defectLabelIds?: readonly string[];
  ligationIds?: readonly string[];
};

/** The bundle a defect was found in (a batch QC report's line), when it was. */
const bundleOf = (column: 'b.id' | 'b.ticket_no' | 'b.lathe') =>
  sql<string | null>`(select ${sql.ref(column)} from quality_bundle_line q join cutting_bundle b on b.id = q.bundle_id
    where q.report_line_id = d.report_line_id)`;

/** Open defects of the factory matching the filter (reviewed sources only). */
function openDefects(db: Db, tenant: Tenant, f: DefectQuery): Q {
  let q = db
    .selectFrom('defect as d')
    .innerJoin('missionNodeReport as r', 'r.id', 'd.reportId')
    .innerJoin('mission as m', 'm.id', 'd.missionId')
    .innerJoin('goodsStyle as gs', 'gs.id', 'm.goodsStyleId')
    .where('d.unitId', 'in', readableUnits(tenant, 'defect'))
    .where('r.status', 'in', POSTED)
    .where('r.isDeleted', '=', false)
    .where('d.openNum', '>', '0') as unknown as Q;
  if (f.status !== undefined) q = q.where('d.status', '=', f.status);
  if (f.missionNodeId) q = q.where('d.missionNodeId', '=', f.missionNodeId);
  if (f.lathes?.length) q = q.where(sql<boolean>`${bundleOf('b.lathe')} in (${sql.join(f.lathes)})`);
  if (f.ligationIds?.length) q = q.where(sql<boolean>`${bundleOf('b.id')} in (${sql.join(f.ligationIds)})`);
  if (f.defectLabelIds?.length) q = q.where(sql<boolean>`d.defect_label_ids ?| array[${sql.join(f.defectLabelIds)}]::text[]`);
  if (f.styleNo) q = q.where('gs.styleNo', 'ilike', likeContains(f.styleNo));
  if (f.missionId) q = q.where('d.missionId', '=', f.missionId);
  if (f.outsideFactoryId)
    q = q.where((eb) =>
      eb.or([eb('d.outsideFactoryId', '=', f.outsideFactoryId!), eb('d.returnFactoryId', '=', f.outsideFactoryId!)]),
    );
  if (f.userId) q = q.where((eb) => eb.or([eb('d.finishUserId', '=', f.userId!), eb('d.returnUserId', '=', f.userId!)]));
  const skuWhere = (column: 'color_id' | 'size_id' | 'standard_id', id: string) =>
    sql<boolean>`exists (select 1 from goods_sku s where s.id = d.goods_sku_id and ${sql.ref(`s.${column}`)} = ${id})`;
  if (f.colorId) q = q.where(skuWhere('color_id', f.colorId));
  if (f.sizeId) q = q.where(skuWhere('size_id', f.sizeId));
  if (f.standardId) q = q.where(skuWhere('standard_id', f.standardId));
  if (f.defectLabelId) q = q.where(sql<boolean>`d.defect_label_ids @> jsonb_build_array(${f.defectLabelId}::text)`);
  return q;
}

export async function countOpen(db: Db, tenant: Tenant, f: DefectQuery): Promise<{ count: number; total: string }> {
  const row = await openDefects(db, tenant, f)
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(d.open_num), 0)`.as('total')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: String(row.total) };
}

/** The ids of every open defect of the filter (全选操作), oldest first. */
export async function openDefectIds(db: Db, tenant: Tenant, f: DefectQuery): Promise<string[]> {
  const rows = await openDefects(db, tenant, f).select('d.id').orderBy('d.id').execute();
  return rows.map((r) => r.id);
}

type Named = Omit<DefectRow, 'defectLabelNames'>;

export async function listOpen(
  db: Db,
  tenant: Tenant,
  f: DefectQuery,
  page: { offset: number; limit: number },
): Promise<Named[]> {
  const rows = await openDefects(db, tenant, f)
    .innerJoin('missionNode as n', 'n.id', 'd.missionNodeId')
    .select([
      'd.id',
      'd.missionId',
      'm.missionNo',
      'd.missionNodeId',
      'n.name as nodeName',
      'gs.id as goodsStyleId',
      'gs.styleNo',
      'd.goodsSkuId',
      'd.defectLabelIds',
      'd.outsideFactoryId',
      'd.storehouseId',
      'd.reportId',
      'r.billNo as reportBillNo',
      'd.num',
      'd.openNum',
      'd.repairCount',
      'd.status',
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.color_id where s.id = d.goods_sku_id)`.as(
        'colorName',
      ),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.size_id where s.id = d.goods_sku_id)`.as(
        'sizeName',
      ),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.standard_id where s.id = d.goods_sku_id)`.as(
        'standardName',
      ),
      sql<string | null>`(select o.name from outside_factory o where o.id = d.outside_factory_id)`.as('outsideFactoryName'),
      sql<string | null>`(select h.name from storehouse h where h.id = d.storehouse_id)`.as('storehouseName'),
      sql<string | null>`(select x.name from mission_node x where x.id = d.return_node_id)`.as('returnNodeName'),
      sql<string | null>`(select o.name from outside_factory o where o.id = d.return_factory_id)`.as('returnFactoryName'),
      sql<string | null>`(select u.user_name from app_user u where u.id = d.return_user_id)`.as('returnUserName'),
      bundleOf('b.id').as('ligationId'),
      bundleOf('b.ticket_no').as('ticketNo'),
      bundleOf('b.lathe').as('lathe'),
    ])
    .orderBy('d.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({ ...r, num: String(r.num), openNum: String(r.openNum), defectLabelIds: r.defectLabelIds ?? [] }));
}

/** Label names by id (the company's and the factory's labels). */
export async function labelNames(db: Db, tenant: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('defectiveLabel')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'defectiveLabel'))
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface DefectForAction {
  id: string;
  reportId: string;
  reportLineId: string;
  missionId: string;
  missionNodeId: string;
  goodsSkuId: string | null;
  openNum: string;
  repairCount: number;
  status: number;
}

const actionColumns = [
  'd.id',
  'd.reportId',
  'd.reportLineId',
  'd.missionId',
  'd.missionNodeId',
  'd.goodsSkuId',
  'd.openNum',
  'd.repairCount',
  'd.status',
] as const;

/** The open defects among `ids` whose source report is reviewed (no lock: to know what to lock). */
export async function findOpen(db: Db, tenant: Tenant, ids: readonly string[]): Promise<DefectForAction[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('defect as d')
    .innerJoin('missionNodeReport as r', 'r.id', 'd.reportId')
    .select(actionColumns)
    .where('d.unitId', 'in', readableUnits(tenant, 'defect'))
    .where('d.id', 'in', [...ids])
    .where('r.status', 'in', POSTED)
    .where('d.openNum', '>', '0')
    .execute();
}

/** Locks the defect rows for update in id order and reads them again. */
export async function lockDefects(trx: Db, tenant: Tenant, ids: readonly string[]): Promise<DefectForAction[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('defect as d')
    .select(actionColumns)
    .where('d.unitId', 'in', readableUnits(tenant, 'defect'))
    .where('d.id', 'in', [...ids])
    .orderBy('d.id')
    .forUpdate()
    .execute();
}

/** Share-locks the source reports (id order) before the nodes: the order a report's review and un-review take. */
export async function shareLockReports(trx: Db, tenant: Tenant, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  if (sorted.length === 0) return;
  await sql`select id from mission_node_report where unit_id in (${sql.join(readableUnits(tenant, 'missionNodeReport'))})
    and id in (${sql.join(sorted)}) order by id for share`.execute(trx);
}

export async function addOpen(trx: Db, defectId: string, delta: string): Promise<void> {
  await trx
    .updateTable('defect')
    .set({ openNum: sql`open_num + ${delta}::numeric`, updatedAt: new Date() })
    .where('id', '=', defectId)
    .execute();
}

export async function addRepairCount(trx: Db, defectId: string, delta: 1 | -1): Promise<void> {
  await trx
    .updateTable('defect')
    .set({ repairCount: sql`repair_count + ${delta}`, updatedAt: new Date() })
    .where('id', '=', defectId)
    .execute();
}

export interface ReturnTarget {
  returnNodeId: string | null;
  returnFactoryId: string | null;
  returnUserId: string | null;
}

export async function setReturned(trx: Db, defectId: string, to: ReturnTarget | null): Promise<void> {
  await trx
    .updateTable('defect')
    .set({
      status: to ? 4 : 0,
      returnNodeId: to?.returnNodeId ?? null,
      returnFactoryId: to?.returnFactoryId ?? null,
      returnUserId: to?.returnUserId ?? null,
      updatedAt: new Date(),
    })
    .where('id', '=', defectId)
    .execute();
}

/** Splits `num` off a defect as a returned defect of its own; the parent keeps the rest. */
export async function splitReturned(trx: Db, tenant: Tenant, parentId: string, num: string, to: ReturnTarget): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into defect (unit_id, report_id, report_line_id, parent_defect_id, mission_id, mission_node_id, goods_sku_id,
      defect_label_ids, storehouse_id, outside_factory_id, finish_user_id, num, open_num, repair_count, status,
      return_node_id, return_factory_id, return_user_id)
    select unit_id, report_id, report_line_id, id, mission_id, mission_node_id, goods_sku_id, defect_label_ids,
      storehouse_id, outside_factory_id, finish_user_id, ${num}::numeric, ${num}::numeric, repair_count, 4,
      ${to.returnNodeId}, ${to.returnFactoryId}, ${to.returnUserId}
    from defect where id = ${parentId} and unit_id in (${sql.join(readableUnits(tenant, 'defect'))})
    returning id`.execute(trx);
  await addOpen(trx, parentId, `-${num}`);
  return String(rows[0]!.id);
}

/** The defects among `ids`, open or not (no lock). */
export async function findAny(db: Db, tenant: Tenant, ids: readonly string[]): Promise<DefectForAction[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('defect as d')
    .select(actionColumns)
    .where('d.unitId', 'in', readableUnits(tenant, 'defect'))
    .where('d.id', 'in', [...ids])
    .execute();
}
