import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cellText, duplicatesWithinFile, matchHeaders, parseRow, type ImportColumn } from './excel-sheet.schema.js';

const columns: ImportColumn[] = [
  { key: 'name', header: { zh: '名称', en: 'Name' }, required: true, schema: z.string().max(5) },
  { key: 'qty', header: { zh: '数量', en: 'Quantity' }, schema: z.coerce.number().int().optional() },
  {
    key: 'code',
    header: { zh: '编号', en: 'Code' },
    schema: z
      .string()
      .regex(/^[A-Z]+$/, '只能是大写字母|capital letters only')
      .optional(),
  },
];

describe('matchHeaders', () => {
  it('matches either language, ignores case, spaces and a required "*"; reports missing required columns', () => {
    const { index, missing } = matchHeaders([' 编号 ', 'NAME*', '其他'], columns);
    expect([...index.entries()]).toEqual([
      ['name', 1],
      ['code', 0],
    ]);
    expect(missing).toEqual([]);
    expect(matchHeaders(['数量'], columns).missing.map((c) => c.key)).toEqual(['name']);
  });
});

describe('parseRow', () => {
  const index = new Map([
    ['name', 0],
    ['qty', 1],
    ['code', 2],
  ]);
  it('gives the parsed values of a good row (blank optional cells undefined)', () => {
    expect(parseRow({ rowNo: 2, cells: [' 布 ', '3', ''] }, columns, index)).toEqual({
      value: { name: '布', qty: 3, code: undefined },
    });
  });
  it('gives every reason of a bad row, with the row number, column and header, in both languages', () => {
    const res = parseRow({ rowNo: 9, cells: ['', 'x', 'ab'] }, columns, index);
    expect(res).toEqual({
      errors: [
        { rowNo: 9, column: 'name', header: { zh: '名称', en: 'Name' }, text: { zh: '必填', en: 'is required' } },
        {
          rowNo: 9,
          column: 'qty',
          header: { zh: '数量', en: 'Quantity' },
          text: expect.objectContaining({ zh: expect.any(String) }),
        },
        {
          rowNo: 9,
          column: 'code',
          header: { zh: '编号', en: 'Code' },
          text: { zh: '只能是大写字母', en: 'capital letters only' },
        },
      ],
    });
    const long = parseRow({ rowNo: 3, cells: ['abcdefg'] }, columns, index);
    expect(long).toEqual({
      errors: [expect.objectContaining({ text: { zh: '最多 5 个字符', en: 'must have at most 5 characters' } })],
    });
  });
});

describe('duplicatesWithinFile', () => {
  it('names the first row a later row repeats, skipping blanks', () => {
    const rows = [
      { rowNo: 2, value: { k: 'a' } },
      { rowNo: 3, value: { k: '' } },
      { rowNo: 4, value: { k: 'a' } },
      { rowNo: 5, value: { k: '' } },
    ];
    expect(duplicatesWithinFile(rows, { key: 'k', header: { zh: '键', en: 'Key' } }, (r) => r.k)).toEqual([
      { rowNo: 4, column: 'k', header: { zh: '键', en: 'Key' }, text: { zh: '与第 2 行重复', en: 'repeats row 2' } },
    ]);
  });
});

describe('cellText', () => {
  it.each([
    [null, ''],
    [12.5, '12.5'],
    ['a', 'a'],
    [true, 'true'],
    [new Date('2026-03-04T00:00:00Z'), '2026-03-04'],
    [{ richText: [{ text: '红' }, { text: '色' }] }, '红色'],
    [{ text: 'link', hyperlink: 'http://x' }, 'link'],
    [{ formula: 'A1+1', result: 3 }, '3'],
    [{ error: '#REF!' }, ''],
  ])('%j reads as %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
