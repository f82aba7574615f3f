import { Dec, type QualityBundleRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { owningUnit, readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Report bills whose lines hold a bundle's pieces at a node: submitted, reviewed, anti-review pending. */
const LIVE = [1, 2, 3];

/** What a node inspected of each bundle (its live batch QC lines), by bundle id. */
const inspected = (missionNodeId: string) => sql<string>`coalesce((select sum(q.num) from quality_bundle_line q
    join mission_node_report r on r.id = q.report_id
    where q.mission_node_id = ${missionNodeId} and q.bundle_id = b.id and r.status in (${sql.join(LIVE)}) and not r.is_deleted), 0)`;

/** The QC node with its mission (a quality_checking node of the factory), or undefined. */
export async function findQualityNode(db: Db, tenant: Tenant, missionNodeId: string) {
  return db
    .selectFrom('missionNode')
    .select(['id', 'missionId', 'typeCode'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNode'))
    .where('id', '=', missionNodeId)
    .executeTakeFirst();
}

/** The mission's bundles of submitted lays (the bundle list's rule), with what the node inspected of each. */
export async function qualityBundles(
  db: Db,
  tenant: Tenant,
  node: { id: string; missionId: string },
  f: { lathe?: string | undefined; ticketNo?: string | undefined; ids?: readonly string[] },
): Promise<QualityBundleRow[]> {
  let q = db
    .selectFrom('cuttingBundle as b')
    .innerJoin('cuttingLay as y', 'y.id', 'b.layId')
    .innerJoin('missionNodeReport as r', 'r.id', 'y.reportId')
    .select([
      'b.id as ligationId',
      'b.ticketNo',
      'b.lathe',
      'b.goodsSkuId',
      'b.num',
      inspected(node.id).as('inspectedNum'),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.color_id where s.id = b.goods_sku_id)`.as(
        'colorName',
      ),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.size_id where s.id = b.goods_sku_id)`.as(
        'sizeName',
      ),
      sql<string | null>`(select a.name from goods_sku s join sku_attr a on a.id = s.standard_id where s.id = b.goods_sku_id)`.as(
        'standardName',
      ),
    ])
    .where('b.unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('b.missionId', '=', node.missionId)
    .where('b.isSubmitted', '=', true)
    .where('r.status', '!=', 5)
    .where('r.isDeleted', '=', false);
  if (f.lathe) q = q.where('b.lathe', '=', f.lathe);
  if (f.ticketNo) q = q.where('b.ticketNo', 'ilike', likeContains(f.ticketNo));
  if (f.ids) q = q.where('b.id', 'in', f.ids.length ? [...f.ids] : ['0']);
  const rows = await q.orderBy('b.id').limit(2000).execute();
  return rows.map((r) => {
    const num = String(r.num);
    const inspectedNum = String(r.inspectedNum);
    return { ...r, num, inspectedNum, remainingNum: Dec.of(num).minus(inspectedNum).toString() };
  });
}

/** Locks the bundles `for update` in id order (two batches on one bundle queue here). */
export async function lockBundles(trx: Db, tenant: Tenant, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  await trx
    .selectFrom('cuttingBundle')
    .select('id')
    .where('unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('id', 'in', sorted)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A report's lines in the order they were written. */
export async function reportLines(trx: Db, tenant: Tenant, reportId: string) {
  return trx
    .selectFrom('missionNodeReportLine')
    .select(['id', 'kind', 'goodsSkuId'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReportLine'))
    .where('reportId', '=', reportId)
    .orderBy('id')
    .execute();
}

export async function insertBundleLines(
  trx: Db,
  tenant: Tenant,
  userId: string,
  rows: readonly {
    missionNodeId: string;
    bundleId: string;
    reportId: string;
    reportLineId: string;
    kind: 'qualified' | 'defective' | 'waste';
    num: string;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const unitId = owningUnit(tenant, 'qualityBundleLine');
  await trx
    .insertInto('qualityBundleLine')
    .values(rows.map((r) => ({ ...r, unitId, createdBy: userId })))
    .execute();
}

/** The lays (床次) of the mission's cutting reports still standing, in lay order (getLathe). */
export async function missionLathes(db: Db, tenant: Tenant, missionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('missionNodeReport')
    .select('lathe')
    .distinct()
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeReport'))
    .where('missionId', '=', missionId)
    .where('lathe', 'is not', null)
    .where('status', '!=', 5)
    .where('isDeleted', '=', false)
    .execute();
  return rows.map((r) => r.lathe!).sort((a, b) => a.localeCompare(b, 'zh', { numeric: true }));
}
