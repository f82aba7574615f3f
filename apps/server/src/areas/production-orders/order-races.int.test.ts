import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Answer, type Client, type Harness } from '../../../test/harness.js';
import { orderBody, makeOrderStyle, type OrderStyleFixture } from './order.fixture.js';

// Rules that read rows another request can change, raced: turning one pre-order into two formal orders at once,
// voiding a pre-order while it is turned, and two orders typed with the same number. On PostgreSQL the requests
// overlap (run with TEST_DATABASE_URL, e.g. node scripts/with-postgres.mjs npx vitest run <this file>); on PGlite
// they run one after another and must give the same answers.
const ROUNDS = 4;
let h: Harness;
let boss: Client;
let style: OrderStyleFixture;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'races');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  style = await makeOrderStyle(boss, 1, 2);
});
afterAll(() => h.close());

async function preOrder(): Promise<string> {
  const res = await boss.call('POST', 'facPrdOrder/addAdvanceOrder', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      {
        styleId: style.styleId,
        deliveryAt: '2026-12-20',
        facPrdOrderGoodsAdvanceDetailList: [{ colorId: style.lib.colorIds[0], num: 10 }],
      },
    ],
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}
const codes = (answers: Answer[]) => answers.map((a) => a.code).sort((a, b) => a - b);
const liveFormalOf = async (advanceId: string) =>
  (
    await h.db
      .selectFrom('productionOrder')
      .select('id')
      .where('advanceOrderId', '=', advanceId)
      .where('status', '<>', 5)
      .where('isDeleted', '=', false)
      .execute()
  ).length;

describe('races on production orders', () => {
  it('one pre-order turned twice at once becomes exactly one formal order; the other request names advanceOrderId', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const advanceId = await preOrder();
      const answers = await Promise.all(
        [1, 2].map(() => boss.call('POST', 'facPrdOrder/add', orderBody(style, { advanceOrderId: advanceId }))),
      );
      expect(codes(answers), answers.map((a) => a.msg).join(' | ')).toEqual([0, 40001]);
      expect(answers.find((a) => a.code !== 0)!.data.errors[0].field).toBe('advanceOrderId');
      expect(await liveFormalOf(advanceId)).toBe(1);
    }
  });

  it('voiding a pre-order while it is turned: either the void or the turn wins, never a voided pre-order with a live order', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const advanceId = await preOrder();
      const [turn, voided] = await Promise.all([
        boss.call('POST', 'facPrdOrder/add', orderBody(style, { advanceOrderId: advanceId })),
        boss.call('GET', 'facPrdOrder/cancel', { facPrdOrderId: advanceId }),
      ]);
      expect(
        [turn.code, voided.code].filter((c) => c === 0),
        `${turn.msg} | ${voided.msg}`,
      ).toHaveLength(1);
      const status = (await boss.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: advanceId })).data.facPrdOrder
        .status;
      expect(status === 5 ? 0 : 1).toBe(await liveFormalOf(advanceId));
    }
  });

  it('two orders typed with the same number at once: one is saved, the other refused as a duplicate', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderNo = `RACE-${round}-${Date.now() % 1e6}`;
      const answers = await Promise.all([1, 2].map(() => boss.call('POST', 'facPrdOrder/add', orderBody(style, { orderNo }))));
      expect(codes(answers), answers.map((a) => a.msg).join(' | ')).toEqual([0, 40901]);
    }
  });
});
