import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, reviewedArrival, reviewedReturn, startNeedPayWorld, type NeedPayWorld } from './need-pay.fixture.js';

// An offset locks both items FOR UPDATE (key order) before it reads what is open, and posts in the same transaction;
// so parallel offsets of one payable never settle more than was open. Overlapping transactions need PostgreSQL
// (node scripts/with-postgres.mjs ...); on PGlite they run one after another and the test still holds.

let w: NeedPayWorld;
beforeAll(async () => {
  w = await startNeedPayWorld('need-pay-race');
});
afterAll(() => w.h.close());

const api = (name: string) => `needPayNeedReceiveOrderApi/${name}`;

describe('offsets in parallel', () => {
  it('two offsets of one payable of 100 against two receivables of 80 never settle more than 100', async () => {
    const ap = await itemOf(w, 'MATERIALS_ARRIVE', await reviewedArrival(w, '100'));
    const ars = [
      await itemOf(w, 'MATERIALS_RETURN', await reviewedReturn(w, '80'), 'AR'),
      await itemOf(w, 'MATERIALS_RETURN', await reviewedReturn(w, '80'), 'AR'),
    ];
    const answers = await Promise.all(
      ars.map((ar) =>
        w.boss.call('POST', api('adjustneedPayBalance'), { payableItemId: ap, receivableItemId: ar, amount: '60' }),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 40902]);
    const item = (await w.boss.call('GET', api('needPayNeedRecvDetails'), { id: ap })).data;
    expect(item).toMatchObject({ offset: '60.00', open: '40.00' });
  });

  it('an adjustment approval and an offset of the same payable never take it below zero', async () => {
    const ap = await itemOf(w, 'MATERIALS_ARRIVE', await reviewedArrival(w, '100'));
    const ar = await itemOf(w, 'MATERIALS_RETURN', await reviewedReturn(w, '100'), 'AR');
    const [adjust, offset] = await Promise.all([
      w.boss.call('POST', api('editNeedPayAdjust'), { itemId: ap, amount: '-70', reason: '扣款', submit: true }),
      w.boss.call('POST', api('adjustneedPayBalance'), { payableItemId: ap, receivableItemId: ar, amount: '70' }),
    ]);
    expect([adjust.code, offset.code].filter((c) => c === 0)).toHaveLength(1);
    const open = (await w.boss.call('GET', api('needPayNeedRecvDetails'), { id: ap })).data.open;
    expect(open).toBe('30.00');
  });
});
