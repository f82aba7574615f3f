import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/harness.js';
import { itemOf, reviewedArrival, reviewedReturn, startNeedPayWorld, type NeedPayWorld } from './need-pay.fixture.js';

let w: NeedPayWorld;
beforeAll(async () => {
  w = await startNeedPayWorld('need-pay');
});
afterAll(() => w.h.close());

const api = (name: string) => `needPayNeedReceiveOrderApi/${name}`;
const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(w.h.db)).rows[0]!.n);
const details = async (id: string) => (await w.boss.call('GET', api('needPayNeedRecvDetails'), { id })).data;
const fields = (res: { data: any }) => (res.data?.errors ?? []).map((e: { field: string }) => e.field);

describe('needPayNeedRecvList and details', () => {
  it('answers per bill owed, settled and open with totals; per partner; scoped; refuses the unsigned, the powerless and bad input', async () => {
    const arrival = await reviewedArrival(w, '120.50');
    const item = await itemOf(w, 'MATERIALS_ARRIVE', arrival);
    const res = await w.boss.call('POST', api('needPayNeedRecvList'), { ledger: 'AP', partnerId: w.supplierId, pageSize: 50 });
    expect(res.code, res.msg).toBe(0);
    const row = res.data.list.find((r: any) => r.id === item);
    expect(row).toMatchObject({
      ledger: 'AP',
      itemType: 'MATERIALS_ARRIVE',
      partnerName: '华纺布业',
      owed: '120.50',
      paid: '0.00',
      offset: '0.00',
      adjusted: '0.00',
      open: '120.50',
    });
    const ap = res.data.totals.find((t: any) => t.ledger === 'AP');
    expect(Number(ap.owed)).toBeGreaterThanOrEqual(120.5);
    const byPartner = await w.boss.call('POST', api('needPayNeedRecvList'), { groupBy: 'PARTNER', ledger: 'AP' });
    expect(byPartner.data.list[0]).toMatchObject({
      partnerId: w.supplierId,
      ledger: 'AP',
      open: ap.open,
      billCount: res.data.totalCount,
    });
    expect((await details(item)).settlements).toMatchObject([{ kind: 'OWN', amount: '120.50', sourceType: 'MATERIALS_ARRIVE' }]);

    expect((await w.intruder.call('POST', api('needPayNeedRecvList'), {})).data.totalCount).toBe(0);
    expect((await w.intruder.call('GET', api('needPayNeedRecvDetails'), { id: item })).code).toBe(40001);
    expect((await call(w.h.app, 'POST', api('needPayNeedRecvList'), {})).code).toBe(440);
    expect((await w.powerless.call('POST', api('needPayNeedRecvList'), {})).code).toBe(40301);
    const bad = await w.boss.call('POST', api('needPayNeedRecvList'), { ledger: 'XX', pageSize: 'abc' });
    expect(bad.code).toBe(40001);
    expect(fields(bad)).toEqual(expect.arrayContaining(['ledger', 'pageSize']));
  });
});

describe('NEED_PAY_ADJUST_ORDER', () => {
  it('posts on review, never below zero open, reverses on anti-review; blocks the arrival while live', async () => {
    const arrival = await reviewedArrival(w, '100');
    const item = await itemOf(w, 'MATERIALS_ARRIVE', arrival);
    const check = await w.boss.call('POST', api('checkAllowCommit'), { itemId: item, amount: '-130' });
    expect(check.data).toEqual({ allowed: false, open: '100.00', after: '-30.00' });

    const saved = await w.boss.call('POST', api('editNeedPayAdjust'), {
      itemId: item,
      amount: '-30',
      reason: '质量扣款',
      submit: true,
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.status).toBe(2);
    expect(await details(item)).toMatchObject({ owed: '100.00', adjusted: '-30.00', open: '70.00' });
    const detail = await w.boss.call('GET', api('adjustDetail'), { orderNo: saved.data.adjustNo });
    expect(detail.data).toMatchObject({ amount: '-30.00', itemNo: expect.any(String), partnerName: '华纺布业', status: 2 });

    const over = await w.boss.call('POST', api('editNeedPayAdjust'), {
      itemId: item,
      amount: '-70.01',
      reason: '多扣',
      submit: true,
    });
    expect(over.code).toBe(40902);
    expect(over.msg).toContain('不能小于 0');
    expect((await details(item)).open).toBe('70.00');

    const blocked = await w.boss.call('POST', 'uflo/MATERIALS_ARRIVE/apply-anti-review', { id: arrival, message: '错了' });
    expect(blocked.code).toBe(40903);

    const anti = await w.boss.call('POST', 'uflo/NEED_PAY_ADJUST_ORDER/apply-anti-review', {
      id: saved.data.id,
      message: '撤回扣款',
    });
    expect(anti.code, anti.msg).toBe(0);
    expect(await details(item)).toMatchObject({ adjusted: '0.00', open: '100.00' });
    const s = (await details(item)).settlements.map((x: any) => [x.kind, x.amount, x.isReversal]);
    expect(s).toEqual([
      ['OWN', '100.00', false],
      ['ADJUSTMENT', '-30.00', false],
      ['ADJUSTMENT', '30.00', true],
    ]);
  });

  it('a positive adjustment already offset cannot be un-reviewed below zero', async () => {
    const arrival = await reviewedArrival(w, '10');
    const ret = await reviewedReturn(w, '50');
    const [ap, ar] = [await itemOf(w, 'MATERIALS_ARRIVE', arrival), await itemOf(w, 'MATERIALS_RETURN', ret, 'AR')];
    const plus = await w.boss.call('POST', api('editNeedPayAdjust'), {
      itemId: ap,
      amount: '20',
      reason: '补运费',
      submit: true,
    });
    expect(plus.data.status).toBe(2);
    expect(
      (await w.boss.call('POST', api('adjustneedPayBalance'), { payableItemId: ap, receivableItemId: ar, amount: '25' })).code,
    ).toBe(0);
    const anti = await w.boss.call('POST', 'uflo/NEED_PAY_ADJUST_ORDER/apply-anti-review', { id: plus.data.id, message: '取消' });
    expect(anti.code).toBe(40902);
    expect((await details(ap)).open).toBe('5.00');
  });

  it('withdraws under review, voids a draft; refuses the unsigned, the powerless, another factory and bad input (nothing written)', async () => {
    const arrival = await reviewedArrival(w, '40');
    const item = await itemOf(w, 'MATERIALS_ARRIVE', arrival);
    const cfg = await w.boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'NEED_PAY_ADJUST_ORDER',
      isUse: true,
      steps: [{ userIds: [w.boss.userId] }],
    });
    expect(cfg.code, cfg.msg).toBe(0);
    try {
      const sub = await w.boss.call('POST', api('editNeedPayAdjust'), {
        itemId: item,
        amount: '5',
        reason: '补差',
        submit: true,
      });
      expect(sub.data.status).toBe(1);
      expect((await w.boss.call('PUT', api('undoWorkflow'), { id: sub.data.id })).data.status).toBe(0);
      const re = await w.boss.call('POST', api('editNeedPayAdjust'), {
        id: sub.data.id,
        itemId: item,
        amount: '6',
        reason: '补差',
      });
      expect(re.data.adjustNo).toBe(sub.data.adjustNo);
      expect((await w.boss.call('GET', api('changeStatus'), { id: sub.data.id, status: '5' })).data.status).toBe(5);
      expect((await details(item)).open).toBe('40.00');
    } finally {
      await w.boss.call('POST', 'bill-review-config/updateOneConfig', {
        billType: 'NEED_PAY_ADJUST_ORDER',
        isUse: false,
        steps: [],
      });
    }

    const before = await count('need_pay_adjust');
    const body = { itemId: item, amount: '1', reason: '试' };
    expect((await call(w.h.app, 'POST', api('editNeedPayAdjust'), body)).code).toBe(440);
    expect((await w.powerless.call('POST', api('editNeedPayAdjust'), body)).code).toBe(40301);
    const foreign = await w.intruder.call('POST', api('editNeedPayAdjust'), body);
    expect(fields(foreign)).toEqual(['itemId']);
    const bad = await w.boss.call('POST', api('editNeedPayAdjust'), { itemId: item, amount: '0', reason: '' });
    expect(bad.code).toBe(40001);
    expect(fields(bad)).toEqual(expect.arrayContaining(['amount', 'reason']));
    expect((await w.boss.call('POST', api('editNeedPayAdjust'), { ...body, amount: '1.001' })).data.errors[0].field).toBe(
      'amount',
    );
    expect((await w.boss.call('GET', api('changeStatus'), { id: '1', status: '2' })).data.errors[0].field).toBe('status');
    expect(await count('need_pay_adjust')).toBe(before);
  });
});

describe('offsets (adjustneedPayBalance) and their revocation', () => {
  it('settles a payable against a receivable of the same partner, within both open amounts; revokes once, exactly', async () => {
    const arrival = await reviewedArrival(w, '100');
    const ret = await reviewedReturn(w, '40');
    const ap = await itemOf(w, 'MATERIALS_ARRIVE', arrival);
    const ar = await itemOf(w, 'MATERIALS_RETURN', ret, 'AR');
    const over = await w.boss.call('POST', api('adjustneedPayBalance'), {
      payableItemId: ap,
      receivableItemId: ar,
      amount: '40.01',
    });
    expect(over.code).toBe(40902);
    const ok = await w.boss.call('POST', api('adjustneedPayBalance'), {
      payableItemId: ap,
      receivableItemId: ar,
      amount: '30',
      remark: '抵扣',
    });
    expect(ok.code, ok.msg).toBe(0);
    expect(await details(ap)).toMatchObject({ offset: '30.00', open: '70.00' });
    expect(await details(ar)).toMatchObject({ offset: '30.00', open: '10.00' });
    const tab = await w.boss.call('POST', api('getNeedPayNeedReceiveOrderByMaterialArriveOrderId'), {
      billMaterialArriveId: arrival,
    });
    expect(tab.data.payable).toEqual({ owed: '100.00', open: '70.00' });
    expect(tab.data.items[0].hedgings[0]).toMatchObject({ hedgingNo: ok.data.hedgingNo, amount: '30.00', revokedAt: null });
    expect((await w.boss.call('POST', 'uflo/MATERIALS_RETURN/apply-anti-review', { id: ret, message: '错' })).code).toBe(40903);

    expect(
      (await w.intruder.call('POST', api('revokeNeedPayNeedReceiveOrderHedging'), { hedgingOrderId: ok.data.id })).code,
    ).toBe(40402);
    const verification = { journalAccountVerificationId: ok.data.id };
    expect((await w.intruder.call('POST', api('revokeJournalAccountOrderVerificationRecord'), verification)).code).toBe(40402);
    expect((await w.boss.call('POST', api('revokeJournalAccountOrderVerificationRecord'), verification)).code).toBe(0);
    expect((await w.boss.call('POST', api('revokeNeedPayNeedReceiveOrderHedging'), { hedgingOrderId: ok.data.id })).code).toBe(
      40902,
    );
    expect(await details(ap)).toMatchObject({ offset: '0.00', open: '100.00' });
    expect(await details(ar)).toMatchObject({ offset: '0.00', open: '40.00' });
  });

  it('refuses another partner, the wrong sides, the unsigned, the powerless, another factory and bad input (nothing written)', async () => {
    const otherSupplier = (await w.boss.call('POST', 'supplier/insert', { name: '申洲辅料' })).data.id;
    const ap = await itemOf(w, 'MATERIALS_ARRIVE', await reviewedArrival(w, '10'));
    const ar = await itemOf(w, 'MATERIALS_RETURN', await reviewedReturn(w, '10', otherSupplier), 'AR');
    const before = [await count('need_pay_hedging'), await count('journal_entry')];
    const send = (c = w.boss, body: Record<string, unknown> = { payableItemId: ap, receivableItemId: ar, amount: '1' }) =>
      c.call('POST', api('adjustneedPayBalance'), body);
    expect(fields(await send())).toEqual(['receivableItemId']);
    expect(fields(await send(w.boss, { payableItemId: ar, receivableItemId: ap, amount: '1' }))).toEqual(['payableItemId']);
    expect((await call(w.h.app, 'POST', api('adjustneedPayBalance'), { payableItemId: ap })).code).toBe(440);
    expect((await send(w.powerless)).code).toBe(40301);
    expect(fields(await send(w.intruder))).toEqual(expect.arrayContaining(['payableItemId']));
    const bad = await send(w.boss, { payableItemId: ap, receivableItemId: 'x', amount: '-1' });
    expect(fields(bad)).toEqual(expect.arrayContaining(['receivableItemId', 'amount']));
    expect((await w.boss.call('POST', api('revokeNeedPayNeedReceiveOrderHedging'), {})).data.errors[0].field).toBe(
      'hedgingOrderId',
    );
    const unnamed = await w.boss.call('POST', api('revokeJournalAccountOrderVerificationRecord'), {});
    expect(unnamed.data.errors[0].field).toBe('journalAccountVerificationId');
    expect((await call(w.h.app, 'POST', api('revokeJournalAccountOrderVerificationRecord'), {})).code).toBe(440);
    expect((await w.powerless.call('POST', api('revokeJournalAccountOrderVerificationRecord'), {})).code).toBe(40301);
    expect([await count('need_pay_hedging'), await count('journal_entry')]).toEqual(before);
  });
});

describe('getFinanceConfigByUserId', () => {
  it('says whether the user sees finance parts', async () => {
    expect((await w.boss.call('POST', api('getFinanceConfigByUserId'), {})).data).toEqual({ showFinance: true });
    expect((await w.powerless.call('POST', api('getFinanceConfigByUserId'), {})).data).toEqual({ showFinance: false });
    expect((await call(w.h.app, 'POST', api('getFinanceConfigByUserId'), {})).code).toBe(440);
  });
});
