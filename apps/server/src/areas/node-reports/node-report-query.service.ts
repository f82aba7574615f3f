import {
  Dec,
  NODE_REPORT_BILL_TYPES,
  NodeReportPermission as P,
  nodeReportBillTypeLabels,
  reportNeedsReviewOf,
  type NodeProgress,
  type ReportBillDetail,
  type ReportBillPage,
  type ReportBillRow,
  type ReportListQuery,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { nodeTargets } from './node-report-limits.service.js';
import { canReportOn } from './node-report-access.service.js';
import { POSTED_STATUSES, figuresBySku, inspectionOf, passedOf, usedOf, allowedOf } from './node-figures.js';
import * as figures from './node-figures.repository.js';
import * as list from './node-report-list.repository.js';
import * as progressRepo from './node-progress.repository.js';

const billNameOf = (type: string, configs: unknown, lang: 'zh' | 'en') => {
  const own = (configs as Record<string, { billName?: string }> | null)?.[type]?.billName;
  return own || (nodeReportBillTypeLabels[type as keyof typeof nodeReportBillTypeLabels]?.[lang] ?? type);
};

/** The row actions the signed-in user has on a bill in its status (the engine's calls do them). */
function actionsOf(
  ctx: RequestContext,
  r: list.ReportRowRecord,
  task: Awaited<ReturnType<typeof list.openTasks>>[number] | undefined,
) {
  const isAssignee = Boolean(task && task.assigneeUserIds.includes(ctx.userId) && !task.approvedUserIds.includes(ctx.userId));
  const isOwner = Boolean(task && (task.submitterId === ctx.userId || ctx.userKind === 'BOSS'));
  const out: string[] = ['view'];
  if (r.status === 0 || r.status === 4) {
    if (can(ctx, P.report)) out.push('submit', 'edit');
    if (can(ctx, P.recordCancel)) out.push('void');
  } else if (r.status === 1) {
    if (isAssignee) out.push('approve', 'reject');
    if (isOwner) out.push('undoSubmit');
  } else if (r.status === 2) {
    if (can(ctx, P.umpireApply)) out.push('applyAntiReview');
  } else if (r.status === 3) {
    if (isAssignee) out.push('antiReviewApprove', 'antiReviewRefuse');
    if (isOwner) out.push('undoAntiReview');
  }
  return out;
}

async function toRows(db: Db, ctx: RequestContext, rows: list.ReportRowRecord[]): Promise<ReportBillRow[]> {
  const ids = rows.map((r) => r.id);
  const [tasks, lines] = await Promise.all([list.openTasks(db, ctx.unitId, ids), list.linesOf(db, ctx, ids)]);
  const labelIds = [...new Set(lines.flatMap((l) => l.defectLabelIds))];
  const labels = await list.defectLabelNames(db, ctx, labelIds);
  return rows.map((r) => {
    const completed = Dec.of(r.nodeCompletedNum).plus(r.nodeAdjustNum);
    const over = completed.minus(r.nodeTargetNum);
    const own = lines.filter((l) => l.reportId === r.id);
    return {
      id: r.id,
      billType: r.billType,
      billName: billNameOf(r.billType, r.billConfigs, ctx.lang),
      billNo: r.billNo,
      status: r.status,
      missionId: r.missionId,
      missionNo: r.missionNo,
      missionNodeId: r.missionNodeId,
      nodeName: r.nodeName,
      typeCode: r.typeCode,
      dateCompleted: r.dateCompleted,
      finishUserId: r.finishUserId,
      finishUserName: r.finishUserName,
      lathe: r.lathe,
      outsideFactoryId: r.outsideFactoryId,
      outsideFactoryName: r.outsideFactoryName,
      storehouseId: r.storehouseId,
      storehouseName: r.storehouseName,
      customerId: r.customerId,
      customerName: r.customerName,
      toStorehouseId: r.toStorehouseId,
      toStorehouseName: r.toStorehouseName,
      totalNum: Dec.of(r.totalNum).toString(),
      overNum: Dec.of(r.nodeTargetNum).gt(0) && over.gt(0) ? over.toString() : null,
      defectLabelNames: [...new Set(own.flatMap((l) => l.defectLabelIds.map((id) => labels.get(id) ?? id)))],
      adjustReason: r.adjustReason,
      reviewRemark: r.reviewRemark,
      remark: r.remark,
      createdBy: r.createdBy,
      createdAt: new Date(r.createdAt).toISOString(),
      version: r.version,
      actions: actionsOf(
        ctx,
        r,
        tasks.find((t) => t.billId === r.id),
      ),
    };
  });
}

/** /allReportBill: the factory's report bills with every filter of the reference, newest first, and the total. */
export async function listReportBills(db: Db, ctx: RequestContext, query: ReportListQuery): Promise<ReportBillPage> {
  const page = await list.pageReports(db, ctx, query);
  return {
    list: await toRows(db, ctx, page.rows),
    totalCount: page.totalCount,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    sum: Dec.of(page.sum).toString(),
  };
}

export async function getReportBill(db: Db, ctx: RequestContext, billId: string): Promise<ReportBillDetail> {
  const row = await list.findReportRow(db, ctx, billId);
  if (!row) throw notFound({ zh: '上报单据', en: 'Report bill' });
  const [shaped] = await toRows(db, ctx, [row]);
  const lines = await list.linesOf(db, ctx, [billId]);
  const labels = await list.defectLabelNames(db, ctx, [...new Set(lines.flatMap((l) => l.defectLabelIds))]);
  const configs = row.billConfigs as Record<string, { fields?: string[] }> | null;
  return {
    ...shaped!,
    sendToFactoryId: row.sendToFactoryId,
    sendToUserId: row.sendToUserId,
    fields: configs?.[row.billType]?.fields ?? [],
    lines: lines.map((l) => ({
      id: l.id,
      goodsSkuId: l.goodsSkuId,
      colorName: l.colorName,
      sizeName: l.sizeName,
      kind: l.kind,
      num: Dec.of(l.num).toString(),
      defectLabelIds: l.defectLabelIds,
      defectLabelNames: l.defectLabelIds.map((id) => labels.get(id) ?? id),
      storehouseId: l.storehouseId,
      remark: l.remark,
    })),
  };
}

export async function easyBillList(
  db: Db,
  ctx: RequestContext,
  f: { missionPrcdNodeId?: string | undefined; keyword?: string | undefined },
) {
  const rows = await list.easyBills(db, ctx, f);
  return rows.map((r) => ({ ...r, billTypeName: nodeReportBillTypeLabels[r.billType].zh }));
}

/** A node's report records (GET fac-mission-prcd-node-reports/{id}/{type}): its bills, newest first. */
export async function nodeReportRecords(db: Db, ctx: RequestContext, missionNodeId: string) {
  return listReportBills(db, ctx, { missionPrcdNodeId: missionNodeId, pageSize: 500, billTypes: [...NODE_REPORT_BILL_TYPES] });
}

/** The node panel's report part: header figures and the per-SKU and per-factory figures (reviewed bills). */
export async function nodeProgress(db: Db, ctx: RequestContext, missionNodeId: string): Promise<NodeProgress> {
  const head = await progressRepo.nodeHeader(db, ctx, missionNodeId);
  const opts = await figures.nodeOptions(db, ctx, missionNodeId);
  if (!head || !opts) throw notFound({ zh: '工单节点', en: 'Mission node' });
  const basis = await nodeTargets(db, ctx, opts, head.missionId);
  const node = { id: head.missionNodeId, typeCode: head.typeCode, missionId: head.missionId, chargerIds: head.chargerIds };
  const [reviewed, pending] = await Promise.all([
    figures.lineSums(db, ctx, { missionNodeIds: [node.id], statuses: POSTED_STATUSES }),
    figures.lineSums(db, ctx, { missionNodeIds: [node.id], statuses: [1] }),
  ]);
  const byS = figuresBySku(node.typeCode, reviewed.get(node.id) ?? []);
  const pend = figuresBySku(node.typeCode, pending.get(node.id) ?? []);
  const lines = await progressRepo.skuLines(db, ctx, node.missionId);
  // The target (reference 03 §4) is the ordered quantity, or the actual cut when the node says 以实裁数为准; the limit
  // (basis.targets: the upstream node's passed quantity, else the same) is what the allowance is measured from.
  const targetOf = (l: { num: string; actualCutNum: string }) => Dec.of(opts.doac ? l.actualCutNum : l.num);
  const skus = lines.map((l) => {
    const f = byS.get(l.goodsSkuId);
    const target = targetOf(l);
    const passed = passedOf(f);
    const allowance = allowedOf(basis.targets.get(l.goodsSkuId) ?? Dec.of(0), basis.excessPercent)
      .minus(usedOf(node.typeCode, f))
      .minus(usedOf(node.typeCode, pend.get(l.goodsSkuId)));
    return {
      goodsSkuId: l.goodsSkuId,
      colorName: l.colorName ?? '',
      sizeName: l.sizeName ?? '',
      orderedNum: Dec.of(l.num).toString(),
      actualCutNum: Dec.of(l.actualCutNum).toString(),
      targetNum: target.toString(),
      completedNum: (f?.completed ?? Dec.of(0)).toString(),
      remainingNum: Dec.max(target.minus(passed), 0).toString(),
      adjustNum: (f?.adjust ?? Dec.of(0)).toString(),
      defectiveNum: (f?.defective ?? Dec.of(0)).toString(),
      wasteNum: (f?.waste ?? Dec.of(0)).toString(),
      allowanceNum: Dec.max(allowance, 0).toString(),
      pendingNum: usedOf(node.typeCode, pend.get(l.goodsSkuId)).toString(),
    };
  });
  const targetTotal = lines.reduce((t, l) => t.plus(targetOf(l)), Dec.of(0));
  const limitTotal = [...basis.targets.values()].reduce((t, v) => t.plus(v), Dec.of(0));
  const outside = await progressRepo.outsideFigures(db, ctx, node.id);
  return {
    header: {
      ...head,
      targetBasis: head.doac ? 'actualCut' : 'ordered',
      targetNum: targetTotal.toString(),
      limitBasis: head.upstreamMissionNodeId && !head.doac ? 'upstream' : head.doac ? 'actualCut' : 'ordered',
      limitNum: limitTotal.toString(),
      completeExcessPercent: head.allowCompleteExcess ? head.completeExcessPercent : null,
      reportNeedsReview: reportNeedsReviewOf(head.reportReview, head.templateId ? Boolean(head.reportNeedsReview) : null),
      canReport: canReportOn(ctx, node),
      billNames: Object.fromEntries(NODE_REPORT_BILL_TYPES.map((t) => [t, billNameOf(t, head.billConfigs, ctx.lang)])),
      inspection: inspectionOf(node.typeCode, reviewed.get(node.id) ?? []),
    },
    skus,
    outsideFactories: outside,
  };
}
