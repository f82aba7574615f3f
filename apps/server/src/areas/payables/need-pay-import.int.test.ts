import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTo } from '../../../test/multipart.js';
import { reviewedArrival, reviewedReturn, startNeedPayWorld, type NeedPayWorld } from './need-pay.fixture.js';

/**
 * importNeedPayAdjustExcel: an arrival owing 100.00 and a return owed 40.00; the dry run names every bad cell and
 * writes nothing; the commit saves each row as a NEED_PAY_ADJUST_ORDER draft through the engine, which posts on review.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const B = 'needPayNeedReceiveOrderApi/needPayAdjust';
const HEAD = ['单据号', '应收应付', '调整金额', '调整原因', '调整日期'];
let w: NeedPayWorld;
let arrivalNo: string;
let returnNo: string;

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(HEAD);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = async (sid: string | null, rows: (string | null)[][]) =>
  uploadTo(w.h.app, `/v1/api/${B}/importExcel`, sid, { content: await sheet(rows), name: 'adjust.xlsx', type: XLSX });
async function commit(importId: string) {
  const res = await w.boss.call('POST', `${B}/importExcel/commit`, { importId });
  for (let i = 0; i < 100 && res.code === 0; i++) {
    if ((await w.boss.call('GET', `excel/import/${importId}`)).data.status !== 'COMMITTING') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return res;
}
const adjustments = async () =>
  (await sql<{ n: string }>`select count(*) as n from need_pay_adjust where unit_id = ${w.boss.unitId}`.execute(w.h.db)).rows[0]!
    .n;
const noOf = async (type: string, id: string) =>
  (
    await w.h.db
      .selectFrom('journalItem')
      .select('itemNo')
      .where('itemType', '=', type)
      .where('itemId', '=', id)
      .executeTakeFirstOrThrow()
  ).itemNo;

beforeAll(async () => {
  w = await startNeedPayWorld('need-pay-import');
  arrivalNo = await noOf('MATERIALS_ARRIVE', await reviewedArrival(w, '100'));
  returnNo = await noOf('MATERIALS_RETURN', await reviewedReturn(w, '40'));
}, 120_000);
afterAll(() => w.h.close());

describe('importNeedPayAdjustExcel (dry run, then commit)', () => {
  it('names every bad cell by row and column and writes nothing', async () => {
    const bad = await upload(w.boss.sid, [
      [arrivalNo, '应付', '-60', '质量扣款', null],
      [arrivalNo, '应付', '-50', '再扣', null], // 100 − 60 − 50 < 0 over the file
      ['NO-SUCH-BILL', '应付', '5', '补差', null],
      [returnNo, '其他', '5', '补差', null],
      [returnNo, '应收', '0', '补差', null],
      [returnNo, '应收', '5', '补差', '2026/12/01'],
    ]);
    expect(bad.code, bad.msg).toBe(0);
    expect(bad.data).toMatchObject({ status: 'VALIDATED', total: 6, failed: 5 });
    expect(bad.data.errors.map((e: { rowNo: number; column: string }) => [e.rowNo, e.column])).toEqual([
      [3, 'amount'],
      [4, 'itemNo'],
      [5, 'ledger'],
      [6, 'amount'],
      [7, 'adjustDate'],
    ]);
    expect((await commit(bad.data.importId)).code).toBe(40902);
    expect(await adjustments()).toBe('0');
  });

  it('commits each row as an adjustment draft through the engine; reviewed, it changes what is open', async () => {
    const good = await upload(w.boss.sid, [
      [arrivalNo, '应付', '-20.50', '质量扣款', '2026-11-22'],
      [returnNo, 'AR', '5', '补差', null],
    ]);
    expect(good.data, JSON.stringify(good.data.errors)).toMatchObject({ status: 'VALIDATED', total: 2, failed: 0 });
    expect((await commit(good.data.importId)).code).toBe(0);
    const rows = await w.h.db
      .selectFrom('needPayAdjust')
      .select(['id', 'itemNo', 'amount', 'status'])
      .where('unitId', '=', w.boss.unitId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.itemNo, r.amount, r.status])).toEqual([
      [arrivalNo, '-20.50', 0],
      [returnNo, '5.00', 0],
    ]);
    const submitted = await w.boss.call('POST', 'uflo/NEED_PAY_ADJUST_ORDER/submit', { id: rows[0]!.id });
    expect(submitted.data?.status, submitted.msg).toBe(2);
    const list = await w.boss.call('POST', 'needPayNeedReceiveOrderApi/needPayNeedRecvList', { itemNo: arrivalNo });
    expect(list.data.list[0]).toMatchObject({ owed: '100.00', adjusted: '-20.50', open: '79.50' });
  });

  it('refuses no session and no permission; another factory finds none of the bills', async () => {
    const row = [arrivalNo, '应付', '-1', '扣款', null];
    expect((await upload(null, [row])).code).toBe(440);
    expect((await upload(w.powerless.sid, [row])).code).toBe(40301);
    const theirs = await upload(w.intruder.sid, [row]);
    expect(theirs.data.errors.map((e: { column: string }) => e.column)).toEqual(['itemNo']);
  });
});
