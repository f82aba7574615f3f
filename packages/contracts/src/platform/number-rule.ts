import { z } from 'zod';

export { NumberingPermission, numberingPermissionGroups } from './numbering-permissions.js';

/** A numbering rule is a list of segments rendered in order (fixed text, date parts, serial, attribute). */
export const numberSegment = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TEXT'), value: z.string().max(20) }),
  z.object({ type: z.literal('DATE'), format: z.enum(['yyyy', 'yy', 'yyyyMM', 'yyMM', 'yyyyMMdd', 'yyMMdd', 'MMdd']) }),
  z.object({
    type: z.literal('SERIAL'),
    length: z.number().int().min(1).max(12),
    reset: z.enum(['NEVER', 'YEAR', 'MONTH', 'DAY']),
  }),
  z.object({ type: z.literal('ATTRIBUTE'), key: z.string().max(40), maxLength: z.number().int().min(1).max(20).optional() }),
]);
export type NumberSegment = z.infer<typeof numberSegment>;

export const numberRuleSegments = z
  .array(numberSegment)
  .min(1)
  .max(10)
  .refine(
    (s) => s.filter((x) => x.type === 'SERIAL').length === 1,
    '编码规则必须有且只有一个流水号段|a rule needs exactly one serial segment',
  );

/** An attribute a registered rule may use in an ATTRIBUTE segment, with a sample value for previews. */
export interface NumberRuleAttribute {
  key: string;
  zh: string;
  en: string;
  sample: string;
}

/**
 * One numbered target as `new/custom/rule/list` answers it: an archive or bill type an area registered with
 * platform/numbering (its built-in default), the factory's own rule if saved, and the next number it would give.
 */
export interface NumberRuleTarget {
  billType: string;
  kind: 'ARCHIVE' | 'BILL';
  zh: string;
  en: string;
  /** False for a rule saved under a key no area registers (kept so it can still be seen and removed). */
  isRegistered: boolean;
  attributes: NumberRuleAttribute[];
  /** The area's built-in rule; null only when not registered. */
  defaultSegments: NumberSegment[] | null;
  /** The factory's own rule; null = the default applies. */
  segments: NumberSegment[] | null;
  updatedAt: string | null;
  /** What the next allocation would give today (attributes filled with their samples). */
  nextNumber: string;
}
