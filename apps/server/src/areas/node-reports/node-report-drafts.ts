import {
  Dec,
  type CuttingReportInput,
  type QualityReportInput,
  type ReportPath,
  type SamplingReportInput,
  type TailInReportInput,
  type TailOutReportInput,
  type TotalReportInput,
  type QuantitativeReportInput,
} from '@gf/contracts';
import type { MissionReportBillType } from '../../schema/missions.js';
import type { NewReportLine } from './node-report.repository.js';

export type ReportInput =
  | QuantitativeReportInput
  | CuttingReportInput
  | TotalReportInput
  | TailInReportInput
  | TailOutReportInput
  | QualityReportInput
  | SamplingReportInput;

/** One bill a report call writes: its type, head fields of its own and lines. */
export interface BillDraft {
  billType: MissionReportBillType;
  lathe: string | null;
  storehouseId: string | null;
  customerId: string | null;
  toStorehouseId: string | null;
  remark: string | null;
  lines: NewReportLine[];
  totalNum: string;
}

const sum = (lines: readonly NewReportLine[]) => lines.reduce((t, l) => t.plus(l.num), Dec.of(0)).toFixed();

function draft(
  billType: MissionReportBillType,
  lines: NewReportLine[],
  extra: Partial<BillDraft> = {},
  total?: string,
): BillDraft {
  return {
    billType,
    lathe: null,
    storehouseId: null,
    customerId: null,
    toStorehouseId: null,
    remark: null,
    ...extra,
    lines,
    totalNum: total ?? sum(lines),
  };
}

const kindType = (type: 'complete' | 'adjust'): MissionReportBillType =>
  type === 'adjust' ? 'FAC_MISSION_ADJUST' : 'FAC_MISSION_COMPLETE';

/**
 * The bills one report call writes (pure). A quality report writes one bill per block filled (qualified → 完成数单,
 * defective → 次品数单, waste → 废品数单); sampling one 完成数单 with a line per figure of each row; the others one bill.
 */
export function billDrafts(path: Exclude<ReportPath, 'logic'>, input: ReportInput): BillDraft[] {
  switch (path) {
    case 'quantitative':
    case 'actual-cutting':
    case 'tail-in-store':
    case 'tail-out-store': {
      const i = input as TailOutReportInput & CuttingReportInput;
      const lines = i.skus.map((s) => ({ goodsSkuId: s.goodsSkuId, kind: 'done' as const, num: s.num }));
      return [
        draft(kindType(i.type), lines, {
          lathe: path === 'actual-cutting' ? i.lathe : null,
          storehouseId: path.startsWith('tail') ? i.storehouseId : null,
          customerId: path === 'tail-out-store' ? (i.customerId ?? null) : null,
          toStorehouseId: path === 'tail-out-store' ? (i.inStorehouseId ?? null) : null,
          remark: i.remark,
        }),
      ];
    }
    case 'total': {
      const i = input as TotalReportInput;
      return [draft(kindType(i.type), [{ goodsSkuId: null, kind: 'done', num: i.quantity }], { remark: i.remark })];
    }
    case 'quality-checking-report': {
      const i = input as QualityReportInput;
      const out: BillDraft[] = [];
      if (i.qualifieds.length)
        out.push(
          draft(
            'FAC_MISSION_COMPLETE',
            i.qualifieds.map((q) => ({
              goodsSkuId: q.goodsSkuId,
              kind: 'qualified',
              num: q.num,
              storehouseId: i.storehouseId ?? null,
            })),
            { storehouseId: i.storehouseId ?? null, remark: i.quRemark },
          ),
        );
      if (i.defectiveds.length)
        out.push(
          draft(
            'FAC_MISSION_DEFECTIVE',
            i.defectiveds.map((d) => ({
              goodsSkuId: d.goodsSkuId,
              kind: 'defective',
              num: d.num,
              defectLabelIds: d.defectLabelIds,
              storehouseId: i.defectivedsStorehouseId ?? null,
            })),
            { storehouseId: i.defectivedsStorehouseId ?? null, remark: i.dcRemark },
          ),
        );
      if (i.wasteds.length)
        out.push(
          draft(
            'FAC_MISSION_WASTE',
            i.wasteds.map((w) => ({
              goodsSkuId: w.goodsSkuId,
              kind: 'waste',
              num: w.num,
              remark: w.reason,
              storehouseId: i.wastedsStorehouseId ?? null,
            })),
            { storehouseId: i.wastedsStorehouseId ?? null, remark: i.wsRemark },
          ),
        );
      return out;
    }
    case 'select_check':
    case 'select_check_quantity': {
      const i = input as SamplingReportInput;
      const lines: NewReportLine[] = [];
      for (const r of i.rows) {
        const sku = path === 'select_check_quantity' ? (r.goodsSkuId ?? null) : null;
        const figures = [
          ['produced', r.produced],
          ['sampled', r.sampled],
          ['qualified', r.passed],
          ['defective', r.defective],
          ['waste', r.waste],
        ] as const;
        for (const [kind, n] of figures) if (n > 0) lines.push({ goodsSkuId: sku, kind, num: String(n) });
      }
      const produced = i.rows.reduce((t, r) => t + r.produced, 0);
      return [draft('FAC_MISSION_COMPLETE', lines, { remark: i.remark }, String(produced))];
    }
  }
}

/** Every SKU id the drafts name. */
export const draftSkuIds = (drafts: readonly BillDraft[]) => [
  ...new Set(drafts.flatMap((d) => d.lines.map((l) => l.goodsSkuId)).filter((id): id is string => Boolean(id))),
];
