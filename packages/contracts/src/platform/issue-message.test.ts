import { describe, expect, it } from 'vitest';
import { fieldWords, fillFieldText, readableField } from './field-message.js';
import { issueMessage, issueRule } from './issue-message.js';

describe('field words', () => {
  it.each([
    ['lines.0.quantity', 'zh', '第1行 数量'],
    ['lines.0.quantity', 'en', 'Line 1 Quantity'],
    ['/lines/11/unitPrice', 'zh', '第12行 单价'],
    ['skus.1.suppliers.0.planCost', 'zh', '第2行 第1行 参考价'],
    ['customFields.123', 'zh', '自定义字段'],
    ['taxRate', 'en', 'Tax rate'],
    // A name outside the catalogue: the path itself, so that an API caller still sees the field.
    ['skus.0.id', 'zh', 'skus.0.id'],
    ['(body)', 'en', '(body)'],
  ] as const)('%s (%s) reads %s', (path, lang, words) => {
    expect(fieldWords(path, lang).words).toBe(words);
  });

  it('row words alone, for messages naming their own field', () => {
    expect(fieldWords('lines.4.price', 'zh').rows).toBe('第5行');
    expect(fieldWords('price', 'zh').rows).toBe('');
  });

  it('the web reads a path with its own labels', () => {
    expect(
      readableField(
        'lines.1.qty',
        (s) => (s === 'qty' ? 'Qty' : undefined),
        (n) => `#${n}`,
      ),
    ).toBe('#2 Qty');
    expect(
      readableField(
        'lines.1.x',
        () => undefined,
        (n) => `#${n}`,
      ),
    ).toBe('#2');
  });
});

describe('placeholders', () => {
  it('fill {label}, or drop it with its punctuation under a form field', () => {
    expect(fillFieldText('{label}不能为负数', { words: '单价' }, 'zh')).toBe('单价不能为负数');
    expect(fillFieldText('{label}：请输入数字', {}, 'zh')).toBe('请输入数字');
    expect(fillFieldText('{label} must not be negative', {}, 'en')).toBe('Must not be negative');
    expect(fillFieldText('{row}销售价不能为负数', { words: 'x', rows: '第2行' }, 'zh')).toBe('第2行 销售价不能为负数');
    expect(fillFieldText('{row}Sale price must not be negative', {}, 'en')).toBe('Sale price must not be negative');
  });

  it('a message naming its field keeps only the row', () => {
    expect(fillFieldText('请输入名称', { words: '名称', label: '名称' }, 'zh')).toBe('请输入名称');
    expect(fillFieldText('name is required', { words: 'Name', label: 'Name' }, 'en')).toBe('Name is required');
    expect(fillFieldText('请选择供应商', { words: '第2行 供应商', rows: '第2行', label: '供应商' }, 'zh')).toBe(
      '第2行 请选择供应商',
    );
  });

  it('a message without placeholders is led by the field', () => {
    expect(fillFieldText('日期不正确', { words: '第1行 日期' }, 'zh')).toBe('第1行 日期：日期不正确');
    expect(fillFieldText('is not a real date', { words: 'Date' }, 'en')).toBe('Date: is not a real date');
  });
});

describe('zod issues in words', () => {
  it.each([
    [{ code: 'invalid_type', path: 'amount', expected: 'string', input: undefined }, '金额必填', 'Amount must be filled in'],
    [{ code: 'invalid_type', path: 'amount', expected: 'number', input: 'x' }, '金额：请输入数字', 'Amount: enter a number'],
    [{ code: 'too_small', path: 'name', origin: 'string', minimum: 1 }, '名称不能为空', 'Name must not be empty'],
    [
      { code: 'too_small', path: 'lines.0.quantity', origin: 'number', minimum: 0, inclusive: true },
      '第1行 数量不能为负数',
      'Line 1 Quantity must not be negative',
    ],
    [
      { code: 'too_small', path: 'quantity', origin: 'number', minimum: 0, inclusive: false },
      '数量须大于 0',
      'Quantity must be greater than 0',
    ],
    [
      { code: 'too_big', path: 'sort', origin: 'number', maximum: 99999, inclusive: true },
      '排序最大为 99999',
      'Sort order must be at most 99999',
    ],
    [
      { code: 'too_big', path: 'remark', origin: 'string', maximum: 200 },
      '备注最多 200 个字符',
      'Remark must have at most 200 characters',
    ],
    [
      { code: 'custom', path: 'lines.1.rollNo', message: '卷号不存在|no such roll' },
      '第2行 卷号不存在',
      'Line 2 Roll no.: no such roll',
    ],
  ])('%j', (issue, zh, en) => {
    expect(issueMessage(issue, 'zh')).toBe(zh);
    expect(issueMessage(issue, 'en')).toBe(en);
  });

  it('a message written in the contract wins over the generic rule', () => {
    expect(issueRule({ code: 'too_small', minimum: 1, origin: 'string', message: '请输入名称|name is required' })).toBe(
      '请输入名称|name is required',
    );
    expect(issueRule({ code: 'too_small', minimum: 1, origin: 'string', message: 'Too small: expected string' })).toContain(
      '不能为空',
    );
  });
});
