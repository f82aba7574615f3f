import { StocktakePermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';
import { postStockMovements } from '../stock/index.js';
import { count, startCount } from './stocktake.fixture.js';

// materials/check/exportCheckDetail and exportCheckList: the count read back from the file, totals per stock unit.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
/** Lists and counts, may not handle: a blind count hides the books from it. */
let counter: Client;
let storehouseId: string;
let checkId: string;
let blindId: string;
let sku: string[];
const nameOf = async (userId: string) =>
  (await h.db.selectFrom('appUser').select('userName').where('id', '=', userId).executeTakeFirstOrThrow()).userName;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'count-export');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other-export');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...(await staff(factory, [])));
  counter = await signIn(h.app, ...(await staff(factory, [StocktakePermission.list, StocktakePermission.count])));
  storehouseId = await makeStorehouse(boss, true);
  const metres = (await makeMaterialSkus(boss, ['红', '蓝'])).skuIds;
  const pieces = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds;
  sku = [...metres, ...pieces];
  // Each SKU comes in at a known price: the ledger's moving-average cost values each difference.
  await h.db.transaction().execute((trx) =>
    postStockMovements(trx, boss, {
      source: { type: 'TEST_IN', id: null, no: 'T-EXPORT' },
      changeType: 'MANUAL_IN',
      lines: [
        { storehouseId, skuId: sku[0]!, quantity: '100', price: '2.5' },
        { storehouseId, skuId: sku[1]!, quantity: '50', price: '4' },
        { storehouseId, skuId: sku[2]!, quantity: '30', price: '1.2' },
      ],
    }),
  );
  const check = await startCount(boss, storehouseId, sku, { remark: '导出盘点' });
  checkId = check.id;
  await count(boss, checkId, [
    { lineId: check.lineOf(sku[0]!), quantity: '60' },
    { lineId: check.lineOf(sku[1]!), quantity: '52.25' },
  ]);
  await count(counter, checkId, [
    { lineId: check.lineOf(sku[0]!), quantity: '35' },
    { lineId: check.lineOf(sku[2]!), quantity: '33' },
  ]);
  blindId = (await startCount(boss, storehouseId, [sku[0]!], { isBlind: true })).id;
});
afterAll(() => h.close());

async function staff(factory: Awaited<ReturnType<typeof createFactory>>, codes: string[]): Promise<[string, string]> {
  const s = await createStaff(h.db, factory, codes);
  return [s.loginName, s.password];
}

describe('materials/check/exportCheckDetail', () => {
  it('writes every line with book, counted, difference, value and who counted; totals per stock unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'materials/check/exportCheckDetail', { checkId });
    expect(sheet.rows).toHaveLength(3);
    expect(sheet.column('颜色')).toEqual(['红', '蓝', '黑']);
    expect(sheet.column('库存单位')).toEqual(['米', '米', '个']);
    expect(sheet.column('账面数')).toEqual([100, 50, 30]);
    expect(sheet.column('实盘数')).toEqual([95, 52.25, 33]);
    expect(sheet.column('差异')).toEqual([-5, 2.25, 3]);
    expect(sheet.column('差异金额')).toEqual([-12.5, 9, 3.6]);
    expectTypedCell(sheet.cell(1, '实盘数'), 'number', '0.####');
    expectTypedCell(sheet.cell(0, '差异金额'), 'number', '#,##0.00');
    const [bossName, counterName] = [await nameOf(boss.userId), await nameOf(counter.userId)];
    expect(sheet.column('盘点人')).toEqual([`${bossName}、${counterName}`, bossName, counterName]);
    expect(sheet.total('合计（米）', '账面数')).toBe(150);
    expect(sheet.total('合计（米）', '实盘数')).toBe(147.25);
    expect(sheet.total('合计（米）', '差异')).toBe(-2.75);
    expect(sheet.total('合计（个）', '账面数')).toBe(30);
    expect(sheet.total('合计（个）', '差异')).toBe(3);
    expect(sheet.total('合计', '差异金额')).toBe(0.1);
  });

  it('answers in English on the English switch; a keyword narrows the lines', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'materials/check/exportCheckDetail', { checkId }, 'en');
    expect(sheet.header).toEqual(expect.arrayContaining(['Book quantity', 'Counted', 'Difference', 'Counted by']));
    expect(sheet.total('Total (个)', 'Counted')).toBe(33);
    const materialNo = String(sheet.cell(2, 'Material no.').value);
    const narrowed = await downloadSheet(h.app, boss.sid, 'materials/check/exportCheckDetail', {
      checkId,
      keyword: materialNo,
    });
    expect(narrowed.column('物料编号').every((v) => v === materialNo)).toBe(true);
  });

  it('a blind count goes to a counter without its books, differences and values', async () => {
    const sheet = await downloadSheet(h.app, counter.sid, 'materials/check/exportCheckDetail', { checkId: blindId });
    expect(sheet.header).toContain('实盘数');
    expect(sheet.header).not.toContain('账面数');
    expect(sheet.header).not.toContain('差异');
    expect(sheet.header).not.toContain('差异金额');
    const seen = await downloadSheet(h.app, boss.sid, 'materials/check/exportCheckDetail', { checkId: blindId });
    expect(seen.column('账面数')).toEqual([100]);
  });

  it('refuses: no session 440, no permission 40301, another factory 40402, a bad id 40001 naming checkId', async () => {
    const url = 'materials/check/exportCheckDetail';
    expect((await call(h.app, 'POST', url, { checkId })).code).toBe(440);
    expect((await powerless.call('POST', url, { checkId })).code).toBe(40301);
    expect((await intruder.call('POST', url, { checkId })).code).toBe(40402);
    expect((await intruder.call('GET', url, { checkId })).code).toBe(40402);
    const bad = await boss.call('POST', url, { checkId: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toContain('checkId');
  });
});

describe('materials/check/exportCheckList', () => {
  it("writes the list's filters with line counts totalled, only this factory's", async () => {
    const sheet = await downloadSheet(h.app, boss.sid, 'materials/check/exportCheckList', { keyword: '导出盘点' });
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.cell(0, '状态').value).toBe('盘点中');
    expect(sheet.cell(0, '明细数').value).toBe(3);
    expect(sheet.cell(0, '已盘明细').value).toBe(3);
    expectTypedCell(sheet.cell(0, '盘点日期'), 'date', 'yyyy-mm-dd');
    const all = await downloadSheet(h.app, boss.sid, 'materials/check/exportCheckList', {});
    expect(all.rows).toHaveLength(2);
    expect(all.total('合计', '明细数')).toBe(4);
    const theirs = await downloadSheet(h.app, intruder.sid, 'materials/check/exportCheckList', {});
    expect(theirs.rows).toHaveLength(0);
  });

  it('refuses: no session 440, no permission 40301, a bad status 40001 naming status', async () => {
    const url = 'materials/check/exportCheckList';
    expect((await call(h.app, 'POST', url, {})).code).toBe(440);
    expect((await powerless.call('POST', url, {})).code).toBe(40301);
    const bad = await boss.call('POST', url, { status: 'open' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toContain('status');
  });
});
