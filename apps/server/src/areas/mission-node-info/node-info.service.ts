import type { NodeInfo } from '@gf/contracts';
import { MissionNodeInfoPermission as P } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { fileUrl } from '../../platform/files/index.js';
import { notFound } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { dayOf, lateness } from './late.js';
import { factoryUsers, filesByIds, findNode, nodeOutsideFactories, nodeTags, type NodeRow } from './node-info.repository.js';

export const NODE = { zh: '工单节点', en: 'Mission node' };

export async function requireNode(db: Db, ctx: RequestContext, id: string): Promise<NodeRow> {
  const node = await findNode(db, ctx, id);
  if (!node) throw notFound(NODE);
  return node;
}

/** The node panel's information part: persons, wage (if the caller may see it), plan, outside factories, files, tags. */
export async function getNodeInfo(db: Db, ctx: RequestContext, id: string): Promise<NodeInfo> {
  const node = await requireNode(db, ctx, id);
  const [names, files, factories, tags] = await Promise.all([
    factoryUsers(db, ctx, node.chargerIds),
    filesByIds(db, ctx, node.attachmentIds),
    nodeOutsideFactories(db, ctx, id),
    nodeTags(db, ctx, node.prcdNodeId),
  ]);
  const fileById = new Map(files.map((f) => [f.id, f]));
  const canViewLabourCost = can(ctx, P.labourCostView);
  const checked = new Set(node.tagIds);
  return {
    id: node.id,
    missionId: node.missionId,
    missionNo: node.missionNo,
    missionStatus: node.missionStatus,
    prcdNodeId: node.prcdNodeId,
    name: node.name,
    typeCode: node.typeCode,
    status: node.status,
    chargers: node.chargerIds.map((uid) => ({ id: uid, name: names.get(uid) ?? '' })),
    labourCost: canViewLabourCost ? node.labourCost : null,
    canViewLabourCost,
    planEndAt: node.planEndAt,
    warnDays: node.warnDays,
    diffMin: node.diffMin,
    diffMax: node.diffMax,
    targetNum: node.targetNum,
    completedNum: node.completedNum,
    adjustNum: node.adjustNum,
    startedAt: node.startedAt?.toISOString() ?? null,
    finishedAt: node.finishedAt?.toISOString() ?? null,
    ...lateness(node.planEndAt, node.finishedAt ? dayOf(node.finishedAt) : null, dayOf(new Date())),
    delayReason: node.delayReason,
    remark: node.remark,
    attachments: node.attachmentIds.flatMap((fid) => {
      const f = fileById.get(fid);
      return f ? [{ id: f.id, name: f.originalName, url: fileUrl(f.id), mimeType: f.mimeType }] : [];
    }),
    outsideFactories: factories,
    tags: tags.map((t) => ({ id: t.id, name: t.name, checked: checked.has(t.id) })),
  };
}

/** The preset tags of a node definition of the session's factory. */
export async function listNodeTags(db: Db, ctx: RequestContext, prcdNodeId: string) {
  return nodeTags(db, ctx, prcdNodeId);
}
