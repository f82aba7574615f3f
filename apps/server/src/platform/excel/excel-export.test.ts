import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/xlsx.js';
import type { Lang } from '../http/errors.js';
import { streamXlsx, type ExportDefinition } from './excel-export.service.js';
import { cellOf, factoryWallClock, numFmtOf, type ExportColumn } from './export-column.schema.js';

interface Line {
  billId: string;
  no: string;
  date: string;
  createdAt: string;
  unit: string;
  quantity: string;
  price: string;
  amount: string;
  billAmount: string;
  skus: number;
  rate: string;
}

const columns: ExportColumn<Line>[] = [
  { type: 'text', header: { zh: '单号', en: 'No.' }, value: (r) => r.no },
  { type: 'date', header: { zh: '日期', en: 'Date' }, value: (r) => r.date },
  { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
  { type: 'quantity', scale: 4, header: { zh: '数量', en: 'Quantity' }, value: (r) => r.quantity, unitOf: (r) => r.unit },
  { type: 'text', header: { zh: '单位', en: 'Unit' }, value: (r) => r.unit },
  { type: 'money', scale: 4, header: { zh: '单价', en: 'Price' }, value: (r) => r.price },
  { type: 'money', scale: 2, header: { zh: '金额', en: 'Amount' }, value: (r) => r.amount, total: true },
  { type: 'percent', scale: 2, header: { zh: '缩率', en: 'Rate' }, value: (r) => r.rate },
  { type: 'integer', header: { zh: 'SKU数', en: 'SKUs' }, value: (r) => r.skus, perBill: true, total: true },
  { type: 'money', scale: 2, header: { zh: '总额', en: 'Bill amount' }, value: (r) => r.billAmount, perBill: true, total: true },
];

const line = (billId: string, quantity: string, unit: string, amount: string): Line => ({
  billId,
  no: `NO-${billId}`,
  date: '2026-11-22',
  createdAt: '2026-11-22T16:30:05.000Z', // 00:30:05 on the 23rd in Shanghai
  unit,
  quantity,
  price: '1.2345',
  amount,
  billAmount: '1000.10',
  skus: 2,
  rate: '0.0525',
});

async function exported(rows: Line[][], lang: Lang = 'zh', def: Partial<ExportDefinition<Line>> = {}) {
  const app = Fastify();
  app.get('/x', (_req, reply) =>
    streamXlsx(
      reply,
      lang,
      {
        title: { zh: '测试', en: 'Test' },
        columns,
        billOf: (r) => r.billId,
        batches: (async function* () {
          yield* rows;
        })(),
        ...def,
      },
      app.log,
    ),
  );
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return readSheet(res.rawPayload);
}

describe('typed export cells', () => {
  it('turns decimal strings into numbers rounded to the column, with a format showing its decimals', () => {
    const qty = columns[3]!;
    expect(cellOf(qty, '12.50000')).toBe(12.5);
    expect(cellOf(qty, '0.00005')).toBe(0.0001);
    expect(numFmtOf(qty, 12.5)).toBe('0.####');
    expect(numFmtOf(qty, 12)).toBe('0');
    expect(numFmtOf(columns[5]!)).toBe('#,##0.00##');
    expect(numFmtOf(columns[6]!)).toBe('#,##0.00');
    expect(numFmtOf(columns[7]!)).toBe('0.00%');
    expect(cellOf(qty, '')).toBeNull();
    expect(() => cellOf(qty, 'abc')).toThrow();
  });

  it('shows instants at the factory wall clock and keeps plain dates as they are', () => {
    expect(factoryWallClock('2026-11-22T16:30:05Z')!.toISOString()).toBe('2026-11-23T00:30:05.000Z');
    expect(factoryWallClock(new Date('2026-11-22T16:30:05+08:00'))!.toISOString()).toBe('2026-11-22T16:30:05.000Z');
    expect(factoryWallClock('2026-11-22')!.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(factoryWallClock('2026-11-22 08:01:02')!.toISOString()).toBe('2026-11-22T08:01:02.000Z');
    expect(cellOf(columns[1]!, '2026-11-22T16:30:05Z')).toEqual(new Date('2026-11-23T00:00:00Z'));
  });
});

describe('streamXlsx', () => {
  it('writes numbers and dates as typed cells, 整单 figures once per bill, and totals per unit', async () => {
    const sheet = await exported([
      [line('1', '1200', '米', '10.00'), line('1', '3000', '个', '20.50')],
      [line('1', '800.25', '米', '5'), line('2', '0.5', '米', '1.25')],
    ]);
    expect(sheet.header).toEqual([
      '单号',
      '日期',
      '创建时间',
      '数量',
      '单位',
      '单价',
      '金额',
      '缩率',
      'SKU数（整单）',
      '总额（整单）',
    ]);
    expect(sheet.sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rows).toHaveLength(4);
    const c = sheet.cell(0, '数量');
    expect([c.value, c.numFmt]).toEqual([1200, '0']);
    expect([sheet.cell(2, '数量').value, sheet.cell(2, '数量').numFmt]).toEqual([800.25, '0.####']);
    expect([sheet.cell(0, '单价').value, sheet.cell(0, '单价').numFmt]).toEqual([1.2345, '#,##0.00##']);
    expect([sheet.cell(2, '金额').value, sheet.cell(2, '金额').numFmt]).toEqual([5, '#,##0.00']);
    expect([sheet.cell(0, '缩率').value, sheet.cell(0, '缩率').numFmt]).toEqual([0.0525, '0.00%']);
    expect(sheet.cell(0, '日期').value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(sheet.cell(0, '日期').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.cell(0, '创建时间').value).toEqual(new Date('2026-11-23T00:30:05Z'));
    expect(sheet.cell(0, '创建时间').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // Bill 1 spans the batch boundary: its figures stay on its first line only.
    expect(sheet.column('总额（整单）')).toEqual([1000.1, null, null, 1000.1]);
    expect(sheet.column('SKU数（整单）')).toEqual([2, null, null, 2]);
    // Totals: money and counts in 合计 (each bill once), quantities per unit, never 米 + 个.
    expect(sheet.total('合计', '金额')).toBe(36.75);
    expect(sheet.total('合计', '总额（整单）')).toBe(2000.2);
    expect(sheet.total('合计', 'SKU数（整单）')).toBe(4);
    expect(sheet.total('合计（米）', '数量')).toBe(2000.75);
    expect(sheet.total('合计（个）', '数量')).toBe(3000);
    expect(sheet.total('合计（米）', '金额')).toBeNull();
    expect(sheet.totals).toHaveLength(3);
  });

  it('adds with exact decimals, not floats', async () => {
    const sheet = await exported([[line('1', '0.1', '米', '0.10'), line('2', '0.2', '米', '0.20')]]);
    expect(sheet.total('合计（米）', '数量')).toBe(0.3);
    expect(sheet.total('合计', '金额')).toBe(0.3);
  });

  it('speaks English, names a blank unit, and writes no totals for an empty sheet', async () => {
    const en = await exported([[line('1', '2', '', '1')]], 'en');
    expect(en.header.slice(-2)).toEqual(['SKUs (whole bill)', 'Bill amount (whole bill)']);
    expect(en.total('Total (no unit)', 'Quantity')).toBe(2);
    const empty = await exported([]);
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toEqual([]);
  });

  it('refuses 整单 columns on a sheet that does not say which bill a row belongs to, before sending anything', async () => {
    const app = Fastify({ logger: false });
    app.get('/x', (_req, reply) =>
      streamXlsx(reply, 'zh', { title: { zh: 't', en: 't' }, columns, batches: (async function* () {})() }, app.log),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).not.toContain('spreadsheetml');
  });
});
