import { NodeReportPermission as P, nodeReportBillTypeLabels, type NodeReportBillType } from '@gf/contracts';
import type { BillHooks, BillTypeDefinition } from '../../bills/registry.js';
import { applyReportEffects } from './node-report-effects.service.js';
import { assertWithinLimits, unreviewBlock } from './node-report-limits.service.js';
import { deskValues } from './node-report-list.repository.js';
import { findReport, reportNeedsReview } from './node-report.repository.js';

/**
 * The four node report bill types (one table mission_node_report, one view each: migration
 * 202611280400_create-node-report-views.ts). Review per the engine's configuration of the type, except where the
 * node says its reports need no review (prcd_node's 上报需审核 = never), or it inherits and the mission's process
 * template does not ask for review (prcd_template.report_needs_review false): those reports post at once
 * (`reportNeedsReviewOf` of the contracts decides). The node's limit is checked at submit and again, on the locked node, at the approval.
 */
const hooks: BillHooks = {
  skipsReview: async (trx, ctx, billId) => !(await reportNeedsReview(trx, ctx, billId)),
  validateSubmit: async (trx, ctx, billId, phase) => {
    const report = await findReport(trx, ctx, billId);
    if (report) await assertWithinLimits(trx, ctx, report, phase);
  },
  onPosted: (trx, ctx, billId) => applyReportEffects(trx, ctx, billId, 1),
  onUnposted: (trx, ctx, billId) => applyReportEffects(trx, ctx, billId, -1),
  blocksUnreview: async (trx, ctx, billId) => {
    const report = await findReport(trx, ctx, billId);
    return report ? unreviewBlock(trx, ctx, report) : null;
  },
  describeForDesk: deskValues,
};

/** The review desk's columns of a report bill (screens 08: FAC_MISSION_*). */
const deskColumns = [
  { key: 'dateCompleted', zh: '业务时间', en: 'Date' },
  { key: 'finishUserName', zh: '业务员', en: 'Done by' },
  { key: 'outsideFactoryName', zh: '外发厂', en: 'Outside factory' },
  { key: 'quantity', zh: '数量', en: 'Quantity' },
  { key: 'adjustReason', zh: '调整原因', en: 'Adjustment reason' },
  { key: 'reviewRemark', zh: '审核备注', en: 'Review remark' },
  { key: 'missionNo', zh: '工单号', en: 'Mission' },
  { key: 'nodeName', zh: '节点', en: 'Node' },
];

const tables: Record<NodeReportBillType, { table: string; family: string }> = {
  FAC_MISSION_COMPLETE: { table: 'fac_mission_complete_bill', family: 'fac-mission-report-complete' },
  FAC_MISSION_ADJUST: { table: 'fac_mission_adjust_bill', family: 'fac-mission-report-adjust' },
  FAC_MISSION_DEFECTIVE: { table: 'fac_mission_defective_bill', family: 'fac-mission-report-defective' },
  FAC_MISSION_WASTE: { table: 'fac_mission_waste_bill', family: 'fac-mission-report-waste' },
};

export const nodeReportBillTypes: readonly BillTypeDefinition[] = (Object.keys(tables) as NodeReportBillType[]).map(
  (type): BillTypeDefinition => ({
    type,
    table: tables[type].table,
    numberColumn: 'bill_no',
    families: [tables[type].family],
    deskColumns,
    permissions: {
      edit: P.report,
      submit: P.report,
      applyAntiReview: P.umpireApply,
      void: P.recordCancel,
      delete: P.recordCancel,
    },
    hooks,
  }),
);

export const nodeReportTypeName = (type: string, lang: 'zh' | 'en') =>
  nodeReportBillTypeLabels[type as NodeReportBillType]?.[lang] ?? type;
