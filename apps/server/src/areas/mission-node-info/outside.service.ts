import { dec, type OutsideFactoryQuantities } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { nodeOutsideFactories } from './node-info.repository.js';
import { requireNode } from './node-info.service.js';
import * as repo from './outside.repository.js';

const MISSION = { zh: '生产工单', en: 'Mission' };

/** Folds per-SKU rows into one entry per factory (total and SKU lines), factories of the node first. */
function perFactory(
  rows: readonly repo.OutsideQuantityRow[],
  factories: readonly { outsideFactoryId: string; name: string; unitPrice: string | null }[],
  names: Map<string, string>,
): OutsideFactoryQuantities[] {
  const out = new Map<string, OutsideFactoryQuantities>();
  for (const f of factories) out.set(f.outsideFactoryId, { ...f, totalNum: '0', skus: [] });
  for (const r of rows) {
    const entry =
      out.get(r.outsideFactoryId) ??
      out
        .set(r.outsideFactoryId, {
          outsideFactoryId: r.outsideFactoryId,
          name: names.get(r.outsideFactoryId) ?? '',
          unitPrice: null,
          totalNum: '0',
          skus: [],
        })
        .get(r.outsideFactoryId)!;
    entry.totalNum = dec.add(entry.totalNum, r.num);
    entry.skus.push({ goodsSkuId: r.goodsSkuId, num: dec.norm(r.num) });
  }
  return [...out.values()];
}

/**
 * getOutside-factory / outside-factory (sub-matrix) / findCompleteOutSideFactory: a node's outside factories with
 * their prices and the quantities they reported (reviewed completion reports), per factory and per SKU.
 */
export async function nodeOutsideQuantities(db: Db, ctx: RequestContext, nodeId: string) {
  await requireNode(db, ctx, nodeId);
  const [factories, rows] = await Promise.all([
    nodeOutsideFactories(db, ctx, nodeId),
    repo.outsideQuantities(db, ctx, { nodeId }),
  ]);
  const names = await repo.factoryNames(
    db,
    ctx,
    rows.map((r) => r.outsideFactoryId),
  );
  return perFactory(
    rows,
    factories.map(({ outsideFactoryId, name, unitPrice }) => ({ outsideFactoryId, name, unitPrice })),
    names,
  );
}

/** The whole mission: every node with its outside factories, prices and reported quantities. */
export async function missionOutsideQuantities(db: Db, ctx: RequestContext, missionId: string) {
  if (!(await repo.missionExists(db, ctx, missionId))) throw notFound(MISSION);
  const [factories, rows] = await Promise.all([
    repo.missionOutsideFactories(db, ctx, missionId),
    repo.outsideQuantities(db, ctx, { missionId }),
  ]);
  const names = await repo.factoryNames(
    db,
    ctx,
    rows.map((r) => r.outsideFactoryId),
  );
  const nodes = new Map<string, string>();
  for (const f of factories) nodes.set(f.missionNodeId, f.nodeName);
  for (const r of rows) if (!nodes.has(r.missionNodeId)) nodes.set(r.missionNodeId, '');
  return [...nodes].map(([missionNodeId, nodeName]) => ({
    missionNodeId,
    nodeName,
    factories: perFactory(
      rows.filter((r) => r.missionNodeId === missionNodeId),
      factories.filter((f) => f.missionNodeId === missionNodeId),
      names,
    ),
  }));
}

/** queryNodeReportOutsideFactoryList: the report dialog's dropdown, the node's factories with their prices. */
export async function reportOutsideFactoryOptions(db: Db, ctx: RequestContext, nodeId: string) {
  await requireNode(db, ctx, nodeId);
  const rows = await nodeOutsideFactories(db, ctx, nodeId);
  return rows.map((r) => ({ id: r.outsideFactoryId, name: r.name, unitPrice: r.unitPrice }));
}
