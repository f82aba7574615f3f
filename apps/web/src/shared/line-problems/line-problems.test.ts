import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  cellProblems,
  gridProblems,
  problemText,
  problemWithPlace,
  refusedCells,
  shownProblems,
  type CellRule,
} from './line-problems';

interface Line {
  key: string;
  quantity: string;
  note: string;
}
const rules: CellRule<Line, 'quantity' | 'note'>[] = [
  {
    field: 'quantity',
    value: (l) => l.quantity,
    schema: z.string().regex(/^\d+$/, '须为数字|must be a number'),
    required: true,
  },
  { field: 'note', value: (l) => l.note, schema: z.string().max(3, '{label}最多3个字|{label} has at most 3 characters') },
];
const line = (key: string, quantity: string, note = ''): Line => ({ key, quantity, note });

describe('cell problems', () => {
  it("checks each cell with its schema, blank required cells as 'required', blank optional ones not at all", () => {
    expect(cellProblems(line('a', '1'), rules)).toEqual([]);
    expect(cellProblems(line('a', ' '), rules)).toEqual([{ field: 'quantity', key: 'required' }]);
    expect(cellProblems(line('a', 'x', 'long'), rules)).toEqual([
      { field: 'quantity', text: '须为数字|must be a number' },
      { field: 'note', text: '{label}最多3个字|{label} has at most 3 characters' },
    ]);
  });
  it('skips a rule when told to', () => {
    expect(cellProblems(line('a', 'x'), [{ ...rules[0]!, skip: () => true }])).toEqual([]);
  });
  it('numbers the rows of a grid from 1 and keeps the problems per line', () => {
    const { byKey, all } = gridProblems([line('a', '1'), line('b', ''), line('c', 'x')], (l) => cellProblems(l, rules));
    expect([...byKey.keys()]).toEqual(['b', 'c']);
    expect(all.map((p) => [p.row, p.problem.field])).toEqual([
      [2, 'quantity'],
      [3, 'quantity'],
    ]);
  });
});

describe('a refusal and what is shown', () => {
  const lines = [line('a', '1'), line('b', '2')];
  it('marks the cells a refusal names (materialsSkus.N.field, or another list), nothing else', () => {
    const cells = refusedCells(lines, ['materialsSkus.1.qty', 'supplierId', 'materialsSkus.9.qty'], '第2行：太多', {
      qty: 'quantity',
    });
    expect([...cells]).toEqual([['b', { line: lines[1], problems: [{ field: 'quantity', text: '第2行：太多' }] }]]);
    expect(refusedCells(lines, ['lines[0].note'], 'x', { note: 'note' }, 'lines').get('a')?.problems).toEqual([
      { field: 'note', text: 'x' },
    ]);
  });
  it("shows required cells only once a save was tried, and a refusal's only while its line is unchanged", () => {
    const own = new Map([['a', [{ field: 'quantity' as const, key: 'required' }]]]);
    const refused = refusedCells(lines, ['materialsSkus.1.note'], 'no', { note: 'note' as const });
    expect([...shownProblems(lines, own, refused, false).keys()]).toEqual(['b']);
    expect([...shownProblems(lines, own, refused, true).keys()]).toEqual(['a', 'b']);
    const edited = [lines[0]!, { ...lines[1]!, note: 'n' }];
    expect([...shownProblems(edited, own, refused, false).keys()]).toEqual([]);
  });
});

describe('problem text', () => {
  it('in a cell: the language half, the field placeholders dropped', () => {
    expect(problemText('{label}最多3个字|{label} has at most 3 characters', 'zh-CN')).toBe('最多3个字');
    expect(problemText('{label}最多3个字|{label} has at most 3 characters', 'en')).toBe('Has at most 3 characters');
    expect(problemText('{label}：请输入数字|{label}: enter a number', 'en')).toBe('Enter a number');
    expect(problemText('第2行 数量：必填', 'en')).toBe('第2行 数量：必填');
  });
  it('in the save message: with its row and column, as the server says the same rule', () => {
    expect(problemWithPlace('{label}不能为负数|{label} must not be negative', 'zh-CN', 2, '采购数')).toBe(
      '第2行 采购数不能为负数',
    );
    expect(problemWithPlace('{label}不能为负数|{label} must not be negative', 'en', 2, 'quantity')).toBe(
      'Line 2 quantity must not be negative',
    );
    expect(problemWithPlace('须大于 0|must be greater than 0', 'zh-CN', 1, '转化率')).toBe('第1行 转化率：须大于 0');
  });
});
