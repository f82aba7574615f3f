import {
  checkTagInput,
  delayReasonInput,
  missionStatuses,
  nodeInformationInput,
  nodeStatusInput,
  MissionNodeInfoPermission as P,
} from '@gf/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, Code, invalid, notFound } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { lockMissionNode, startMissionIfWaiting } from '../missions/index.js';
import { dayOf, lateness } from './late.js';
import * as repo from './node-info.repository.js';
import { NODE } from './node-info.service.js';

type StatusInput = z.output<typeof nodeStatusInput>;
type InformationInput = z.output<typeof nodeInformationInput>;
type OutsideRow = NonNullable<InformationInput['outsideFactoryList']>[number];

/**
 * Every change of a node starts here: the node and its mission locked (`for update`, the missions area's one lock,
 * so node reports and these edits queue in the same order), then the node read; a revoked mission is refused.
 */
async function lockForChange(trx: Db, ctx: RequestContext, id: string): Promise<repo.NodeRow> {
  const locked = await lockMissionNode(trx, ctx, id);
  const node = locked && (await repo.findNode(trx, ctx, id));
  if (!node) throw notFound(NODE);
  if (node.missionStatus === missionStatuses.revoked)
    throw badState({ zh: '工单已撤销，节点不能修改', en: 'The mission is revoked: its nodes cannot change' });
  return node;
}

/** 未开始 / 进行中 / 已完成. Finishing a late node needs its delay reason; starting (or finishing) starts the mission. */
export async function setNodeStatus(db: Db, ctx: RequestContext, id: string, input: StatusInput): Promise<null> {
  return db.transaction().execute(async (trx) => {
    const node = await lockForChange(trx, ctx, id);
    const now = new Date();
    if (input.status === 2) {
      const { isLate } = lateness(node.planEndAt, null, dayOf(now));
      const reason = input.delayReason ?? (node.status === 2 ? node.delayReason : null);
      if (isLate && !reason)
        throw invalid('delayReason', { zh: '节点已延误，请填写延误原因', en: 'the node is late: give the delay reason' });
      await repo.updateNode(trx, ctx, id, {
        status: 2,
        startedAt: node.startedAt ?? now,
        finishedAt: node.status === 2 ? node.finishedAt : now,
        delayReason: isLate ? reason : node.delayReason,
      });
    } else if (input.status === 1) {
      await repo.updateNode(trx, ctx, id, { status: 1, startedAt: node.startedAt ?? now, finishedAt: null });
    } else {
      await repo.updateNode(trx, ctx, id, { status: 0, startedAt: null, finishedAt: null });
    }
    if (input.status !== 0) await startMissionIfWaiting(trx, ctx, node.missionId);
    return null;
  });
}

/** 修改节点信息: the fields sent replace the node's; outside factories keep their rows (ids) when kept. */
export async function setNodeInformation(db: Db, ctx: RequestContext, id: string, input: InformationInput): Promise<null> {
  await checkReferences(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    await lockForChange(trx, ctx, id);
    if (input.outsideFactoryList) await replaceFactories(trx, ctx, id, input.outsideFactoryList);
    await repo.updateNode(trx, ctx, id, {
      ...(input.chargerIds ? { chargerIds: input.chargerIds } : {}),
      // The wage is changed only by those who may see it (the field is hidden from the others).
      ...(input.labourCost !== undefined && can(ctx, P.labourCostView) ? { labourCost: input.labourCost } : {}),
      ...(input.planEndAt !== undefined ? { planEndAt: input.planEndAt } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      ...(input.attachmentIds ? { attachmentIds: input.attachmentIds } : {}),
    });
    return null;
  });
}

/** updateOutsideFactory: the node's outside factories and prices replaced by the list. */
export async function setOutsideFactories(
  db: Db,
  ctx: RequestContext,
  id: string,
  list: readonly OutsideRow[],
  field = 'outsideFactoryList',
): Promise<null> {
  await checkFactories(db, ctx, list, field);
  return db.transaction().execute(async (trx) => {
    await lockForChange(trx, ctx, id);
    await replaceFactories(trx, ctx, id, list);
    await repo.updateNode(trx, ctx, id, {});
    return null;
  });
}

/** A factory that reports name cannot be dropped: its quantities and payables would lose their price. */
async function replaceFactories(trx: Db, ctx: RequestContext, id: string, list: readonly OutsideRow[]): Promise<void> {
  const current = await repo.nodeOutsideFactories(trx, ctx, id);
  const kept = new Set(list.map((r) => r.outsideFactoryId));
  const dropped = current.filter((f) => !kept.has(f.outsideFactoryId)).map((f) => f.outsideFactoryId);
  const used = await repo.factoriesWithReports(trx, ctx, id, dropped);
  if (used[0])
    throw new AppError(Code.inUse, {
      zh: `外发厂「${used[0].name}」已有上报单据，不能移除`,
      en: `Outside factory "${used[0].name}" has reports on this node and cannot be removed`,
    });
  await repo.replaceOutsideFactories(trx, ctx, id, list);
}

export async function setDelayReason(db: Db, ctx: RequestContext, input: z.output<typeof delayReasonInput>): Promise<null> {
  return db.transaction().execute(async (trx) => {
    await lockForChange(trx, ctx, input.nodeId);
    await repo.updateNode(trx, ctx, input.nodeId, { delayReason: input.reasonDelay });
    return null;
  });
}

/** Ticks or unticks one of the node definition's preset tags on the mission node. */
export async function checkTag(db: Db, ctx: RequestContext, input: z.output<typeof checkTagInput>): Promise<null> {
  return db.transaction().execute(async (trx) => {
    const node = await lockForChange(trx, ctx, input.facMissionPrcdNodeId);
    const tags = await repo.nodeTags(trx, ctx, node.prcdNodeId);
    if (!tags.some((t) => t.id === input.id)) throw invalid('id', { zh: '节点没有这个标签', en: 'not a tag of this node' });
    const rest = node.tagIds.filter((t) => t !== input.id);
    await repo.updateNode(trx, ctx, node.id, { tagIds: input.isUse ? [...rest, input.id] : rest });
    return null;
  });
}

async function checkReferences(db: Db, ctx: RequestContext, input: InformationInput): Promise<void> {
  if (input.chargerIds) {
    const users = await repo.factoryUsers(db, ctx, input.chargerIds);
    input.chargerIds.forEach((uid, i) => {
      if (!users.has(uid)) throw invalid(`chargerIds.${i}`, { zh: '负责人不存在', en: 'no such person in this factory' });
    });
  }
  if (input.attachmentIds) {
    const files = new Set((await repo.filesByIds(db, ctx, input.attachmentIds)).map((f) => f.id));
    input.attachmentIds.forEach((fid, i) => {
      if (!files.has(fid)) throw invalid(`attachmentIds.${i}`, { zh: '附件不存在', en: 'file not found' });
    });
  }
  if (input.outsideFactoryList) await checkFactories(db, ctx, input.outsideFactoryList, 'outsideFactoryList');
}

async function checkFactories(db: Db, ctx: RequestContext, list: readonly OutsideRow[], field: string): Promise<void> {
  const known = await repo.outsideFactoriesByIds(
    db,
    ctx,
    list.map((r) => r.outsideFactoryId),
  );
  list.forEach((r, i) => {
    if (!known.has(r.outsideFactoryId))
      throw invalid(`${field}.${i}.outsideFactoryId`, { zh: '外发厂不存在', en: 'no such outside factory' });
  });
}
