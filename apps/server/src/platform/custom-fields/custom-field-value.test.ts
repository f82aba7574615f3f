import { describe, expect, it } from 'vitest';
import { checkFieldValue, toValueView, type FieldRule } from './custom-field-value.schema.js';

const field = (type: FieldRule['type'], extra: Partial<FieldRule> = {}): FieldRule => ({
  id: '7',
  name: '成分',
  type,
  required: false,
  options: [
    { id: '1', optionName: '棉' },
    { id: '2', optionName: '麻' },
    { id: '3', optionName: '丝' },
  ],
  ...extra,
});
const valueOf = (c: ReturnType<typeof checkFieldValue>) => ('value' in c ? c.value : undefined);
const errorOf = (c: ReturnType<typeof checkFieldValue>) => ('error' in c ? c.error.en : undefined);

describe('checkFieldValue', () => {
  it.each([null, undefined, '', '  ', []])('blank %j clears an optional field and is refused for a required one', (raw) => {
    expect(valueOf(checkFieldValue(field('TEXT'), raw))).toBeNull();
    expect(errorOf(checkFieldValue(field('TEXT', { required: true }), raw))).toBe('is required');
  });
  it.each([
    ['TEXT', ' 全棉 ', { textValue: '全棉' }],
    ['TEXT', 12, { textValue: '12' }],
    ['DATE', '2026-02-28', { dateValue: '2026-02-28' }],
    ['DATE', '2026-02-28T10:00:00Z', { dateValue: '2026-02-28' }],
    ['INTEGER', '42', { numberValue: '42' }],
    ['INTEGER', -3, { numberValue: '-3' }],
    ['DECIMAL', '1.50', { numberValue: '1.5' }],
    ['DECIMAL', 0.1, { numberValue: '0.1' }],
    ['SINGLE_SELECT', '2', { optionIds: ['2'] }],
    ['SINGLE_SELECT', ['2'], { optionIds: ['2'] }],
    ['MULTI_SELECT', ['3', 1, '3'], { optionIds: ['1', '3'] }],
  ] as const)('%s accepts %j', (type, raw, expected) => {
    expect(valueOf(checkFieldValue(field(type), raw as never))).toMatchObject({ customFieldId: '7', type, ...expected });
  });
  it.each([
    ['TEXT', 'x'.repeat(101), 'must have at most 100 characters'],
    ['TEXT', ['a'], 'must be text'],
    ['DATE', '2026-02-30', 'must be a date yyyy-MM-dd'],
    ['DATE', '28/02/2026', 'must be a date yyyy-MM-dd'],
    ['INTEGER', '1.5', 'must be a whole number'],
    ['INTEGER', 'abc', 'must be a whole number'],
    ['DECIMAL', '1.234', 'must be a number with at most 2 decimals'],
    ['DECIMAL', '1e5', 'must be a number with at most 2 decimals'],
    ['SINGLE_SELECT', ['1', '2'], 'allows one option only'],
    ['SINGLE_SELECT', '9', 'has an unknown option'],
    ['MULTI_SELECT', ['1', '99'], 'has an unknown option'],
  ] as const)('%s refuses %j', (type, raw, reason) => {
    expect(errorOf(checkFieldValue(field(type), raw as never))).toBe(reason);
  });
});

describe('toValueView', () => {
  const none = { textValue: null, numberValue: null, dateValue: null, optionIds: [] as string[] };
  it('multi-select carries selectedOptions and shows them joined with a full-width comma', () => {
    const view = toValueView(field('MULTI_SELECT'), { ...none, optionIds: ['1', '3'] });
    expect(view.selectedOptions).toEqual([
      { id: '1', optionName: '棉' },
      { id: '3', optionName: '丝' },
    ]);
    expect(view.displayValue).toBe('棉，丝');
    expect(view.textValue).toBeNull();
  });
  it('a deleted option is no longer shown', () => {
    expect(toValueView(field('SINGLE_SELECT'), { ...none, optionIds: ['99'] }).displayValue).toBe('');
  });
  it('numbers carry numberValue; text and dates carry textValue', () => {
    expect(toValueView(field('DECIMAL'), { ...none, numberValue: '12.50' })).toMatchObject({
      numberValue: '12.5',
      textValue: null,
      displayValue: '12.5',
    });
    expect(toValueView(field('INTEGER'), { ...none, numberValue: '3' })).toMatchObject({ numberValue: '3', displayValue: '3' });
    expect(toValueView(field('TEXT'), { ...none, textValue: '备注' })).toMatchObject({
      textValue: '备注',
      numberValue: null,
      selectedOptions: [],
    });
    expect(toValueView(field('DATE'), { ...none, dateValue: '2026-01-02' })).toMatchObject({
      textValue: '2026-01-02',
      displayValue: '2026-01-02',
    });
  });
});
