import {
  Dec,
  type BundleHistory,
  type HandoverInput,
  type NodeScans,
  type ScanNodeOption,
  type WipAnswer,
  type WipInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './scan.repository.js';
import { bundleView, resolveCode, scanCount } from './scan.service.js';
import { handOverOneBundle } from './handover-batch.service.js';
import { wipGroups } from './wip.repository.js';
import type { InspectedBundle } from '../defects/index.js';

/** GET scanning/nodes: live missions' quantity nodes (mission or style number search), for the scan screen. */
export async function listScanNodes(db: Db, ctx: RequestContext, search: string | null): Promise<ScanNodeOption[]> {
  return repo.scanNodeOptions(db, ctx, search);
}

/** GET scanning/nodes/{id}/scans: the node's running count and latest 50 scans (the screen reloads it after each scan). */
export async function getNodeScans(db: Db, ctx: RequestContext, missionNodeId: string): Promise<NodeScans> {
  const node = await repo.findScanNode(db, ctx, missionNodeId);
  if (!node) throw notFound({ zh: '工单节点', en: 'Mission node' });
  const list = await repo.latestNodeScans(db, ctx, node.id, 50);
  return {
    missionNodeId: node.id,
    nodeName: node.name,
    missionNo: node.missionNo,
    count: await scanCount(db, ctx, node.id),
    list: list.map((r) => ({ ...r, num: Dec.of(r.num).toString() })),
  };
}

/** GET scanning/bundles/{barcode}/history: the bundle, where it was cut, every movement, and where it is now. */
export async function getBundleHistory(db: Db, ctx: RequestContext, code: string): Promise<BundleHistory> {
  const bundle = await resolveCode(db, ctx, code);
  const movements = (await repo.bundleMovements(db, ctx, bundle.bundleId)).map((m) => ({ ...m, num: Dec.of(m.num).toString() }));
  const last = movements.filter((m) => !m.isUndone).at(-1);
  return {
    ...bundleView(bundle),
    cutNodeName: bundle.cutNodeName,
    cutDate: bundle.cutDate,
    locationNodeName: last ? last.nodeName : bundle.cutNodeName,
    locationFactoryName: last?.outsideFactoryName ?? null,
    movements,
  };
}

/**
 * POST scanning/handover: the bundle handed to an outside factory and/or a workbay at a node of its mission; a
 * HANDOVER movement (no quantity reported, nothing counted), written by the batch hand-over's rules on the locked
 * bundle (handover-batch.service.ts). An unknown or another factory's ticket answers 40402.
 */
export async function handOverBundle(db: Db, ctx: RequestContext, input: HandoverInput): Promise<BundleHistory> {
  const bundle = await resolveCode(db, ctx, input.barcode);
  const node = await repo.findScanNode(db, ctx, input.missionNodeId);
  if (!node || node.missionId !== bundle.missionId)
    throw invalid('missionNodeId', { zh: '节点不属于该扎号的工单', en: "the node is not of the bundle's mission" });
  await handOverOneBundle(db, ctx, { ...input, barcode: bundle.ticketNo });
  return getBundleHistory(db, ctx, bundle.ticketNo);
}

/**
 * Batch QC's bundles as QC movements, one per bundle and report, in the caller's transaction: the bundle's history
 * shows where and when it was inspected, and work in progress places it at the QC node. Undoing the report strikes it.
 */
export async function recordQcMovements(trx: Db, ctx: RequestContext, rows: readonly InspectedBundle[]): Promise<void> {
  await repo.appendMovements(
    trx,
    ctx,
    rows.map((r) => ({ ...r, kind: 'QC' as const, workbayUserId: null, remark: null })),
  );
}

/** POST scanning/wip: bundles and pieces at each node, or at each outside factory, with the totals. */
export async function getWip(db: Db, ctx: RequestContext, input: WipInput): Promise<WipAnswer> {
  const rows = await wipGroups(db, ctx, input.by, input.missionId ?? null);
  const dataList = rows.map((r) => ({ ...r, pieces: Dec.of(r.pieces).toString() }));
  return {
    dataList,
    totalBundles: dataList.reduce((a, r) => a + r.bundles, 0),
    totalPieces: dataList.reduce((a, r) => a.plus(r.pieces), Dec.zero).toString(),
  };
}
