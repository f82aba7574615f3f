import { dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { expectTypedCell, readSheet } from '../../../test/xlsx.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let otherSupplierId: string;
let storehouse: string;
let sku: string;
const date = '2026-11-21';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'refunds');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  storehouse = await makeStorehouse(boss, true);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  otherSupplierId = (await boss.call('POST', 'supplier/insert', { name: '申洲辅料' })).data.id;
  sku = (await makeMaterialSkus(boss, ['卡其'], { supplierId })).skuIds[0]!;
  expect(
    (
      await boss.call('PUT', 'fac/stock/single', {
        storehouseId: storehouse,
        materialsSkuId: sku,
        inventoryType: 'IN',
        stock: '1000',
        opDate: date,
      })
    ).code,
  ).toBe(0);
});
afterAll(() => h.close());

/** A reviewed return of `amount` (quantity 1 at that price). */
async function reviewedReturn(amount: string, supplier = supplierId): Promise<string> {
  const res = await boss.call('POST', 'return/add', {
    supplierId: supplier,
    returnerId: boss.userId,
    dateReturn: date,
    storehouseId: storehouse,
    lines: [{ materialSkuId: sku, conversionRate: '1', quantity: '1', unitPrice: amount }],
  });
  expect(res.code, res.msg).toBe(0);
  expect((await boss.call('POST', 'return/examine', { id: res.data.id })).data.status).toBe(2);
  return res.data.id;
}
const refundBody = (returns: { billReturnId: string; amount: string }[], over: Record<string, unknown> = {}) => ({
  supplierId,
  salesmanId: boss.userId,
  dateRefund: date,
  remitMethodName: '银行转账',
  returns,
  ...over,
});
const returnRow = async (id: string) => (await boss.call('GET', `return/detail/${id}`)).data;
const refundAmounts = async (id: string) =>
  ((await boss.call('GET', 'partner-amount/bySource', { billType: 'RETURN_REFUND', billId: id })).data.list as any[]).map((r) => [
    r.direction,
    r.kind,
    r.amount,
  ]);

describe('return/collect and refunds', () => {
  it('collect creates a refund settling the return: 已收款 and 结欠 follow, amount recorded negative', async () => {
    const ret = await reviewedReturn('100.10');
    const res = await boss.call('POST', 'return/collect', {
      billReturnId: ret,
      dateCollect: date,
      collectTotal: '30.05',
      salesmanId: boss.userId,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.orderNo).toMatch(/^HK\d{10}$/);
    expect(await returnRow(ret)).toMatchObject({ amount: '100.10', collected: '30.05', balance: '70.05' });
    expect((await returnRow(ret)).refunds).toHaveLength(1);
    expect(await refundAmounts(res.data.id)).toEqual([['RECEIVABLE', 'REFUND', '-30.05']]);
    const over = await boss.call('POST', 'return/collect', {
      billReturnId: ret,
      dateCollect: date,
      collectTotal: '70.06',
      salesmanId: boss.userId,
    });
    expect(over.code).toBe(40001);
    expect(over.data.errors[0].field).toBe('returns[0].amount');
    const blocked = await boss.call('POST', 'return/apply-anti-review', { id: ret, message: '退错' });
    // The refund is a live document pointing at the return (lineage): refused with code 40903, naming it.
    expect(blocked.code).toBe(40903);
    expect(blocked.msg).toContain('退料回款单');
    expect(blocked.data.downstream[0]).toMatchObject({ type: 'RETURN_REFUND' });
  });

  it('refund/add settles several returns; update re-records; undo frees the returns and reverses the amount', async () => {
    const a = await reviewedReturn('50');
    const b = await reviewedReturn('20.5');
    const add = await boss.call(
      'POST',
      'refund/add',
      refundBody([
        { billReturnId: a, amount: '50' },
        { billReturnId: b, amount: '10' },
      ]),
    );
    expect(add.code, add.msg).toBe(0);
    const id = add.data.id;
    const d = await boss.call('GET', `refund/detail/${id}`);
    expect(d.data).toMatchObject({ amount: '60.00', supplierName: '华纺布业', remitMethodName: '银行转账', isUndone: false });
    expect(d.data.returns.map((r: any) => [r.billReturnId, r.amount])).toEqual([
      [a, '50.00'],
      [b, '10.00'],
    ]);
    expect((await returnRow(b)).balance).toBe('10.50');
    const upd = await boss.call('POST', 'refund/update', {
      ...refundBody([{ billReturnId: b, amount: '20.5' }]),
      id,
      version: d.data.version,
    });
    expect(upd.code, upd.msg).toBe(0);
    expect((await returnRow(a)).collected).toBe('0.00');
    expect((await returnRow(b)).balance).toBe('0.00');
    // One row per return the refund settles (each closes that return's open item in the journal): 50 + 10, reversed, then 20.50.
    expect((await refundAmounts(id)).sort()).toEqual([
      ['RECEIVABLE', 'REFUND', '-10.00'],
      ['RECEIVABLE', 'REFUND', '-20.50'],
      ['RECEIVABLE', 'REFUND', '-50.00'],
      ['RECEIVABLE', 'REFUND', '10.00'],
      ['RECEIVABLE', 'REFUND', '50.00'],
    ]);
    const journal = (await boss.call('GET', 'journal/bySource', { sourceType: 'RETURN_REFUND', sourceId: id })).data as any[];
    const arOf = (returnId: string) =>
      journal
        .flatMap((e) => e.lines)
        .filter((l) => l.ledger === 'AR' && l.itemId === returnId)
        .reduce((sum, l) => sum + Number(l.debit) - Number(l.credit), 0);
    expect([arOf(a), arOf(b)]).toEqual([0, -20.5]);
    const list = await boss.call('POST', 'refund/list', { billReturnId: b });
    expect(list.data.list.map((r: any) => r.id)).toContain(id);
    expect(list.data.list.find((r: any) => r.id === id).returnNos).toHaveLength(1);
    const undo = await boss.call('GET', `refund/undo/${id}`);
    expect(undo.code, undo.msg).toBe(0);
    expect((await returnRow(b)).collected).toBe('0.00');
    expect((await refundAmounts(id)).filter((r) => r[2] === '20.50')).toHaveLength(1);
    expect((await boss.call('GET', `refund/undo/${id}`)).code).toBe(40902);
    expect((await boss.call('POST', 'refund/update', { ...refundBody([{ billReturnId: b, amount: '1' }]), id })).code).toBe(
      40902,
    );
    expect((await boss.call('POST', 'refund/list', { undone: true })).data.list.map((r: any) => r.id)).toContain(id);
    // with the refund undone the return can be re-opened again
    expect((await boss.call('POST', 'return/apply-anti-review', { id: b, message: '退错' })).data.status).toBe(0);
  });

  it('refuses drafts, other suppliers, duplicates and bad input, writing nothing', async () => {
    const before = (await boss.call('POST', 'refund/list', {})).data.totalCount;
    const draft = await boss.call('POST', 'return/add', {
      supplierId,
      returnerId: boss.userId,
      dateReturn: date,
      storehouseId: storehouse,
      lines: [{ materialSkuId: sku, conversionRate: '1', quantity: '1', unitPrice: '5' }],
    });
    const notReviewed = await boss.call('POST', 'refund/add', refundBody([{ billReturnId: draft.data.id, amount: '1' }]));
    expect(notReviewed.code).toBe(40001);
    expect(notReviewed.data.errors[0].field).toBe('returns[0].billReturnId');
    const theirs = await reviewedReturn('9', otherSupplierId);
    const wrong = await boss.call('POST', 'refund/add', refundBody([{ billReturnId: theirs, amount: '1' }]));
    expect(wrong.data.errors[0].field).toBe('returns[0].billReturnId');
    const mine = await reviewedReturn('9');
    const twice = await boss.call(
      'POST',
      'refund/add',
      refundBody([
        { billReturnId: mine, amount: '1' },
        { billReturnId: mine, amount: '1' },
      ]),
    );
    expect(twice.data.errors[0].field).toBe('returns[1].billReturnId');
    const noLinks = await boss.call('POST', 'refund/add', refundBody([]));
    expect(noLinks.code).toBe(40001);
    expect(noLinks.data.errors[0].field).toBe('returns');
    const badAmount = await boss.call('POST', 'refund/add', refundBody([{ billReturnId: mine, amount: '1.001' }]));
    expect(badAmount.data.errors[0].field).toBe('returns.0.amount');
    const badCollect = await boss.call('POST', 'return/collect', {
      billReturnId: mine,
      dateCollect: date,
      collectTotal: '0',
      salesmanId: boss.userId,
    });
    expect(badCollect.data.errors[0].field).toBe('collectTotal');
    expect((await boss.call('POST', 'refund/list', {})).data.totalCount).toBe(before);
    expect((await returnRow(mine)).collected).toBe('0.00');
  });

  it('keeps other factories out and checks sessions and permissions', async () => {
    const ret = await reviewedReturn('40');
    const add = await boss.call('POST', 'refund/add', refundBody([{ billReturnId: ret, amount: '4' }]));
    const id = add.data.id;
    expect((await intruder.call('GET', `refund/detail/${id}`)).code).toBe(40402);
    expect((await intruder.call('GET', `refund/undo/${id}`)).code).toBe(40402);
    const foreignSupplier = (await intruder.call('POST', 'supplier/insert', { name: '外厂供应商' })).data.id;
    const upd = await intruder.call('POST', 'refund/update', {
      ...refundBody([{ billReturnId: ret, amount: '1' }], { supplierId: foreignSupplier, salesmanId: intruder.userId }),
      id,
    });
    expect(upd.code).toBe(40402);
    const steal = await intruder.call(
      'POST',
      'refund/add',
      refundBody([{ billReturnId: ret, amount: '1' }], { supplierId: foreignSupplier, salesmanId: intruder.userId }),
    );
    expect(steal.code).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'return/collect', {
          billReturnId: ret,
          dateCollect: date,
          collectTotal: '1',
          salesmanId: intruder.userId,
        })
      ).code,
    ).toBe(40402);
    expect((await intruder.call('POST', 'refund/list', {})).data.totalCount).toBe(0);
    expect((await returnRow(ret)).collected).toBe('4.00');
    const calls = [
      ['POST', 'refund/list', {}],
      ['POST', 'refund/add', refundBody([{ billReturnId: ret, amount: '1' }])],
      ['POST', 'refund/update', { ...refundBody([{ billReturnId: ret, amount: '1' }]), id }],
      ['GET', `refund/detail/${id}`, undefined],
      ['GET', `refund/undo/${id}`, undefined],
      ['POST', 'refund/excel', {}],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(h.app, method, url, payload)).code, url).toBe(440);
      const denied = await powerless.call(method, url, payload);
      expect(denied.code, url).toBe(40301);
      expect(denied.msg).toBe('抱歉，您没有操作权限');
    }
    expect((await boss.call('GET', `refund/detail/${id}`)).data).toMatchObject({ amount: '4.00', isUndone: false });
  });

  it('refund/excel streams the refunds; POST return answers number options', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/refund/excel',
      payload: {},
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header[0]).toBe('回款单号');
    expect(sheet.rows.length).toBeGreaterThan(1);
    // 金额 as money cells, 日期 as dates, and 合计 their exact sum.
    expectTypedCell(sheet.cell(0, '金额'), 'number', '#,##0.00');
    expectTypedCell(sheet.cell(0, '日期'), 'date', 'yyyy-mm-dd');
    const amounts = sheet.column('金额') as number[];
    expect(sheet.total('合计', '金额')).toBe(Number(dec.sum(amounts.map(String), 2)));
    const options = await boss.call('POST', 'return', { supplierId, reviewedOnly: true });
    expect(options.code, options.msg).toBe(0);
    expect(options.data[0]).toEqual(
      expect.objectContaining({
        billReturnId: expect.any(String),
        billReturnNo: expect.stringMatching(/^TL/),
        balance: expect.any(String),
      }),
    );
    expect((await intruder.call('POST', 'return', {})).data).toEqual([]);
    expect((await call(h.app, 'POST', 'return', {})).code).toBe(440);
    expect((await boss.call('POST', 'return', { supplierId: 'x' })).data.errors[0].field).toBe('supplierId');
  });
});
