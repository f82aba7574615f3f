import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { insertArrival } from '../../../test/quality-fixture.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

// Trims stocked in pieces (个, 件 …) have no length: the cloth check and the shrink test neither offer nor take them.

let h: Harness;
let boss: Client;
let arrival: { id: string; no: string; lineIds: string[] };

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'cloth-pieces');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const cloth = (await makeMaterialSkus(boss, ['米白'])).skuIds[0]!;
  const buttons = (await makeMaterialSkus(boss, ['黑'], { stockUnit: '个' })).skuIds[0]!;
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: `辅料行${Date.now() % 1e6}` })).data.id;
  arrival = await insertArrival(h.db, boss.unitId, boss.userId, supplierId, await makeStorehouse(boss), [cloth, buttons]);
});
afterAll(() => h.close());

const line = (i: number, values: Record<string, string>) => ({ arriveLineId: arrival.lineIds[i], ...values });

describe('materials counted in pieces', () => {
  it('are flagged on the lines the dialogs list', async () => {
    const detail = await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id });
    expect(detail.code, detail.msg).toBe(0);
    expect(
      detail.data.lines.map((l: { stockUnit: string; countedInPieces: boolean }) => [l.stockUnit, l.countedInPieces]),
    ).toEqual([
      ['米', false],
      ['个', true],
    ]);
  });

  it('are refused by check, shrink and addOrUpdate, naming the row; nothing is written', async () => {
    const check = await boss.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: '2026-11-24',
      lines: [line(0, { checkedLength: '100' }), line(1, { checkedLength: '3000' })],
    });
    expect(check.code).toBe(40001);
    expect(check.data.errors[0].field).toBe('lines.1.arriveLineId');
    expect(check.msg).toContain('按件计（个），不做验布和缩布');
    const shrink = await boss.call('PUT', 'arrive/shrunk', {
      arriveId: arrival.id,
      shrinkerId: boss.userId,
      shrinkDate: '2026-11-24',
      lines: [line(1, { shrinkBefore: '10', shrinkAfter: '9' })],
    });
    expect(shrink.code).toBe(40001);
    expect(shrink.data.errors[0].field).toBe('lines.0.arriveLineId');
    const both = await boss.call('POST', 'arrive/checkAndShrunk/addOrUpdate', {
      arriveId: arrival.id,
      lines: [line(1, { checkedLength: '5' })],
    });
    expect(both.code).toBe(40001);
    const rows = await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id });
    expect(rows.data.checks).toEqual([]);
  });

  it('leave the length-measured lines of the same arrival alone; a length above what arrived is taken (the dialog warns)', async () => {
    const check = await boss.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: '2026-11-24',
      lines: [line(0, { checkedLength: '125.5' })],
    });
    expect(check.code, check.msg).toBe(0);
    expect(
      check.data.checks.map((c: { arrivedQuantity: string; checkedLength: string }) => [c.arrivedQuantity, c.checkedLength]),
    ).toEqual([['120.0000', '125.5000']]);
  });
});
