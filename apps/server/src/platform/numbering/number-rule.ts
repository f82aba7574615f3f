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

/** Date parts in the factory's time zone. */
export function dateParts(now: Date, timeZone: string): { yyyy: string; MM: string; dd: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { yyyy: get('year'), MM: get('month'), dd: get('day') };
}

export function formatDate(format: string, d: { yyyy: string; MM: string; dd: string }): string {
  return format.replace('yyyy', d.yyyy).replace('yy', d.yyyy.slice(2)).replace('MM', d.MM).replace('dd', d.dd);
}

/** The counter bucket: a serial that resets monthly counts per yyyyMM, and so on. */
export function periodKey(segments: NumberSegment[], d: { yyyy: string; MM: string; dd: string }): string {
  const serial = segments.find((s) => s.type === 'SERIAL');
  const prefix = segments
    .filter((s) => s.type === 'TEXT')
    .map((s) => s.value)
    .join('');
  const reset = serial?.type === 'SERIAL' ? serial.reset : 'NEVER';
  const period = reset === 'YEAR' ? d.yyyy : reset === 'MONTH' ? d.yyyy + d.MM : reset === 'DAY' ? d.yyyy + d.MM + d.dd : '*';
  return `${prefix}|${period}`;
}

export function renderNumber(
  segments: NumberSegment[],
  serial: number,
  d: { yyyy: string; MM: string; dd: string },
  attributes: Record<string, string> = {},
): string {
  return segments
    .map((s) => {
      switch (s.type) {
        case 'TEXT':
          return s.value;
        case 'DATE':
          return formatDate(s.format, d);
        case 'SERIAL':
          return String(serial).padStart(s.length, '0');
        case 'ATTRIBUTE':
          return (attributes[s.key] ?? '').slice(0, s.maxLength ?? 20);
      }
    })
    .join('');
}
