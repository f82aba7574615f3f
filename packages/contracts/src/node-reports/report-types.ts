import { dec } from '../decimal/index.js';

/**
 * Node report kinds and their paths. A report is a bill of one of four types (one table mission_node_report, one
 * view per type); the path segment of fac-mission-prcd-nodes/{instanceId}/{path} names the node kind it reports on.
 */
export const NODE_REPORT_BILL_TYPES = [
  'FAC_MISSION_COMPLETE',
  'FAC_MISSION_ADJUST',
  'FAC_MISSION_DEFECTIVE',
  'FAC_MISSION_WASTE',
] as const;
export type NodeReportBillType = (typeof NODE_REPORT_BILL_TYPES)[number];

export const nodeReportBillTypeLabels: Record<NodeReportBillType, { zh: string; en: string }> = {
  FAC_MISSION_COMPLETE: { zh: '完成数单', en: 'Completed' },
  FAC_MISSION_ADJUST: { zh: '调整数单', en: 'Adjustment' },
  FAC_MISSION_DEFECTIVE: { zh: '次品数单', en: 'Defects' },
  FAC_MISSION_WASTE: { zh: '废品数单', en: 'Waste' },
};

/** The reference's text status codes of a report bill and the engine's numeric ones (bills/status.ts). */
export const NODE_REPORT_STATUS_CODES = {
  DRAFT: 0,
  AUDITING: 1,
  PASS: 2,
  PENDING_APPROVAL: 3,
  REJECT: 4,
} as const;
export type NodeReportStatusText = keyof typeof NODE_REPORT_STATUS_CODES;
export const NODE_REPORT_STATUS_TEXTS = Object.keys(NODE_REPORT_STATUS_CODES) as NodeReportStatusText[];

/** Path segment (fac-mission-prcd-nodes/{instanceId}/{path}) → the node type codes it may report on. */
export const REPORT_PATHS = {
  quantitative: ['quantitative'],
  // a bundle cutting lay (areas/cutting) and a unique-code cut (areas/unique-codes) post their pieces per SKU as a cutting report
  'actual-cutting': ['actual_cutting', 'actual_cutting_ligation', 'actual_cutting_wym'],
  total: ['total'],
  'tail-in-store': ['tail_in_store'],
  'tail-out-store': ['tail_out_store'],
  logic: ['logic'],
  'quality-checking-report': ['quality_checking'],
  select_check: ['select_check'],
  select_check_quantity: ['select_check_quantity'],
} as const;
export type ReportPath = keyof typeof REPORT_PATHS;
export const REPORT_PATH_NAMES = Object.keys(REPORT_PATHS) as ReportPath[];

/** Node kinds whose report carries goods SKU lines (the others: one total, done/not done, or sampling rows). */
export const SKU_NODE_TYPES = [
  'quantitative',
  'actual_cutting',
  'tail_in_store',
  'tail_out_store',
  'quality_checking',
  'select_check_quantity',
] as const;

/** Line kinds of a report (mission_node_report_line.kind). */
export type NodeReportLineKind = 'done' | 'qualified' | 'defective' | 'waste' | 'produced' | 'sampled';

/**
 * 合格率 of an inspection (quality and sampling nodes, the workbay × node report): qualified ÷ (qualified + defective +
 * waste) as a percentage, exact decimals rounded half-up to 2 places ("95.24"); null when nothing was inspected ('-').
 */
export function inspectionPassRate(qualified: string, defective: string, waste: string): string | null {
  const inspected = dec.sum([qualified, defective, waste]);
  if (!dec.isPositive(inspected)) return null;
  return dec.fixed(dec.div(dec.mul(qualified, 100, 4), inspected, 2) ?? '0', 2);
}

/** 合格率: passed ÷ sampled as a percentage with two decimals ("95.50"); null when nothing was sampled. */
export function passRate(passed: number, sampled: number): string | null {
  if (sampled <= 0) return null;
  return (Math.round((passed * 10000) / sampled) / 100).toFixed(2);
}
