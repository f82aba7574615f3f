import { z } from 'zod';

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
