import type { NumberSegment } from '../api/numbering-api';

/*
 * Pure editing rules of the segment list in the rule drawer. They mirror the server's
 * numberRuleSegments (platform/numbering/number-rule.ts) so the user sees the error before saving;
 * the server checks again.
 */

export const segmentTypes = ['TEXT', 'DATE', 'SERIAL', 'ATTRIBUTE'] as const;
export type SegmentType = (typeof segmentTypes)[number];
export const dateFormats = ['yyyy', 'yy', 'yyyyMM', 'yyMM', 'yyyyMMdd', 'yyMMdd', 'MMdd'] as const;
export const serialResets = ['NEVER', 'YEAR', 'MONTH', 'DAY'] as const;

export const maxSegments = 10;
export const maxTextLength = 20;
export const maxKeyLength = 40;
export const serialLength = { min: 1, max: 12 } as const;
export const attributeLength = { min: 1, max: 20 } as const;

/** The rule a new rule starts from: a prefix, the month and a monthly serial. */
export const starterSegments: NumberSegment[] = [
  { type: 'TEXT', value: 'NO' },
  { type: 'DATE', format: 'yyMM' },
  { type: 'SERIAL', length: 4, reset: 'MONTH' },
];

export function newSegment(type: SegmentType): NumberSegment {
  switch (type) {
    case 'TEXT':
      return { type, value: '' };
    case 'DATE':
      return { type, format: 'yyyyMMdd' };
    case 'SERIAL':
      return { type, length: 4, reset: 'NEVER' };
    case 'ATTRIBUTE':
      return { type, key: '', maxLength: 4 };
  }
}

export function addSegment(list: NumberSegment[], type: SegmentType): NumberSegment[] {
  return list.length >= maxSegments ? list : [...list, newSegment(type)];
}

export function removeSegment(list: NumberSegment[], index: number): NumberSegment[] {
  return list.filter((_, i) => i !== index);
}

/** Moves a segment one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveSegment(list: NumberSegment[], index: number, step: -1 | 1): NumberSegment[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function replaceSegment(list: NumberSegment[], index: number, segment: NumberSegment): NumberSegment[] {
  return list.map((s, i) => (i === index ? segment : s));
}

/** Switching a segment's type starts the new type from its defaults. */
export function changeSegmentType(list: NumberSegment[], index: number, type: SegmentType): NumberSegment[] {
  return list[index]?.type === type ? list : replaceSegment(list, index, newSegment(type));
}

/** Whether a serial may still be added (a rule has exactly one). */
export function canAddSerial(list: NumberSegment[]): boolean {
  return !list.some((s) => s.type === 'SERIAL');
}

export type SegmentIssue =
  | { code: 'empty' }
  | { code: 'tooMany'; max: number }
  | { code: 'noSerial' }
  | { code: 'manySerials' }
  | { code: 'textEmpty'; index: number }
  | { code: 'textTooLong'; index: number; max: number }
  | { code: 'keyEmpty'; index: number }
  | { code: 'keyTooLong'; index: number; max: number }
  | { code: 'serialLength'; index: number; min: number; max: number }
  | { code: 'attributeLength'; index: number; min: number; max: number };

const isIntIn = (n: number, r: { min: number; max: number }) => Number.isInteger(n) && n >= r.min && n <= r.max;

/** Every problem of the list, rule-level first; empty means it can be previewed and saved. */
export function checkSegments(list: NumberSegment[]): SegmentIssue[] {
  const issues: SegmentIssue[] = [];
  if (list.length === 0) issues.push({ code: 'empty' });
  if (list.length > maxSegments) issues.push({ code: 'tooMany', max: maxSegments });
  const serials = list.filter((s) => s.type === 'SERIAL').length;
  if (list.length > 0 && serials === 0) issues.push({ code: 'noSerial' });
  if (serials > 1) issues.push({ code: 'manySerials' });
  list.forEach((s, index) => {
    if (s.type === 'TEXT') {
      // The server accepts an empty text but it adds nothing to the number: ask the user to fill or remove it.
      if (s.value.trim() === '') issues.push({ code: 'textEmpty', index });
      else if (s.value.length > maxTextLength) issues.push({ code: 'textTooLong', index, max: maxTextLength });
    } else if (s.type === 'SERIAL') {
      if (!isIntIn(s.length, serialLength)) issues.push({ code: 'serialLength', index, ...serialLength });
    } else if (s.type === 'ATTRIBUTE') {
      if (s.key.trim() === '') issues.push({ code: 'keyEmpty', index });
      else if (s.key.length > maxKeyLength) issues.push({ code: 'keyTooLong', index, max: maxKeyLength });
      if (s.maxLength !== undefined && !isIntIn(s.maxLength, attributeLength))
        issues.push({ code: 'attributeLength', index, ...attributeLength });
    }
  });
  return issues;
}

/** Sample attribute values for the preview: the key itself stands for the value a bill would bring. */
export function sampleAttributes(list: NumberSegment[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of list) if (s.type === 'ATTRIBUTE' && s.key) out[s.key] = s.key.toUpperCase();
  return out;
}
