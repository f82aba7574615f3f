import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';
import { count, startCount, stockIn } from './stocktake.fixture.js';

/**
 * The race: a stocktake of one SKU is handled while 20 deliveries of that SKU are submitted at the same
 * moment. On PostgreSQL (scripts/with-postgres.mjs) they truly race on the stock item's row; on PGlite they
 * serialise. Whichever order they take, the stock ends at the counted quantity minus what the deliveries took
 * after the count, and the stocktake posted exactly its difference (counted − book at the start).
 */
let h: Harness;
let boss: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'count race');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

describe('handling a stocktake while 20 deliveries of the counted SKU run', () => {
  it('ends at counted − delivered, with one STOCKTAKE movement of counted − book and 20 DELIVERY rows', async () => {
    const storehouseId = await makeStorehouse(boss, true);
    const [sku] = (await makeMaterialSkus(boss, ['灰'])).skuIds;
    await stockIn(boss, storehouseId, sku!, '100');
    const check = await startCount(boss, storehouseId, [sku!]);
    await count(boss, check.id, [{ lineId: check.lineOf(sku!), quantity: '90' }]);

    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        boss.call('POST', 'delivery/material/create', {
          storehouseId,
          deliveryCreatorId: boss.userId,
          dateDelivery: '2026-12-02',
          skus: [{ materialsSkuId: sku, quantity: '1' }],
        }),
      ),
    );
    expect(drafts.every((r) => r.code === 0)).toBe(true);
    const submit = (r: (typeof drafts)[number]) => boss.call('POST', 'uflo/MATERIALS_DELIVERY/submit', { id: r.data.id });
    const answers = await Promise.all([
      ...drafts.slice(0, 10).map(submit),
      boss.call('POST', 'materials/check/handleCheckBill', { checkId: check.id }),
      ...drafts.slice(10).map(submit),
    ]);
    for (const a of answers) expect(a.code, a.msg).toBe(0);

    expect(await onHand(boss, storehouseId, sku!)).toBe('70');
    const log = await boss.call('POST', 'changeStock/page', { storehouseId, pageSize: 100 });
    const moves = log.data.list as { changeType: string; quantity: string }[];
    expect(moves.filter((m) => m.changeType === 'DELIVERY').map((m) => Number(m.quantity))).toEqual(Array(20).fill(-1));
    expect(moves.filter((m) => m.changeType === 'STOCKTAKE').map((m) => Number(m.quantity))).toEqual([-10]);

    // The analyses after handling: 20 moved during the count, the difference −10 as posted.
    const analyses = await boss.call('GET', 'materials/check/getCheckDetailAnalyses', { checkId: check.id });
    expect(analyses.data.list[0]).toMatchObject({
      movedQuantity: '-20.0000',
      difference: '-10.0000',
      currentQuantity: '70.0000',
    });

    // Undo while 20 more deliveries run: the undo compensates exactly its −10, the deliveries keep theirs.
    const more = await Promise.all(
      Array.from({ length: 20 }, () =>
        boss.call('POST', 'delivery/material/create', {
          storehouseId,
          deliveryCreatorId: boss.userId,
          dateDelivery: '2026-12-02',
          skus: [{ materialsSkuId: sku, quantity: '1' }],
        }),
      ),
    );
    const second = await Promise.all([
      ...more.slice(0, 10).map(submit),
      boss.call('GET', 'materials/adjust/undo', { checkId: check.id }),
      ...more.slice(10).map(submit),
    ]);
    for (const a of second) expect(a.code, a.msg).toBe(0);
    expect(await onHand(boss, storehouseId, sku!)).toBe('60');
  });

  it('counts entered while the stocktake is handled are either in the posting or refused, never lost', async () => {
    const storehouseId = await makeStorehouse(boss, true);
    const skus = (await makeMaterialSkus(boss, ['一', '二', '三', '四', '五', '六'])).skuIds;
    for (const s of skus) await stockIn(boss, storehouseId, s, '10');
    const check = await startCount(boss, storehouseId, skus);
    await count(boss, check.id, [{ lineId: check.lineOf(skus[0]!), quantity: '9' }]);
    const answers = await Promise.all([
      ...skus.slice(1, 3).map((s) =>
        boss.call('POST', 'materials/check/updateCheckDetail', {
          checkId: check.id,
          counts: [{ lineId: check.lineOf(s), quantity: '12' }],
        }),
      ),
      boss.call('POST', 'materials/check/handleCheckBill', { checkId: check.id }),
      ...skus.slice(3).map((s) =>
        boss.call('POST', 'materials/check/updateCheckDetail', {
          checkId: check.id,
          counts: [{ lineId: check.lineOf(s), quantity: '12' }],
        }),
      ),
    ]);
    const handled = answers[2]!;
    expect(handled.code, handled.msg).toBe(0);
    const countsIn = answers.filter((a, i) => i !== 2 && a.code === 0).length;
    expect(answers.filter((a, i) => i !== 2 && a.code !== 0).every((a) => a.code === 40902)).toBe(true);
    // Every count that was accepted is in the posting: one line −1, one +2 per accepted count.
    expect(handled.data.posted).toBe(1 + countsIn);
    const detail = (await boss.call('GET', 'materials/check/getCheckDetail', { checkId: check.id })).data;
    const postedSum = detail.lines.reduce(
      (s: number, l: { postedQuantity: string | null }) => s + Number(l.postedQuantity ?? 0),
      0,
    );
    const stockSum = (await Promise.all(skus.map((s) => onHand(boss, storehouseId, s)))).reduce((s, q) => s + Number(q), 0);
    expect(stockSum).toBe(60 + postedSum);
    expect(postedSum).toBe(-1 + 2 * countsIn);
  });
});
