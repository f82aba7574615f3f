import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { optionalDecimalInput } from '../platform/number-input.js';
import { idSchema, optionalText } from '../platform/paging.js';

/**
 * Batch QC reports per bundle (批量质检, fac-mission-prcd-nodes/batchReport/quality-checking-report): many bundles (扎)
 * of a mission inspected at one quality node at once, each with its qualified, defective (with defect labels) and
 * waste pieces. The batch is the node's quality report (one bill per block, through the bill engine); each report line
 * remembers its bundle, so a bundle is never inspected beyond its pieces at a node and its defects keep their bundle
 * and lay.
 */
const piece = (label: string) => optionalDecimalInput({ scale: 4, intDigits: 14, positive: true, label });

export const batchQualityBundleInput = z.object({
  /** The bundle (cutting_bundle id, 扎号). */
  ligationId: idSchema,
  qualified: piece('合格数|Qualified'),
  defective: piece('次品数|Defective'),
  defectLabelIds: z.array(idSchema).max(50).default([]),
  waste: piece('废品数|Waste'),
  /** 废品原因. */
  reason: optionalText(20),
});

export const batchQualityReportInput = z
  .object({
    missionNodeId: idSchema,
    dateCompleted: dateText,
    finishUserId: idSchema,
    outsideFactoryId: idSchema.nullish(),
    /** 入库仓库 of the qualified pieces when the node puts them into stock. */
    storehouseId: idSchema.nullish(),
    remark: optionalText(20),
    bundles: z.array(batchQualityBundleInput).min(1, '请选择扎号|choose at least one bundle').max(500),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.bundles.forEach((b, i) => {
      if (!b.qualified && !b.defective && !b.waste)
        ctx.addIssue({ code: 'custom', path: ['bundles', i, 'qualified'], message: '请填写合格、次品或废品数|enter a quantity' });
      if (b.defective && b.defectLabelIds.length === 0)
        ctx.addIssue({ code: 'custom', path: ['bundles', i, 'defectLabelIds'], message: '请选择次品标签|choose a defect label' });
      if (seen.has(b.ligationId))
        ctx.addIssue({ code: 'custom', path: ['bundles', i, 'ligationId'], message: '扎号重复|bundle listed twice' });
      seen.add(b.ligationId);
    });
  });
export type BatchQualityReportInput = z.infer<typeof batchQualityReportInput>;

export interface BatchQualityReportResult {
  billIds: string[];
  billNos: string[];
  /** The report bills' status (2 posted at once, 1 waiting for review). */
  status: number;
  bundleCount: number;
}

/** The bundles a quality node may inspect (the mission's bundles), with what the node already inspected of each. */
export const qualityBundlesInput = z.object({
  missionNodeId: idSchema,
  lathe: z.string().trim().max(20).optional(),
  ticketNo: z.string().trim().max(50).optional(),
});

export interface QualityBundleRow {
  ligationId: string;
  ticketNo: string;
  lathe: string;
  goodsSkuId: string;
  colorName: string | null;
  sizeName: string | null;
  standardName: string | null;
  num: string;
  /** Already inspected at the node (qualified + defective + waste of its live reports). */
  inspectedNum: string;
  /** Pieces still to inspect. */
  remainingNum: string;
}

/** getDefectives (the node panel's defect list): a QC node's defects still open, by lay, label or bundle. */
export const nodeDefectsInput = z.object({
  missionNodeId: idSchema,
  lathes: z.array(z.string().trim().max(20)).max(200).default([]),
  defectiveLabelIds: z.array(idSchema).max(200).default([]),
  ligationIds: z.array(idSchema).max(2000).default([]),
});
export type NodeDefectsQuery = z.infer<typeof nodeDefectsInput>;

/** getLathe: the lays (床次) of the node's mission, the filter of its defect list. */
export const nodeLathesInput = z.object({ missionNodeId: idSchema });
