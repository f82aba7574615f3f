import {
  billKindsOf,
  Code,
  Dec,
  LOCKED_NODE_FIELDS,
  NODE_TYPE_CLASSES,
  pageOf,
  REPORT_BILL_FIELD_NAMES,
  REPORT_BILL_FIELDS,
  REPORT_BILL_KIND_NAMES,
  isQuantityType,
  type NodeLock,
  type NodeTypeCode,
  type PrcdNodeBrief,
  type PrcdNodeInput,
  type PrcdNodeRow,
  type PrcdNodeTag,
  type ReportBillKind,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { existingMaterialKindIds } from './process-node-reference.repository.js';
import * as repo from './prcd-node.repository.js';
import { findSection } from './workshop-section.repository.js';

const nodeText = { zh: '工序节点', en: 'Process node' };
export const nodeNotFound = () => notFound(nodeText);

/** prcd-node-types: the type codes grouped by class, with names and what each report captures. */
export function listNodeTypes() {
  return { classes: NODE_TYPE_CLASSES, types: NODE_TYPE_CLASSES.flatMap((c) => c.types) };
}

async function rowsOf(db: Db, ctx: RequestContext, records: repo.NodeRecord[]): Promise<PrcdNodeRow[]> {
  const ids = records.map((r) => r.id);
  const [tags, locks, templates] = await Promise.all([
    repo.tagsOf(db, ctx, ids),
    repo.locksOf(db, ctx, ids),
    repo.templatesOf(db, ctx, ids),
  ]);
  return records.map((r) => ({
    ...r,
    tags: tags.get(r.id) ?? [],
    lock: locks.get(r.id) ?? null,
    templateCount: templates.get(r.id)?.length ?? 0,
  }));
}

export async function pageNodes(
  db: Db,
  ctx: RequestContext,
  input: Parameters<typeof repo.pageNodes>[2] & { pageNo?: number; pageNum?: number; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageNodes(db, ctx, input, pageSize, offset);
  return { list: await rowsOf(db, ctx, page.list), totalCount: page.totalCount, pageNo, pageSize };
}

/** prcd-nodes/details: every node, not paged (the template form's picker). */
export function listNodeDetails(db: Db, ctx: RequestContext, keyword?: string): Promise<PrcdNodeBrief[]> {
  return repo.listBriefs(db, ctx, { keyword });
}

/** prcd-nodes/quantity-details: the nodes reporting quantities (defect management, upstream choices). */
export function listQuantityNodes(db: Db, ctx: RequestContext, keyword?: string): Promise<PrcdNodeBrief[]> {
  const { types } = listNodeTypes();
  const codes = types.map((t) => t.code).filter(isQuantityType);
  return repo.listBriefs(db, ctx, { keyword, typeCodes: codes });
}

export async function getNode(db: Db, ctx: RequestContext, id: string): Promise<PrcdNodeRow> {
  const [row] = await rowsOf(db, ctx, await repo.findNodes(db, ctx, [id]));
  if (!row) throw nodeNotFound();
  return row;
}

async function assertNameFree(db: Db, ctx: RequestContext, name: string, selfId?: string): Promise<void> {
  const same = await repo.findIdByName(db, ctx, name);
  if (same && same !== selfId) throw duplicate('name', { zh: `节点「${name}」`, en: `Node "${name}"` });
}

/** What the node names outside itself: its workshop section, default storehouse, material kinds. */
async function checkReferences(db: Db, ctx: RequestContext, input: PrcdNodeInput): Promise<void> {
  if (input.workshopSectionId && !(await findSection(db, ctx, input.workshopSectionId)))
    throw invalid('workshopSectionId', { zh: '车间工段不存在', en: 'the workshop section does not exist' });
  if (input.defaultStorehouseId && !(await findStorehouse(db, ctx.unitId, input.defaultStorehouseId)))
    throw invalid('defaultStorehouseId', { zh: '仓库不存在或本厂未关联', en: 'the storehouse does not exist for this factory' });
  const kinds = await existingMaterialKindIds(db, ctx, input.materialKindIds);
  const missing = input.materialKindIds.findIndex((id) => !kinds.has(id));
  if (missing >= 0) throw invalid(`materialKindIds.${missing}`, { zh: '物料分类不存在', en: 'the material kind does not exist' });
}

const lockReason = (lock: NodeLock): LocalText => {
  const parts: LocalText[] = [];
  if (lock.missionCount > 0)
    parts.push({ zh: `已被 ${lock.missionCount} 个工单使用`, en: `used by ${lock.missionCount} missions` });
  if (lock.upstreamInTemplates.length > 0)
    parts.push({
      zh: `是模板「${lock.upstreamInTemplates.join('、')}」的上游节点`,
      en: `the upstream node in template "${lock.upstreamInTemplates.join('", "')}"`,
    });
  return { zh: parts.map((p) => p.zh).join('，'), en: parts.map((p) => p.en).join(', ') };
};

const sameValue = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? Dec.of(a).eq(b) : a === b);

/** A locked node keeps its type and options: the first one changed is refused by name (40903). */
function assertLockedUnchanged(before: repo.NodeRecord, input: PrcdNodeInput, lock: NodeLock | undefined): void {
  if (!lock) return;
  for (const field of LOCKED_NODE_FIELDS) {
    const was = before[field];
    const now = input[field];
    if (field === 'typeCode' ? was === now : sameValue(was, now)) continue;
    const why = lockReason(lock);
    throw new AppError(
      Code.inUse,
      {
        zh: `节点「${before.name}」${why.zh}，类型与选项不能再修改（${field}）`,
        en: `Node "${before.name}" is ${why.en}; its type and options cannot change (${field})`,
      },
      { errors: [{ field, message: 'locked: the node is in use' }] },
    );
  }
}

/** Tags kept by id must be the node's own; a removed tag that missions' nodes ticked is refused. */
async function checkTags(db: Db, ctx: RequestContext, nodeId: string | null, tags: PrcdNodeInput['tags']): Promise<void> {
  const current = nodeId ? ((await repo.tagsOf(db, ctx, [nodeId])).get(nodeId) ?? []) : [];
  const own = new Set(current.map((t) => t.id));
  tags.forEach((t, i) => {
    if (t.id && !own.has(t.id)) throw invalid(`tags.${i}.id`, { zh: '标签不属于该节点', en: 'the tag is not this node’s' });
  });
  const kept = new Set(tags.flatMap((t) => (t.id ? [t.id] : [])));
  const removed = current.filter((t) => !kept.has(t.id));
  const used = await repo.usedTagIds(
    db,
    ctx,
    removed.map((t) => t.id),
  );
  const blocked = removed.filter((t) => used.has(t.id));
  if (blocked.length > 0)
    throw new AppError(
      Code.inUse,
      {
        zh: `标签「${blocked.map((t) => t.name).join('、')}」已被工单节点使用，不能删除`,
        en: `Missions' nodes use the tags "${blocked.map((t) => t.name).join('", "')}"; they cannot be removed`,
      },
      { errors: [{ field: 'tags', message: 'a removed tag is in use' }] },
    );
}

const valuesOf = ({ id: _id, tags: _tags, ...values }: PrcdNodeInput) => values;

export async function createNode(db: Db, ctx: RequestContext, input: PrcdNodeInput): Promise<PrcdNodeRow> {
  await assertNameFree(db, ctx, input.name);
  await checkReferences(db, ctx, input);
  await checkTags(db, ctx, null, input.tags);
  const id = await db.transaction().execute(async (trx) => {
    const nodeId = await repo.insertNode(trx, ctx, valuesOf(input));
    await repo.replaceTags(trx, ctx, nodeId, input.tags);
    return nodeId;
  });
  return getNode(db, ctx, id);
}

export async function updateNode(db: Db, ctx: RequestContext, id: string, input: PrcdNodeInput): Promise<PrcdNodeRow> {
  await assertNameFree(db, ctx, input.name, id);
  await checkReferences(db, ctx, input);
  await db.transaction().execute(async (trx) => {
    // Locked first: a mission copying the node (for share) or a template naming it upstream waits, then sees the change.
    const before = await repo.lockNode(trx, ctx, id);
    if (!before) throw nodeNotFound();
    assertLockedUnchanged(before, input, (await repo.locksOf(trx, ctx, [id])).get(id));
    await checkTags(trx, ctx, id, input.tags);
    await repo.updateNode(trx, ctx, id, valuesOf(input));
    await repo.replaceTags(trx, ctx, id, input.tags);
  });
  return getNode(db, ctx, id);
}

/** Deletes a node no mission and no live template uses. */
export async function deleteNode(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const node = await repo.lockNode(trx, ctx, id);
    if (!node) throw nodeNotFound();
    const lock = (await repo.locksOf(trx, ctx, [id])).get(id);
    if (lock && lock.missionCount > 0)
      throw new AppError(Code.inUse, {
        zh: `节点「${node.name}」已被 ${lock.missionCount} 个工单使用，不能删除`,
        en: `${lock.missionCount} missions use node "${node.name}"; it cannot be deleted`,
      });
    const templates = (await repo.templatesOf(trx, ctx, [id])).get(id) ?? [];
    if (templates.length > 0)
      throw new AppError(Code.inUse, {
        zh: `节点「${node.name}」在模板「${templates.join('、')}」中，不能删除`,
        en: `Node "${node.name}" is in template "${templates.join('", "')}"; it cannot be deleted`,
      });
    await repo.softDeleteNode(trx, ctx, id);
  });
}

export async function listTags(db: Db, ctx: RequestContext, nodeId: string): Promise<PrcdNodeTag[]> {
  await getNode(db, ctx, nodeId);
  return (await repo.tagsOf(db, ctx, [nodeId])).get(nodeId) ?? [];
}

export async function updateTags(
  db: Db,
  ctx: RequestContext,
  nodeId: string,
  tags: PrcdNodeInput['tags'],
): Promise<PrcdNodeTag[]> {
  const names = new Set<string>();
  tags.forEach((t, i) => {
    if (names.has(t.name.toLowerCase())) throw invalid(`tags.${i}.name`, { zh: '标签名称重复', en: 'the tag name repeats' });
    names.add(t.name.toLowerCase());
  });
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockNode(trx, ctx, nodeId))) throw nodeNotFound();
    await checkTags(trx, ctx, nodeId, tags);
    await repo.replaceTags(trx, ctx, nodeId, tags);
  });
  return listTags(db, ctx, nodeId);
}

/** prcd-nodes/bill-config/field: every field a report bill may show, the node's chosen ones and its bill name. */
export async function billConfigFields(db: Db, ctx: RequestContext, billType: ReportBillKind, nodeId?: string) {
  const node = nodeId ? await getNode(db, ctx, nodeId) : null;
  const config = node?.billConfigs[billType];
  const allowed: NodeTypeCode | null = node?.typeCode ?? null;
  return {
    billType,
    billName: config?.billName ?? REPORT_BILL_KIND_NAMES[billType][ctx.lang],
    fields: REPORT_BILL_FIELDS.map((key) => ({ key, name: REPORT_BILL_FIELD_NAMES[key][ctx.lang] })),
    checkedFields: config?.fields ?? [...REPORT_BILL_FIELDS],
    isAvailable: allowed === null || billKindsOf(allowed, node?.allowAdjustNum ?? false).includes(billType),
  };
}
