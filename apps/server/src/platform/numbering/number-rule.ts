import type { NumberSegment } from '@gf/contracts';

export { numberRuleSegments, numberSegment, type NumberSegment } from '@gf/contracts';

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
