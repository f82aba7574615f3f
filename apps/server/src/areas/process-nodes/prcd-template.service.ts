import {
  isQuantityType,
  pageOf,
  type PrcdTemplateDetail,
  type PrcdTemplateInput,
  type PrcdTemplateListRow,
  type TemplateRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { existingUserIds, userNames } from './process-node-reference.repository.js';
import * as repo from './prcd-template.repository.js';

const templateText = { zh: '工序模板', en: 'Process template' };
export const templateNotFound = () => notFound(templateText);

export async function pageTemplates(
  db: Db,
  ctx: RequestContext,
  input: { keyword?: string | undefined; pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageTemplates(db, ctx, input.keyword, pageSize, offset);
  const rows = await repo.templateRows(
    db,
    ctx,
    page.list.map((t) => t.id),
  );
  const names = await userNames(
    db,
    ctx,
    page.list.flatMap((t) => t.chargerIds),
  );
  const list: PrcdTemplateListRow[] = page.list.map((t) => ({
    id: t.id,
    name: t.name,
    chargerNames: t.chargerIds.map((id) => names.get(id) ?? ''),
    nodeNames: rows.filter((r) => r.prcdTemplateId === t.id).map((r) => r.nodeName),
    defaultAllOrderOutside: t.defaultAllOrderOutside,
    reportNeedsReview: t.reportNeedsReview,
    createdAt: t.createdAt.toISOString(),
  }));
  return { list, totalCount: page.totalCount, pageNo, pageSize };
}

/** The dropdown of the mission form: live templates by name. */
export async function templateOptions(db: Db, ctx: RequestContext, keyword?: string) {
  const page = await repo.pageTemplates(db, ctx, keyword, 500, 0);
  return page.list.map((t) => ({ value: t.id, label: t.name }));
}

export async function getTemplate(db: Db, ctx: RequestContext, id: string): Promise<PrcdTemplateDetail> {
  const head = await repo.findTemplate(db, ctx, id);
  if (!head) throw templateNotFound();
  const [rows, missionCount] = await Promise.all([repo.templateRows(db, ctx, [id]), repo.missionCount(db, ctx, id)]);
  const names = await userNames(db, ctx, [...head.chargerIds, ...rows.flatMap((r) => r.chargerIds)]);
  const nodeName = (nodeId: string | null) => rows.find((r) => r.prcdNodeId === nodeId)?.nodeName ?? null;
  const nodes: TemplateRow[] = rows.map(({ prcdTemplateId: _t, ...r }) => ({
    ...r,
    chargerNames: r.chargerIds.map((u) => names.get(u) ?? ''),
    upstreamNodeName: nodeName(r.upstreamPrcdNodeId),
  }));
  return {
    id: head.id,
    name: head.name,
    chargerIds: head.chargerIds,
    chargerNames: head.chargerIds.map((u) => names.get(u) ?? ''),
    defaultAllOrderOutside: head.defaultAllOrderOutside,
    reportNeedsReview: head.reportNeedsReview,
    delayNotify: head.delayNotify,
    delayNotifyNodeId: head.delayNotifyNodeId,
    delayNotifyNodeName: nodeName(head.delayNotifyNodeId),
    delayNotifyNodeStatus: head.delayNotifyNodeStatus as 1 | 2 | null,
    nodes,
    missionCount,
  };
}

/** fac/template/checkTemplateName: whether another live template has the name. */
export async function checkTemplateName(db: Db, ctx: RequestContext, name: string, selfId?: string) {
  const same = await repo.findIdByName(db, ctx, name);
  return { exists: same !== undefined && same !== selfId };
}

async function checkChargers(db: Db, ctx: RequestContext, input: PrcdTemplateInput): Promise<void> {
  const all = [...input.chargerIds, ...input.nodes.flatMap((r) => r.chargerIds)];
  const found = await existingUserIds(db, ctx, all);
  const bad = input.chargerIds.findIndex((id) => !found.has(id));
  if (bad >= 0)
    throw invalid(`chargerIds.${bad}`, { zh: '负责人不是本厂人员', en: 'the person in charge is not of this factory' });
  input.nodes.forEach((r, i) => {
    const j = r.chargerIds.findIndex((id) => !found.has(id));
    if (j >= 0)
      throw invalid(`nodes.${i}.chargerIds.${j}`, {
        zh: '负责人不是本厂人员',
        en: 'the person in charge is not of this factory',
      });
  });
}

/**
 * The rules that read the node definitions, on the nodes locked for share (a node's options cannot change under the
 * save): each node exists; 外发结算 only where the node may be outsourced; the shipment node and a row with an
 * upstream node report quantities; the upstream node reports quantities without unique codes or bundles.
 */
async function checkRowsOnNodes(trx: Db, ctx: RequestContext, input: PrcdTemplateInput): Promise<void> {
  const ids = input.nodes.flatMap((r) => [r.prcdNodeId, ...(r.upstreamPrcdNodeId ? [r.upstreamPrcdNodeId] : [])]);
  const nodes = new Map((await repo.lockNodesForShare(trx, ctx, ids)).map((n) => [n.id, n]));
  input.nodes.forEach((r, i) => {
    const node = nodes.get(r.prcdNodeId);
    if (!node) throw invalid(`nodes.${i}.prcdNodeId`, { zh: '节点不存在', en: 'the node does not exist' });
    if (r.outsideSettlement && !node.allowOutside)
      throw invalid(`nodes.${i}.outsideSettlement`, {
        zh: `节点「${node.name}」不允许外发，不能外发结算`,
        en: `node "${node.name}" may not be outsourced; it cannot settle with an outside factory`,
      });
    if (r.isShipment && !isQuantityType(node.typeCode))
      throw invalid(`nodes.${i}.isShipment`, {
        zh: `节点「${node.name}」不上报数量`,
        en: `node "${node.name}" reports no quantities`,
      });
    if (!r.upstreamPrcdNodeId) return;
    if (!isQuantityType(node.typeCode))
      throw invalid(`nodes.${i}.upstreamPrcdNodeId`, {
        zh: `节点「${node.name}」不上报数量，不能有上游节点`,
        en: `node "${node.name}" reports no quantities; it has no upstream node`,
      });
    const up = nodes.get(r.upstreamPrcdNodeId)!;
    if (!isQuantityType(up.typeCode) || up.associateWym || up.associateLigation)
      throw invalid(`nodes.${i}.upstreamPrcdNodeId`, {
        zh: `上游节点「${up.name}」须为数量类节点且不关联唯一码或扎号`,
        en: `the upstream node "${up.name}" must report quantities without unique codes or bundles`,
      });
  });
}

async function assertNameFree(db: Db, ctx: RequestContext, name: string, selfId?: string) {
  if ((await checkTemplateName(db, ctx, name, selfId)).exists)
    throw duplicate('name', { zh: `模板「${name}」`, en: `Template "${name}"` });
}

const headOf = ({ id: _id, nodes: _nodes, ...head }: PrcdTemplateInput) => head;

export async function createTemplate(db: Db, ctx: RequestContext, input: PrcdTemplateInput): Promise<PrcdTemplateDetail> {
  await assertNameFree(db, ctx, input.name);
  await checkChargers(db, ctx, input);
  const id = await db.transaction().execute(async (trx) => {
    await checkRowsOnNodes(trx, ctx, input);
    const templateId = await repo.insertTemplate(trx, ctx, headOf(input));
    await repo.replaceRows(trx, ctx, templateId, input.nodes);
    return templateId;
  });
  return getTemplate(db, ctx, id);
}

export async function updateTemplate(
  db: Db,
  ctx: RequestContext,
  id: string,
  input: PrcdTemplateInput,
): Promise<PrcdTemplateDetail> {
  await assertNameFree(db, ctx, input.name, id);
  await checkChargers(db, ctx, input);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findTemplate(trx, ctx, id, true))) throw templateNotFound();
    await checkRowsOnNodes(trx, ctx, input);
    await repo.updateTemplate(trx, ctx, id, headOf(input));
    await repo.replaceRows(trx, ctx, id, input.nodes);
  });
  return getTemplate(db, ctx, id);
}

/** Deletes a template (missions made with it keep their own copy of its rows). */
export async function deleteTemplate(db: Db, ctx: RequestContext, id: string): Promise<void> {
  const done = await db.transaction().execute((trx) => repo.setFlags(trx, ctx, id, { isDeleted: true }));
  if (!done) throw templateNotFound();
}

/** The list's switch: whether node reports of missions made with this template need review. */
export async function setReportReview(db: Db, ctx: RequestContext, id: string, reportNeedsReview: boolean) {
  const done = await db.transaction().execute((trx) => repo.setFlags(trx, ctx, id, { reportNeedsReview }));
  if (!done) throw templateNotFound();
  return getTemplate(db, ctx, id);
}
