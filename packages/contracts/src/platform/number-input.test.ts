import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalInput, decimalMax, intInput, optionalDecimalInput, optionalIntInput } from './number-input.js';
import { issueMessage } from './issue-message.js';

/** The first refusal of a schema as the server says it, in both languages. */
function told(schema: z.ZodType, value: unknown, path = 'lines.0.quantity') {
  const result = z.object({ v: schema }).safeParse({ v: value });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const { code, message, ...rest } = issue;
  const at = { ...rest, code, message, path: path };
  return { zh: issueMessage(at, 'zh'), en: issueMessage(at, 'en') };
}

describe('numbers are refused plainly, never changed', () => {
  const quantity = decimalInput({ scale: 4, intDigits: 14 });
  it.each([
    ['abc', '第1行 数量：请输入数字', 'Line 1 Quantity: enter a number'],
    ['1e3', '第1行 数量：请输入数字', 'Line 1 Quantity: enter a number'],
    ['1,5', '第1行 数量：请输入数字', 'Line 1 Quantity: enter a number'],
    [true, '第1行 数量：请输入数字', 'Line 1 Quantity: enter a number'],
    ['-10', '第1行 数量不能为负数', 'Line 1 Quantity must not be negative'],
    ['1.23456', '第1行 数量最多 4 位小数', 'Line 1 Quantity may have at most 4 decimals'],
    ['123456789012345', '第1行 数量最大为 99999999999999.9999', 'Line 1 Quantity must be at most 99999999999999.9999'],
    ['007', '第1行 数量不能以 0 开头', 'Line 1 Quantity must not start with 0'],
    ['', '第1行 数量必填', 'Line 1 Quantity must be filled in'],
    [undefined, '第1行 数量必填', 'Line 1 Quantity must be filled in'],
    [1.5, '第1行 数量：小数须以文本传递（如 "12.5"）', 'Line 1 Quantity: send decimals as text ("12.5")'],
  ])('%j is told: %s', (value, zh, en) => {
    expect(told(quantity, value)).toEqual({ zh, en });
  });

  it('keeps the value exactly as sent', () => {
    expect(quantity.parse(' 12.5000 ')).toBe('12.5000');
    expect(quantity.parse(12)).toBe('12');
    expect(quantity.parse('-0')).toBe('-0');
  });

  it('a positive rule refuses zero; a percentage its maximum; negatives when allowed pass', () => {
    expect(told(decimalInput({ scale: 4, positive: true }), '0.0000')?.zh).toBe('第1行 数量须大于 0');
    expect(told(decimalInput({ scale: 2, maxInt: 100 }), '100.01', 'taxRate')?.zh).toBe('税率最大为 100');
    expect(decimalInput({ scale: 2, maxInt: 100 }).parse('100.00')).toBe('100.00');
    expect(decimalInput({ scale: 2, allowNegative: true }).parse('-3.5')).toBe('-3.5');
  });

  it('the column maximum is named exactly', () => {
    expect(decimalMax({ scale: 2, intDigits: 16 })).toBe('9999999999999999.99');
    expect(decimalMax({ scale: 0, intDigits: 3 })).toBe('999');
    expect(decimalMax({ scale: 2, maxInt: 100 })).toBe('100');
  });

  it('optional: blank, null and missing are null; anything else is checked', () => {
    const price = optionalDecimalInput({ scale: 2 });
    expect([price.parse(''), price.parse('  '), price.parse(null), price.parse(undefined)]).toEqual([null, null, null, null]);
    expect(price.safeParse('-10').success).toBe(false);
  });

  it('a field with its own label names it, rows kept', () => {
    const sale = optionalDecimalInput({ scale: 2, label: '销售价|Sale price' });
    expect(told(sale, '-10', 'price')).toEqual({ zh: '销售价不能为负数', en: 'Sale price must not be negative' });
    expect(told(sale, '-10', 'lines.2.price')).toEqual({
      zh: '第3行 销售价不能为负数',
      en: 'Line 3 Sale price must not be negative',
    });
  });
});

describe('whole numbers', () => {
  const sort = optionalIntInput({ min: 0, max: 99999 });
  it.each([
    ['abc', '排序：请输入数字'],
    [true, '排序：请输入数字'],
    ['1e3', '排序：请输入数字'],
    ['1.5', '排序须为整数'],
    [-1, '排序不能为负数'],
    ['100000', '排序最大为 99999'],
  ])('%j is told: %s', (value, zh) => {
    expect(told(sort, value, 'sort')?.zh).toBe(zh);
  });

  it('blank, null and missing mean "not given" (never 0); digits become the number', () => {
    expect([sort.parse(''), sort.parse(null), sort.parse(undefined)]).toEqual([undefined, undefined, undefined]);
    expect(sort.parse(' 12 ')).toBe(12);
    expect(sort.parse(7)).toBe(7);
  });

  it('a lower bound other than 0 is named', () => {
    expect(told(intInput({ min: 1900, max: 2100, label: '年份|Year' }), '99999999999', 'year')).toEqual({
      zh: '年份最大为 2100',
      en: 'Year must be at most 2100',
    });
    expect(told(intInput({ min: 1 }), '0', 'pageNo')?.zh).toBe('页码不能小于 1');
  });
});
