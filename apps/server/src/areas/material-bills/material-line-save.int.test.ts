import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

// Saving a material bill again keeps the ids of the lines sent back (save by difference), through both users of
// the library: deliveries (送料单) and remnant bills (余料入库单).

let h: Harness;
let boss: Client;
let intruder: Client;
let storehouseId: string;
let skus: string[];
const date = '2026-11-20';

type Line = { id: string; materialsSkuId: string; quantity: string; orderNo: string | null };

const deliveryBody = (lines: Record<string, unknown>[]) => ({
  storehouseId,
  deliveryCreatorId: boss.userId,
  dateDelivery: date,
  skus: lines,
});
const deliveryLines = async (c: Client, id: string) =>
  (await c.call('GET', `delivery/material/detail/${id}`)).data.skus as Line[];

const R = '/v1/bill/remaind';
const remnantBody = (lines: Record<string, unknown>[]) => ({
  storehouseId,
  operaterId: boss.userId,
  dateOperate: date,
  skus: lines,
});
const remnantLines = async (id: string) => (await boss.call('GET', `${R}/detail`, { id })).data.skuDetails as Line[];

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'lines');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  storehouseId = await makeStorehouse(boss, false);
  skus = (await makeMaterialSkus(boss, ['卡其', '藏青', '米白'])).skuIds;
});
afterAll(() => h.close());

describe('a re-saved delivery', () => {
  it('keeps the ids of the lines sent back, updates them, inserts new lines and deletes the missing ones', async () => {
    const created = await boss.call(
      'POST',
      'delivery/material/create',
      deliveryBody([
        { materialsSkuId: skus[0], quantity: '2' },
        { materialsSkuId: skus[1], quantity: '1' },
      ]),
    );
    expect(created.code, created.msg).toBe(0);
    const [first, second] = await deliveryLines(boss, created.data.id);
    expect(first && second).toBeTruthy();

    const upd = await boss.call('POST', 'delivery/material/update', {
      deliveryId: created.data.id,
      ...deliveryBody([
        { materialsSkuId: skus[2], quantity: '4' },
        { id: first!.id, materialsSkuId: skus[0], quantity: '3', orderNo: 'PO-1' },
      ]),
    });
    expect(upd.code, upd.msg).toBe(0);
    const after = await deliveryLines(boss, created.data.id);
    expect(after.map((l) => [l.materialsSkuId, Number(l.quantity)])).toEqual([
      [skus[2], 4],
      [skus[0], 3],
    ]);
    expect(after[1]!.id).toBe(first!.id);
    expect(after[1]!.orderNo).toBe('PO-1');
    expect(after.map((l) => l.id)).not.toContain(second!.id);
    expect(after[0]!.id).not.toBe(first!.id);

    // Saved again unchanged: every id stays.
    const same = await boss.call('POST', 'delivery/material/update', {
      deliveryId: created.data.id,
      ...deliveryBody(after.map((l) => ({ id: l.id, materialsSkuId: l.materialsSkuId, quantity: l.quantity }))),
    });
    expect(same.code, same.msg).toBe(0);
    expect((await deliveryLines(boss, created.data.id)).map((l) => l.id)).toEqual(after.map((l) => l.id));
  });

  it("refuses a line id of another bill, or of another factory's bill, naming the line, and changes nothing", async () => {
    const a = await boss.call('POST', 'delivery/material/create', deliveryBody([{ materialsSkuId: skus[0], quantity: '1' }]));
    const b = await boss.call('POST', 'delivery/material/create', deliveryBody([{ materialsSkuId: skus[1], quantity: '5' }]));
    const [lineOfB] = await deliveryLines(boss, b.data.id);
    const before = await deliveryLines(boss, a.data.id);
    const res = await boss.call('POST', 'delivery/material/update', {
      deliveryId: a.data.id,
      ...deliveryBody([{ id: lineOfB!.id, materialsSkuId: skus[1], quantity: '9' }]),
    });
    expect(res.code).toBe(40001);
    expect(res.msg).toContain('skus.0.id');
    expect(await deliveryLines(boss, a.data.id)).toEqual(before);
    expect(Number((await deliveryLines(boss, b.data.id))[0]!.quantity)).toBe(5);

    const twice = await boss.call('POST', 'delivery/material/update', {
      deliveryId: a.data.id,
      ...deliveryBody([
        { id: before[0]!.id, materialsSkuId: skus[0], quantity: '1' },
        { id: before[0]!.id, materialsSkuId: skus[0], quantity: '2' },
      ]),
    });
    expect(twice.code).toBe(40001);
    expect(twice.msg).toContain('skus.1.id');

    const theirs = await intruder.call('POST', 'delivery/material/update', {
      deliveryId: a.data.id,
      ...deliveryBody([{ id: before[0]!.id, materialsSkuId: skus[0], quantity: '7' }]),
    });
    expect(theirs.code).not.toBe(0);
    expect(await deliveryLines(boss, a.data.id)).toEqual(before);
  });
});

describe('a re-saved remnant bill', () => {
  it('keeps the ids of the lines sent back', async () => {
    const created = await boss.call(
      'POST',
      `${R}/add`,
      remnantBody([
        { materialsSkuId: skus[0], quantity: '1.5' },
        { materialsSkuId: skus[1], quantity: '0.5' },
      ]),
    );
    expect(created.code, created.msg).toBe(0);
    const [first, second] = await remnantLines(created.data.id);
    const upd = await boss.call('POST', `${R}/update`, {
      id: created.data.id,
      ...remnantBody([
        { id: second!.id, materialsSkuId: skus[1], quantity: '0.75' },
        { materialsSkuId: skus[2], quantity: '2' },
      ]),
    });
    expect(upd.code, upd.msg).toBe(0);
    const after = await remnantLines(created.data.id);
    expect(after[0]!.id).toBe(second!.id);
    expect(Number(after[0]!.quantity)).toBe(0.75);
    expect(after.map((l) => l.id)).not.toContain(first!.id);
    expect(after[1]!.materialsSkuId).toBe(skus[2]);
  });
});
