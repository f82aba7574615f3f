import { Code, REPORT_PATHS, type LogicReportInput, type ReportPath, type ReportResult } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { assertEditable, submitBill, type WorkflowDeps } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { AppError, badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { NodeTypeCode } from '../../schema/missions.js';
import { assertCanReportOn } from './node-report-access.service.js';
import { lockNodeForReport } from './node-report-limits.service.js';
import { billDrafts, draftSkuIds, type BillDraft, type ReportInput } from './node-report-drafts.js';
import * as refs from './node-report-refs.repository.js';
import * as repo from './node-report.repository.js';

export const NODE_REPORT_NUMBER_KEY = 'FAC_MISSION_REPORT';

registerNumberRule({
  billType: NODE_REPORT_NUMBER_KEY,
  kind: 'BILL',
  zh: '工单上报单',
  en: 'Node report',
  segments: [
    { type: 'TEXT', value: 'SB' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

type Node = NonNullable<Awaited<ReturnType<typeof refs.findNodeForReport>>>;

/** The node, checked: exists in the factory, its kind matches the path, the mission is live, the user may report. */
async function nodeFor(db: Db, ctx: RequestContext, path: ReportPath, missionNodeId: string): Promise<Node> {
  const node = await refs.findNodeForReport(db, ctx, missionNodeId);
  if (!node) throw notFound({ zh: '工单节点', en: 'Mission node' });
  assertCanReportOn(ctx, node);
  if (!(REPORT_PATHS[path] as readonly string[]).includes(node.typeCode))
    throw invalid('typeCode', { zh: `该节点不能按「${path}」上报`, en: `this node cannot be reported as "${path}"` });
  if (node.missionStatus === 5)
    throw badState({ zh: '工单已撤销，不能上报', en: 'The mission is revoked: nothing can be reported' });
  return node;
}

/** References of the report: SKUs of the mission, storehouses, customer, factories and people of this factory. */
async function checkReferences(trx: Db, ctx: RequestContext, node: Node, input: ReportInput, drafts: BillDraft[]) {
  const skus = await refs.missionSkuIds(trx, ctx, node.missionId);
  const foreign = draftSkuIds(drafts).find((id) => !skus.has(id));
  if (foreign)
    throw invalid('skus', { zh: `商品SKU ${foreign} 不在该工单上`, en: `goods SKU ${foreign} is not on this mission` });
  const storehouses = drafts.flatMap((d) => [d.storehouseId, d.toStorehouseId]).filter((id): id is string => Boolean(id));
  if ((await refs.missingIds(trx, ctx, 'storehouse', storehouses)).length)
    throw invalid('storehouseId', { zh: '仓库不存在', en: 'storehouse not found' });
  const customers = drafts.map((d) => d.customerId).filter((id): id is string => Boolean(id));
  if ((await refs.missingIds(trx, ctx, 'customer', customers)).length)
    throw invalid('customerId', { zh: '客户不存在', en: 'customer not found' });
  for (const key of ['outsideFactoryId', 'sendToFactoryId'] as const) {
    const id = input[key];
    if (id && (await refs.missingIds(trx, ctx, 'outsideFactory', [id])).length)
      throw invalid(key, { zh: '加工厂不存在', en: 'processing factory not found' });
  }
  for (const key of ['finishUserId', 'sendToUserId'] as const) {
    const id = input[key];
    if (id && !(await refs.isFactoryUser(trx, ctx.unitId, id))) throw invalid(key, { zh: '人员不存在', en: 'person not found' });
  }
  if (input.type === 'adjust' && !node.allowAdjustNum)
    throw invalid('type', { zh: '该节点不允许上报调整数', en: 'this node does not take adjustments' });
  // A wholly subcontracted mission is finished by its factory (完成工厂 locked to it).
  if (
    node.isOutside &&
    node.missionOutsideFactoryId &&
    input.outsideFactoryId &&
    input.outsideFactoryId !== node.missionOutsideFactoryId
  )
    throw invalid('outsideFactoryId', {
      zh: '整单外发的工单只能由其加工厂完成',
      en: 'a wholly subcontracted mission is finished by its factory',
    });
  for (const d of drafts)
    if (d.lathe && (await repo.isLatheTaken(trx, ctx, node.missionId, d.lathe, input.billId ?? null)))
      throw duplicate('lathe', { zh: `床次 ${d.lathe}`, en: `Lay ${d.lathe}` });
}

function fieldsOf(node: Node, input: ReportInput, d: BillDraft): repo.ReportFields {
  return {
    billType: d.billType,
    missionId: node.missionId,
    missionNodeId: node.id,
    typeCode: node.typeCode as NodeTypeCode,
    dateCompleted: input.dateCompleted,
    finishUserId: input.finishUserId,
    outsideFactoryId: input.outsideFactoryId ?? (node.isOutside ? node.missionOutsideFactoryId : null),
    sendToFactoryId: input.sendToFactoryId ?? null,
    sendToUserId: input.sendToUserId ?? null,
    lathe: d.lathe,
    storehouseId: d.storehouseId,
    customerId: d.customerId,
    toStorehouseId: d.toStorehouseId,
    adjustReason: input.adjustReason,
    remark: d.remark,
    totalNum: d.totalNum,
  };
}

/**
 * POST (new) or PUT (billId: a draft or rejected bill edited) fac-mission-prcd-nodes/{id}/{path}: writes the
 * report's bills and, with REPORT, submits them through the engine in the same transaction (posted at once in direct
 * mode). A refusal (limit, reference, permission) writes nothing.
 */
export async function reportOnNode(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  path: Exclude<ReportPath, 'logic'>,
  missionNodeId: string,
  input: ReportInput,
): Promise<ReportResult> {
  return transactionWithRetry(db, async (trx) => {
    const node = await nodeFor(trx, ctx, path, missionNodeId);
    // The locks first, in the order every report and un-review takes them (upstream node, node, mission): the bill's
    // insert below key-share-locks the mission, which must not come before waiting for the upstream node.
    await lockNodeForReport(trx, ctx, node.id);
    const drafts = billDrafts(path, input);
    await checkReferences(trx, ctx, node, input, drafts);
    const written: { id: string; billNo: string; billType: string }[] = [];
    if (input.billId) {
      const existing = await repo.findReport(trx, ctx, input.billId);
      const own =
        existing && existing.missionNodeId === node.id ? drafts.find((d) => d.billType === existing.billType) : undefined;
      if (!existing || !own || drafts.length !== 1)
        throw invalid('billId', { zh: '单据不属于该节点或类型不符', en: 'the bill is not of this node or kind' });
      const def = bills.find(existing.billType)!;
      const head = await assertEditable(trx, def, ctx, existing.id);
      if (input.version !== undefined && input.version !== existing.version)
        throw new AppError(Code.badState, {
          zh: '单据已被他人修改，请刷新',
          en: 'The bill was changed by someone else: reload it',
        });
      await repo.updateReport(trx, ctx, ctx.userId, existing.id, fieldsOf(node, input, own));
      await repo.replaceLines(trx, ctx, existing.id, own.lines);
      written.push({ id: existing.id, billNo: head.billNo ?? existing.billNo, billType: existing.billType });
    } else {
      for (const d of drafts) {
        const billNo = await allocateNumber(trx, { unitId: ctx.unitId, billType: NODE_REPORT_NUMBER_KEY });
        const row = await repo.insertReport(trx, ctx, ctx.userId, billNo, fieldsOf(node, input, d));
        await repo.replaceLines(trx, ctx, row.id, d.lines);
        written.push({ id: row.id, billNo: row.billNo, billType: d.billType });
      }
    }
    let status = 0;
    if (input.actionType === 'REPORT') {
      const deps: WorkflowDeps = { db: joinTransaction(trx), bills };
      for (const w of written) status = (await submitBill(deps, ctx, w.billType, w.id)).status;
    }
    return { billIds: written.map((w) => w.id), billNos: written.map((w) => w.billNo), status };
  });
}

/** POST fac-mission-prcd-nodes/{id}/logic: a logic node is done (已完成) or not (进行中); no bill. */
export async function reportLogicNode(
  db: Db,
  ctx: RequestContext,
  missionNodeId: string,
  input: LogicReportInput,
): Promise<ReportResult> {
  const node = await nodeFor(db, ctx, 'logic', missionNodeId);
  await refs.setLogicNodeStatus(db, ctx, node.id, input.done, input.delayReason);
  return { billIds: [], billNos: [], status: input.done ? 2 : 1 };
}
