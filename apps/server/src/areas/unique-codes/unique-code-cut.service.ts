import {
  Code,
  cuttingReportInput,
  planCodes,
  previewToken,
  wymCode,
  wymSerial,
  type WymCutInput,
  type WymCutResult,
  type WymNodeInfo,
  type WymPreview,
  type WymPreviewInput,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { AppError, NO_PERMISSION, badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { canReportOn, reportOnNode } from '../node-reports/index.js';
import * as repo from './unique-code.repository.js';

type Node = NonNullable<Awaited<ReturnType<typeof repo.findNode>>>;

const CHANGED = {
  zh: '唯一码已被其他裁床占用或裁数与预览不一致，请重新预览',
  en: 'The codes were taken by another cut or the cut differs from the preview: preview again',
};

/** The unique-code cutting node, checked: exists in the factory, its kind, the mission live, the user may report. */
export async function wymCuttingNode(db: Db, ctx: RequestContext, missionNodeId: string, field = 'id'): Promise<Node> {
  const node = await repo.findNode(db, ctx, missionNodeId);
  if (!node) throw notFound({ zh: '唯一码裁床节点', en: 'Unique-code cutting node' });
  if (node.typeCode !== 'actual_cutting_wym')
    throw invalid(field, { zh: '该节点不是唯一码型裁床', en: 'this node is not a unique-code cutting node' });
  return node;
}

function assertCanCut(ctx: RequestContext, node: Node): void {
  if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
  if (node.missionStatus === 5)
    throw badState({ zh: '工单已撤销，不能上报', en: 'The mission is revoked: nothing can be reported' });
}

/** The lines checked against the mission's SKUs; answers the SKUs' names. */
async function checkedSkus(db: Db, ctx: RequestContext, node: Node, lines: { goodsSkuId: string }[]) {
  const skus = new Map((await repo.missionSkus(db, ctx, node.missionId)).map((s) => [s.id, s]));
  lines.forEach((l, i) => {
    if (!skus.has(l.goodsSkuId))
      throw invalid(`skus.${i}.goodsSkuId`, { zh: '该SKU不在该工单上', en: 'this SKU is not on the mission' });
  });
  return skus;
}

/** POST fac-mission-prcd-nodes/previewWYM: the codes the cut would get from the company's next free code; writes nothing. */
export async function previewCut(db: Db, ctx: RequestContext, input: WymPreviewInput): Promise<WymPreview> {
  const node = await wymCuttingNode(db, ctx, input.missionNodeId, 'missionNodeId');
  assertCanCut(ctx, node);
  const skus = await checkedSkus(db, ctx, node, input.skus);
  const first = (await repo.lastSerial(db, ctx)) + 1;
  const codes = planCodes(input.skus, first);
  return {
    missionNo: node.missionNo,
    styleNo: node.styleNo,
    lathe: input.lathe,
    firstWym: wymCode(first),
    lastWym: codes.at(-1)!.code,
    previewToken: previewToken(input.lathe, input.skus, first),
    total: codes.length,
    rows: codes.map((c) => ({
      seq: c.seq,
      code: c.code,
      goodsSkuId: c.goodsSkuId,
      colorName: skus.get(c.goodsSkuId)?.colorName ?? null,
      sizeName: skus.get(c.goodsSkuId)?.sizeName ?? null,
    })),
  };
}

/**
 * POST fac-mission-prcd-nodes/{id}/actual-cutting-wym: the previewed cut, in one transaction: posted as the node's
 * cutting report through node-reports' own call (lay number per mission, limits, review mode, 实裁数), then the
 * company's code counter locked and the codes written exactly as previewed. When another cut took those codes
 * meanwhile, or the cut sent is not the one previewed, it is refused and nothing is written.
 */
export async function saveCut(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  missionNodeId: string,
  input: WymCutInput,
): Promise<WymCutResult> {
  const first = wymSerial(input.firstWym);
  if (first === null) throw invalid('firstWym', { zh: '唯一码格式不正确', en: 'not a unique code' });
  if (previewToken(input.lathe, input.skus, first) !== input.previewToken) throw badState(CHANGED);
  return transactionWithRetry(db, async (trx) => {
    const node = await wymCuttingNode(trx, ctx, missionNodeId);
    assertCanCut(ctx, node);
    await checkedSkus(trx, ctx, node, input.skus);
    const report = await reportOnNode(
      joinTransaction(trx),
      bills,
      ctx,
      'actual-cutting',
      node.id,
      cuttingReportInput.parse({
        actionType: 'REPORT',
        type: 'complete',
        dateCompleted: input.dateCompleted,
        finishUserId: input.finishUserId,
        lathe: input.lathe,
        remark: input.remark,
        skus: input.skus.map((l) => ({ goodsSkuId: l.goodsSkuId, num: String(l.num) })),
      }),
    );
    const last = await repo.lockCounter(trx, ctx);
    if (last + 1 !== first) throw badState(CHANGED);
    const codes = planCodes(input.skus, first);
    const reportId = report.billIds[0]!;
    await repo.insertCodes(
      trx,
      ctx.unitId,
      ctx.userId,
      codes.map((c) => ({ ...c, missionId: node.missionId, missionNodeId: node.id, reportId, lathe: input.lathe })),
    );
    await repo.setLastSerial(trx, ctx, codes.at(-1)!.serial);
    return {
      reportBillId: reportId,
      reportBillNo: report.billNos[0]!,
      status: report.status,
      count: codes.length,
      firstWym: codes[0]!.code,
      lastWym: codes.at(-1)!.code,
    };
  });
}

/** GET fac-mission-prcd-nodes/{id}/wym: the node, the mission's SKUs with the ordered quantities, the next lay number. */
export async function getWymNode(db: Db, ctx: RequestContext, missionNodeId: string): Promise<WymNodeInfo> {
  const node = await wymCuttingNode(db, ctx, missionNodeId);
  const used = await repo.usedLathes(db, ctx, node.missionId);
  const numbers = used.filter((l) => /^\d{1,9}$/.test(l)).map(Number);
  return {
    missionNodeId: node.id,
    nodeName: node.name,
    missionId: node.missionId,
    missionNo: node.missionNo,
    styleNo: node.styleNo,
    nextLathe: String((numbers.length ? Math.max(...numbers) : 0) + 1),
    usedLathes: used,
    skus: await repo.missionLines(db, ctx, node.missionId),
  };
}
