import { describe, expect, it } from 'vitest';
import { dateParts, numberRuleSegments, periodKey, renderNumber, type NumberSegment } from './number-rule.js';

const d = { yyyy: '2026', MM: '03', dd: '07' };

describe('number rules', () => {
  it('renders text, date parts, a padded serial and an attribute', () => {
    const rule: NumberSegment[] = [
      { type: 'TEXT', value: 'CG' },
      { type: 'DATE', format: 'yyMMdd' },
      { type: 'ATTRIBUTE', key: 'supplier', maxLength: 3 },
      { type: 'SERIAL', length: 4, reset: 'DAY' },
    ];
    expect(renderNumber(rule, 12, d, { supplier: 'HUAFENG' })).toBe('CG260307HUA0012');
  });
  it('lets the serial grow past its length instead of wrapping', () => {
    expect(renderNumber([{ type: 'SERIAL', length: 2, reset: 'NEVER' }], 123, d)).toBe('123');
  });
  it.each([
    ['NEVER', 'X|*'],
    ['YEAR', 'X|2026'],
    ['MONTH', 'X|202603'],
    ['DAY', 'X|20260307'],
  ] as const)('resets the counter per period: %s', (reset, key) => {
    expect(
      periodKey(
        [
          { type: 'TEXT', value: 'X' },
          { type: 'SERIAL', length: 3, reset },
        ],
        d,
      ),
    ).toBe(key);
  });
  it('needs exactly one serial segment', () => {
    expect(numberRuleSegments.safeParse([{ type: 'TEXT', value: 'A' }]).success).toBe(false);
    expect(
      numberRuleSegments.safeParse([
        { type: 'SERIAL', length: 3, reset: 'NEVER' },
        { type: 'SERIAL', length: 3, reset: 'DAY' },
      ]).success,
    ).toBe(false);
    expect(
      numberRuleSegments.safeParse([
        { type: 'TEXT', value: 'A' },
        { type: 'SERIAL', length: 3, reset: 'DAY' },
      ]).success,
    ).toBe(true);
  });
  it('takes date parts in the factory time zone', () => {
    // 2026-03-06 20:00 UTC is already 03-07 in Shanghai.
    expect(dateParts(new Date('2026-03-06T20:00:00Z'), 'Asia/Shanghai')).toEqual({ yyyy: '2026', MM: '03', dd: '07' });
  });
});
