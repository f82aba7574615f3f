import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeStyle, missionBody, reviewedOrder, type MissionStyle } from './mission.fixture.js';

// Two conversions of an order block's last quantity at once: exactly one mission is made, the other is refused as
// beyond the order. On PostgreSQL the requests overlap (node scripts/with-postgres.mjs npx vitest run <this file>); on
// PGlite they run one after another and must give the same answers.
const ROUNDS = 3;
let h: Harness;
let f: FactoryFixture;
let boss: Client;
let style: MissionStyle;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'mission races');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  style = await makeStyle(boss);
});
afterAll(() => h.close());

describe('races on conversion', () => {
  it('two parallel converts of the last quantity give one mission and one refusal', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await reviewedOrder(boss, h.db, style);
      const body = missionBody(style, f.boss.userId, { productionOrderGoodsId: order.goodsId });
      const answers = await Promise.all([1, 2].map(() => boss.call('POST', 'fac/mission/addMission', body)));
      expect(
        answers.map((a) => a.code).sort((a, b) => a - b),
        answers.map((a) => a.msg).join(' | '),
      ).toEqual([0, 40902]);
      const block = await h.db
        .selectFrom('productionOrderGoods')
        .select('convertedNum')
        .where('id', '=', order.goodsId)
        .executeTakeFirstOrThrow();
      expect(block.convertedNum).toBe('20.0000');
    }
  });
});
