import { StocktakePermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { postStockMovements } from '../stock/index.js';
import { count, startCount, stockIn } from './stocktake.fixture.js';

let h: Harness;
let boss: Client;
/** Boss of another company. */
let intruder: Client;
/** A staff account holding no code. */
let powerless: Client;
/** A staff account that lists and counts only (no handle: blind counts hide the books from it). */
let counter: Client;
let storehouseId: string;
let sku: string[];

const rows = async () => {
  const n = async (t: 'stocktake' | 'stocktakeLine' | 'stocktakeCount' | 'stocktakeLog') =>
    Number(
      (
        await h.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [await n('stocktake'), await n('stocktakeLine'), await n('stocktakeCount'), await n('stocktakeLog')];
};

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'count');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const none = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, none.loginName, none.password);
  const staff = await createStaff(h.db, factory, [StocktakePermission.list, StocktakePermission.count]);
  counter = await signIn(h.app, staff.loginName, staff.password);
  storehouseId = await makeStorehouse(boss, true);
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: `盘点布行${Date.now() % 1e6}` })).data.id as string;
  sku = (await makeMaterialSkus(boss, ['红', '蓝', '绿'], { supplierId, price: '2.5' })).skuIds;
  await stockIn(boss, storehouseId, sku[0]!, '100');
  // The second SKU comes in at 4.00 through the posting API: the ledger's moving-average cost values its difference.
  await h.db.transaction().execute((trx) =>
    postStockMovements(trx, boss, {
      source: { type: 'TEST_IN', id: null, no: 'T1' },
      changeType: 'MANUAL_IN',
      lines: [{ storehouseId, skuId: sku[1]!, quantity: '50', price: '4' }],
    }),
  );
});
afterAll(() => h.close());

describe('a stocktake counted by two people, with stock moving during the count, handled and undone', () => {
  it('addCheck takes the book quantity now; counts add up; handling posts counted − book at start', async () => {
    const check = await startCount(boss, storehouseId, [sku[0]!, sku[1]!], { isBlind: true, remark: '月末盘点' });
    const list = await boss.call('POST', 'materials/check/getCheckList', { keyword: '月末', pageSize: 20 });
    expect(list.data.list.map((r: { id: string }) => r.id)).toContain(check.id);
    expect(list.data.list.find((r: { id: string }) => r.id === check.id)).toMatchObject({
      status: 0,
      lineCount: 2,
      isBlind: true,
    });

    // The SKU without stock waits to be selected; added, it joins with book 0.
    const waiting = await boss.call('GET', 'materials/check/getWaitSelectedMaterialsSku', { checkId: check.id, pageSize: 50 });
    expect(waiting.code, waiting.msg).toBe(0);
    const waitingIds = waiting.data.list.map((r: { skuId: string }) => r.skuId);
    expect(waitingIds).toContain(sku[2]);
    expect(waitingIds).not.toContain(sku[0]);
    const byIds = await boss.call('POST', 'materials/check/getCheckMaterialsSkuByIds', { checkId: check.id, skuIds: [sku[2]] });
    expect(byIds.data).toMatchObject([{ skuId: sku[2], quantity: '0' }]);
    const added = await boss.call('POST', 'materials/check/addCheckDetail', { checkId: check.id, skuIds: [sku[2]] });
    expect(added.data.added).toBe(1);
    const lines = (await boss.call('GET', 'materials/check/getCheckDetail', { checkId: check.id })).data.lines;
    const line = (s: string) => lines.find((l: { skuId: string }) => l.skuId === s).id as string;

    // Two people count the first SKU in two places; the counter, counting blind, never sees the book.
    await count(boss, check.id, [
      { lineId: line(sku[0]!), quantity: '60' },
      { lineId: line(sku[1]!), quantity: '52' },
    ]);
    await count(counter, check.id, [
      { lineId: line(sku[0]!), quantity: '35' },
      { lineId: line(sku[2]!), quantity: '3' },
    ]);
    const blind = await counter.call('GET', 'materials/check/getCheckDetail', { checkId: check.id });
    expect(blind.data.isHidden).toBe(true);
    expect(blind.data.lines.every((l: { bookQuantity: null; difference: null }) => !l.bookQuantity && !l.difference)).toBe(true);
    expect(blind.data.lines.find((l: { skuId: string }) => l.skuId === sku[0]).myQuantity).toBe('35.0000');
    expect((await counter.call('GET', 'materials/check/getCheckDetailAnalyses', { checkId: check.id })).code).toBe(40301);

    const who = await boss.call('GET', 'materials/check/getCheckDetailSkusDetail', { lineId: line(sku[0]!) });
    expect(who.data.map((r: { quantity: string }) => Number(r.quantity)).sort()).toEqual([35, 60]);
    // The counter withdraws their own count and enters it again; someone else's count is not theirs to withdraw.
    const mine = who.data.find((r: { countedBy: string }) => r.countedBy === counter.userId);
    const theirs = who.data.find((r: { countedBy: string }) => r.countedBy === boss.userId);
    expect((await counter.call('GET', 'materials/check/undoDetail', { countId: theirs.id })).code).toBe(40902);
    expect((await counter.call('GET', 'materials/check/undoDetail', { countId: mine.id })).code).toBe(0);
    await count(counter, check.id, [{ lineId: line(sku[0]!), quantity: '35' }]);

    // 10 of the first SKU leave during the count.
    await stockIn(boss, storehouseId, sku[0]!, '10', true);
    const analyses = await boss.call('GET', 'materials/check/getCheckDetailAnalyses', { checkId: check.id });
    expect(analyses.code, analyses.msg).toBe(0);
    const a0 = analyses.data.list.find((r: { skuId: string }) => r.skuId === sku[0]);
    expect(a0).toMatchObject({
      bookQuantity: '100.0000',
      movedQuantity: '-10.0000',
      currentQuantity: '90.0000',
      countedQuantity: '95.0000',
      difference: '-5.0000',
      unitCost: '2.5000',
      differenceValue: '-12.50',
    });
    expect(analyses.data.summary).toMatchObject({
      gainQuantity: '5.0000',
      gainValue: '15.50',
      lossQuantity: '-5.0000',
      lossValue: '-12.50',
      uncounted: 0,
    });
    expect(analyses.data.list.find((r: { skuId: string }) => r.skuId === sku[1])).toMatchObject({
      unitCost: '4.0000',
      difference: '2.0000',
      differenceValue: '8.00',
    });
    const losses = await boss.call('GET', 'materials/check/getCheckDetailAnalyses', { checkId: check.id, kind: 'LOSS' });
    expect(losses.data.list.map((r: { skuId: string }) => r.skuId)).toEqual([sku[0]]);

    // Handling: the counter may not; the boss posts −5, +2, +3 and the 10 that left stay gone.
    expect((await counter.call('POST', 'materials/check/handleCheckBill', { checkId: check.id })).code).toBe(40301);
    const handled = await boss.call('POST', 'materials/check/handleCheckBill', { checkId: check.id });
    expect(handled.code, handled.msg).toBe(0);
    expect(handled.data).toMatchObject({ status: 2, posted: 3 });
    expect(await onHand(boss, storehouseId, sku[0]!)).toBe('85');
    expect(await onHand(boss, storehouseId, sku[1]!)).toBe('52');
    expect(await onHand(boss, storehouseId, sku[2]!)).toBe('3');
    const log = await boss.call('POST', 'changeStock/page', { storehouseId, inventoryType: 'STOCKTAKE', pageSize: 50 });
    expect(log.data.totalCount).toBe(3);
    expect((await boss.call('POST', 'materials/check/handleCheckBill', { checkId: check.id })).code).toBe(40902);
    expect(
      (
        await counter.call('POST', 'materials/check/updateCheckDetail', {
          checkId: check.id,
          counts: [{ lineId: line(sku[0]!), quantity: '1' }],
        })
      ).code,
    ).toBe(40902);

    // Undo the adjustment: exactly what handling posted is reversed.
    const undone = await boss.call('GET', 'materials/adjust/undo', { checkId: check.id });
    expect(undone.data).toMatchObject({ status: 1, reversed: 3 });
    expect(await onHand(boss, storehouseId, sku[0]!)).toBe('90');
    expect(await onHand(boss, storehouseId, sku[1]!)).toBe('50');
    expect(await onHand(boss, storehouseId, sku[2]!)).toBe('0');
    expect((await boss.call('GET', 'materials/adjust/undo', { checkId: check.id })).code).toBe(40902);

    // Continue: counted again, handled again.
    expect((await boss.call('GET', 'materials/check/continueCheck', { checkId: check.id })).data.status).toBe(0);
    await count(boss, check.id, [{ lineId: line(sku[1]!), quantity: '50' }]);
    expect((await boss.call('POST', 'materials/check/handleCheckBill', { checkId: check.id })).data.posted).toBe(2);
    expect(await onHand(boss, storehouseId, sku[0]!)).toBe('85');
    expect(await onHand(boss, storehouseId, sku[1]!)).toBe('50');

    const logs = await boss.call('GET', 'materials/check/getCheckDetailLogs', { checkId: check.id });
    expect(logs.data.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['CREATE', 'ADD_SKUS', 'COUNT', 'UNDO_COUNT', 'HANDLE', 'UNDO_ADJUST', 'CONTINUE']),
    );
    // A handled count cannot be voided.
    expect((await boss.call('GET', 'materials/check/undo', { checkId: check.id })).code).toBe(40902);
  });

  it('updateCheck edits the header while counting; undo voids a count and nothing is posted', async () => {
    const check = await startCount(boss, storehouseId, [sku[1]!]);
    const upd = await boss.call('POST', 'materials/check/updateCheck', {
      checkId: check.id,
      checkDate: '2026-12-03',
      remark: '改',
    });
    expect(upd.code, upd.msg).toBe(0);
    const detail = (await boss.call('GET', 'materials/check/getCheckDetail', { checkId: check.id })).data;
    expect(detail).toMatchObject({ checkDate: '2026-12-03', remark: '改', isHidden: false });
    expect((await boss.call('GET', 'materials/check/undo', { checkId: check.id })).data.status).toBe(5);
    expect((await boss.call('POST', 'materials/check/handleCheckBill', { checkId: check.id })).code).toBe(40902);
  });
});

describe('every call: no session, another company, no permission, bad input', () => {
  let checkId: string;
  let lineId: string;
  let countId: string;
  const calls = (): [string, string, Record<string, unknown>, string][] => [
    ['POST', 'materials/check/getCheckList', { pageSize: 20 }, StocktakePermission.list],
    ['POST', 'materials/check/addCheck', { storehouseId, checkDate: '2026-12-02', skuIds: [sku[0]] }, StocktakePermission.add],
    ['POST', 'materials/check/updateCheck', { checkId, checkDate: '2026-12-02' }, StocktakePermission.add],
    ['GET', 'materials/check/getCheckDetail', { checkId }, StocktakePermission.list],
    ['GET', 'materials/check/getCheckDetailAnalyses', { checkId }, StocktakePermission.list],
    ['GET', 'materials/check/getCheckDetailLogs', { checkId }, StocktakePermission.list],
    ['POST', 'materials/check/getCheckMaterialsSkuByIds', { checkId, skuIds: [sku[0]] }, StocktakePermission.list],
    ['GET', 'materials/check/getWaitSelectedMaterialsSku', { checkId }, StocktakePermission.list],
    ['POST', 'materials/check/addCheckDetail', { checkId, skuIds: [sku[2]] }, StocktakePermission.add],
    ['POST', 'materials/check/updateCheckDetail', { checkId, counts: [{ lineId, quantity: '1' }] }, StocktakePermission.count],
    ['GET', 'materials/check/getCheckDetailSkusDetail', { lineId }, StocktakePermission.list],
    ['GET', 'materials/check/undoDetail', { countId }, StocktakePermission.count],
    ['POST', 'materials/check/handleCheckBill', { checkId }, StocktakePermission.handle],
    ['GET', 'materials/check/undo', { checkId }, StocktakePermission.add],
    ['GET', 'materials/check/continueCheck', { checkId }, StocktakePermission.handle],
    ['GET', 'materials/adjust/undo', { checkId }, StocktakePermission.handle],
  ];

  beforeAll(async () => {
    const check = await startCount(boss, storehouseId, [sku[0]!, sku[1]!]);
    checkId = check.id;
    lineId = check.lineOf(sku[0]!);
    await count(boss, checkId, [{ lineId, quantity: '7' }]);
    countId = (await boss.call('GET', 'materials/check/getCheckDetailSkusDetail', { lineId })).data[0].id;
  });

  it('no session: 440 and nothing written', async () => {
    const before = await rows();
    for (const [method, url, payload] of calls()) {
      const res = await call(h.app, method as 'GET', url, payload);
      expect(res.code, url).toBe(440);
    }
    expect(await rows()).toEqual(before);
  });

  it('no permission: 40301 and nothing written', async () => {
    const before = await rows();
    for (const [method, url, payload] of calls())
      expect((await powerless.call(method as 'GET', url, payload)).code, url).toBe(40301);
    expect(await rows()).toEqual(before);
  });

  it('another company: sees nothing of this factory and changes nothing', async () => {
    const before = await rows();
    for (const [method, url, payload] of calls()) {
      const res = await intruder.call(method as 'GET', url, payload);
      if (url.endsWith('getCheckList')) expect(res.data.list.map((r: { id: string }) => r.id)).not.toContain(checkId);
      else expect(res.code, url).toBe(40402);
    }
    expect(await rows()).toEqual(before);
    expect(await onHand(boss, storehouseId, sku[0]!)).toBe('85');
  });

  it('bad input: 40001 naming the field, in Chinese and English, nothing written', async () => {
    const before = await rows();
    const bad: [string, string, Record<string, unknown>, string][] = [
      ['POST', 'materials/check/addCheck', { storehouseId: 'abc', checkDate: '2026-12-02' }, 'storehouseId'],
      ['POST', 'materials/check/addCheck', { storehouseId, checkDate: '2.12' }, 'checkDate'],
      ['POST', 'materials/check/updateCheck', { checkId: 'x', checkDate: '2026-12-02' }, 'checkId'],
      ['GET', 'materials/check/getCheckDetail', { checkId: 'x' }, 'checkId'],
      ['GET', 'materials/check/getCheckDetailAnalyses', { checkId, pageSize: 'many' }, 'pageSize'],
      ['GET', 'materials/check/getCheckDetailLogs', {}, 'checkId'],
      ['POST', 'materials/check/getCheckMaterialsSkuByIds', { checkId, skuIds: [] }, 'skuIds'],
      ['GET', 'materials/check/getWaitSelectedMaterialsSku', { checkId: '-1' }, 'checkId'],
      ['POST', 'materials/check/addCheckDetail', { checkId, skuIds: ['a'] }, 'skuIds.0'],
      ['POST', 'materials/check/updateCheckDetail', { checkId, counts: [{ lineId, quantity: '-1' }] }, 'counts.0.quantity'],
      ['POST', 'materials/check/updateCheckDetail', { checkId, counts: [{ lineId, quantity: 'abc' }] }, 'counts.0.quantity'],
      ['GET', 'materials/check/getCheckDetailSkusDetail', { lineId: 'y' }, 'lineId'],
      ['GET', 'materials/check/undoDetail', {}, 'countId'],
      ['POST', 'materials/check/handleCheckBill', { checkId: true }, 'checkId'],
      ['GET', 'materials/check/undo', { checkId: '1.5' }, 'checkId'],
      ['GET', 'materials/check/continueCheck', {}, 'checkId'],
      ['GET', 'materials/adjust/undo', { checkId: 'z' }, 'checkId'],
      ['POST', 'materials/check/getCheckList', { status: 'open' }, 'status'],
    ];
    for (const [method, url, payload, field] of bad) {
      const res = await boss.call(method as 'GET', url, payload);
      expect(res.code, url).toBe(40001);
      expect(
        res.data.errors.map((e: { field: string }) => e.field),
        url,
      ).toContain(field);
    }
    // A line of another stocktake is named too, in English on the English switch.
    const other = await startCount(boss, storehouseId, [sku[1]!]);
    const afterOther = await rows();
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/materials/check/updateCheckDetail',
      payload: { checkId: other.id, counts: [{ lineId, quantity: '1' }] },
      headers: { cookie: `sid=${boss.sid}`, 'accept-language': 'en' },
    });
    expect(res.json().code).toBe(40001);
    expect(res.json().msg).toMatch(/line of this stocktake/);
    expect(await rows()).toEqual(afterOther);
    expect(afterOther[0]).toBe(before[0]! + 1);
  });
});
