import { idSchema, optionalText, scanCode } from '@gf/contracts';
import { z } from 'zod';

/**
 * POST scanning/handover/batch: several bundles handed over at one node to an outside factory and/or a workbay, all or
 * none. A ticket twice in one batch names its second place. (Kept in the area for now: issue 12's leftovers were
 * built without touching packages/contracts; it moves there when the contracts are next edited.)
 */
export const handoverBatchInput = z
  .object({
    barcodes: z
      .array(scanCode)
      .min(1, '请扫描或输入至少一个扎号|scan or type at least one ticket')
      .max(200, '一次最多交接 200 扎|at most 200 tickets at once'),
    missionNodeId: idSchema,
    outsideFactoryId: idSchema.nullish(),
    workbayUserId: idSchema.nullish(),
    remark: optionalText(50),
  })
  .superRefine((v, ctx) => {
    if (!v.outsideFactoryId && !v.workbayUserId)
      ctx.addIssue({
        code: 'custom',
        path: ['outsideFactoryId'],
        message: '请选择交接的外发厂或工位|choose the outside factory or workbay it goes to',
      });
    const seen = new Set<string>();
    v.barcodes.forEach((code, i) => {
      if (seen.has(code))
        ctx.addIssue({ code: 'custom', path: ['barcodes', i], message: `扎号 ${code} 重复|ticket ${code} is listed twice` });
      seen.add(code);
    });
  });
export type HandoverBatchInput = z.infer<typeof handoverBatchInput>;

/** One bundle handed over by a batch. */
export interface HandedBundle {
  ticketNo: string;
  styleNo: string;
  colorName: string | null;
  sizeName: string | null;
  num: string;
}

export interface HandoverBatchResult {
  nodeName: string;
  outsideFactoryName: string | null;
  workbayUserName: string | null;
  bundles: HandedBundle[];
  totalNum: string;
}
