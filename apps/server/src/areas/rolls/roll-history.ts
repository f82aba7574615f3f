import { Dec } from '@gf/contracts';
import type { RollChange } from '../../schema/rolls-quality.js';
import type { RollValues } from './roll.repository.js';

const tracked: (keyof RollValues)[] = [
  'rollNo',
  'vatNo',
  'storehouseId',
  'orderId',
  'orderNo',
  'styleId',
  'styleNo',
  'length',
  'isQualified',
  'remark',
];

function text(field: keyof RollValues, value: RollValues[keyof RollValues]): string | null {
  if (value === null || value === undefined) return null;
  // numeric(20,4) reads back as "12.5000": compare and record the number, not its padding
  if (field === 'length') return Dec.of(value as string).toString();
  return String(value);
}

/** The fields an update changes, each with its value before and after (the roll's operation history). */
export function diffRoll(before: RollValues, after: RollValues): RollChange[] {
  const changes: RollChange[] = [];
  for (const field of tracked) {
    const a = text(field, before[field]);
    const b = text(field, after[field]);
    if (a !== b) changes.push({ field, before: a, after: b });
  }
  return changes;
}

/** A new roll's history entry: every filled field, from nothing. */
export function createdRoll(values: RollValues): RollChange[] {
  return tracked.map((field) => ({ field, before: null, after: text(field, values[field]) })).filter((c) => c.after !== null);
}
