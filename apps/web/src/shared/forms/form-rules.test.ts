import '../../test/setup';
import { decimalString } from '@gf/contracts';
import type { RuleObject } from 'antd/es/form';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { numberProblem, numberRule } from './number-rule';
import { requiredRule } from './required-rule';
import { zodRule } from './zod-rule';

/** What a rule says about a value ('' when it passes). */
async function says(rule: unknown, value: unknown): Promise<string> {
  const r = rule as RuleObject;
  try {
    await r.validator?.(r, value, () => undefined);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

afterAll(() => changeLanguage('zh-CN'));

describe('requiredRule', () => {
  it('reads 请输入 / 请选择 plus the label, in the current language', async () => {
    await changeLanguage('zh-CN');
    expect(await says(requiredRule('名称'), '')).toBe('请输入名称');
    expect(await says(requiredRule('名称'), '   ')).toBe('请输入名称');
    expect(await says(requiredRule('仓库', 'select'), undefined)).toBe('请选择仓库');
    expect(await says(requiredRule('颜色', 'select'), [])).toBe('请选择颜色');
    expect(await says(requiredRule('数量'), 0)).toBe('');
    await changeLanguage('en');
    expect(await says(requiredRule('Storehouse', 'select'), null)).toBe('Please choose storehouse');
    expect(await says(requiredRule('Material name'), '')).toBe('Please enter material name');
    expect(await says(requiredRule('SKU', 'select'), null)).toBe('Please choose SKU');
    expect(requiredRule('x')).toMatchObject({ required: true });
  });
});

describe('numberRule: tells, never clamps', () => {
  it.each([
    ['abc', { scale: 2, label: '销售价' }, '销售价：请输入数字'],
    ['abc', { scale: 2 }, '请输入数字'],
    ['-10', { scale: 2, label: '销售价' }, '销售价不能为负数'],
    ['1.234', { scale: 2, label: '销售价' }, '销售价最多 2 位小数'],
    ['1000000000000', { scale: 2, label: '销售价' }, '销售价最大为 999999999999.99'],
    [-1, { whole: true, min: 0, max: 99999, label: '排序' }, '排序不能为负数'],
    [100000, { whole: true, min: 0, max: 99999, label: '排序' }, '排序最大为 99999'],
    ['1.5', { whole: true, min: 0, max: 99999, label: '排序' }, '排序须为整数'],
    ['-10', { scale: 2 }, '不能为负数'],
  ] as const)('%j (%j) → %s', async (value, options, message) => {
    await changeLanguage('zh-CN');
    expect(numberProblem(value, options)).toBe(message);
    expect(await says(numberRule(options), value)).toBe(message);
  });

  it('blank passes (requiredRule decides); good values pass as typed', async () => {
    expect(numberProblem('', { scale: 2 })).toBeNull();
    expect(numberProblem(null, { scale: 2 })).toBeNull();
    expect(numberProblem('12.50', { scale: 2 })).toBeNull();
    expect(numberProblem(7, { whole: true, min: 0 })).toBeNull();
  });

  it('speaks English on the switch', async () => {
    await changeLanguage('en');
    expect(numberProblem('-10', { scale: 2, label: 'Sale price' })).toBe('Sale price must not be negative');
    expect(numberProblem('abc', { scale: 2, label: 'Sale price' })).toBe('Sale price: enter a number');
    expect(numberProblem('abc', { scale: 2 })).toBe('Enter a number');
  });
});

describe('zodRule', () => {
  it("fills the contract's field placeholders with the label, or says the rule alone", async () => {
    await changeLanguage('zh-CN');
    const quantity = decimalString({ scale: 4, positive: true });
    expect(await says(zodRule(quantity, '到料数'), '-1')).toBe('到料数不能为负数');
    expect(await says(zodRule(quantity), '0')).toBe('须大于 0');
    expect(await says(zodRule(decimalString({ scale: 2, label: '销售价|Sale price' })), '-1')).toBe('销售价不能为负数');
  });
});
