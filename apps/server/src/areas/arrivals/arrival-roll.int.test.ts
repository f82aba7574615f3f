import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse, onHand } from '../../../test/stock-fixture.js';

// Rolls on arrival lines: 卷号 saved with the line, the roll found or created on review and the stock posted by roll,
// a roll-tracked material getting a generated roll, un-review reversing the stock while the roll stays.
let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let storehouseId: string;
let plainSku: string;
let trackedSku: string;

const today = '2026-11-22';
const count = async (table: 'arrival' | 'materialRoll') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Line {
  id: string;
  rollNo: string | null;
  rollId: string | null;
  vatNo: string | null;
}

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'roll-arr');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'roll-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `卷布行${Date.now() % 1e6}` })).data.id;
  storehouseId = await makeStorehouse(boss, true);
  plainSku = (await makeMaterialSkus(boss, ['白'])).skuIds[0]!;
  const tracked = await makeMaterialSkus(boss, ['黑']);
  trackedSku = tracked.skuIds[0]!;
  const kind = await h.db
    .selectFrom('material')
    .select('materialKindId')
    .where('id', '=', tracked.materialId)
    .executeTakeFirstOrThrow();
  const set = await boss.call('PUT', 'fac/materials/configRollKinds', { kindIds: [kind.materialKindId] });
  expect(set.code, set.msg).toBe(0);
});
afterAll(() => h.close());

const arrival = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  supplierId,
  creatorId: factory.boss.userId,
  dateArrive: today,
  storehouseId,
  materialsSkus: lines,
  ...over,
});

async function draft(lines: Record<string, unknown>[]): Promise<string> {
  const res = await boss.call('POST', 'arrive/add', arrival(lines));
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

const linesOf = async (id: string): Promise<Line[]> => (await boss.call('GET', `arrive/detail/${id}`)).data.lines;

async function rollsNamed(rollNo: string) {
  const res = await boss.call('POST', 'material/sku/roll/page', { rollNo, pageSize: 50 });
  expect(res.code, res.msg).toBe(0);
  return res.data.list as {
    id: string;
    rollNo: string;
    vatNo: string | null;
    materialSkuId: string;
    storehouseId: string;
    length: string;
    stockQuantity: string;
  }[];
}

describe('arrival lines with a roll number', () => {
  it('saves the number, receives the roll on review with its stock by roll, and reverses the stock on un-review', async () => {
    const rollNo = `JH-T${Date.now() % 1e6}-01`;
    const id = await draft([
      { materialSkuId: plainSku, quantity: '40', unitPrice: '10', vatNo: 'G7', rollNo },
      { materialSkuId: plainSku, quantity: '5', unitPrice: '10' },
    ]);
    let lines = await linesOf(id);
    expect(lines.map((l) => [l.rollNo, l.rollId, l.vatNo])).toEqual([
      [rollNo, null, 'G7'],
      [null, null, null],
    ]);
    expect(await rollsNamed(rollNo)).toEqual([]);
    const before = Number(await onHand(boss, storehouseId, plainSku));

    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    const [roll] = await rollsNamed(rollNo);
    expect(roll).toMatchObject({ rollNo, vatNo: 'G7', materialSkuId: plainSku, storehouseId });
    expect(Number(roll!.length)).toBe(40);
    expect(Number(roll!.stockQuantity)).toBe(40);
    lines = await linesOf(id);
    expect(lines.map((l) => [l.rollNo, l.rollId])).toEqual([
      [rollNo, roll!.id],
      [null, null],
    ]);
    // The ledger holds the roll's 40 by roll and vat; the line without a roll stays untracked; the total is 45.
    const moves = await h.db
      .selectFrom('stockMovement')
      .select(['rollId', 'vatNo', 'quantity'])
      .where('sourceType', '=', 'MATERIALS_ARRIVE')
      .where('sourceId', '=', id)
      .orderBy('rollId', 'desc')
      .execute();
    expect(moves.map((m) => [String(m.rollId), m.vatNo, Number(m.quantity)])).toEqual([
      [roll!.id, 'G7', 40],
      ['0', '', 5],
    ]);
    expect(Number(await onHand(boss, storehouseId, plainSku))).toBe(before + 45);
    const relations = await boss.call('GET', 'material/sku/roll/billRelations', { id: roll!.id });
    expect(relations.data.list.map((r: { sourceId: string; quantity: string }) => [r.sourceId, Number(r.quantity)])).toEqual([
      [id, 40],
    ]);

    const undo = await boss.call('GET', `arrive/undo/${id}`);
    expect(undo.code, undo.msg).toBe(0);
    expect(Number(await onHand(boss, storehouseId, plainSku))).toBe(before);
    const [kept] = await rollsNamed(rollNo);
    expect(kept).toMatchObject({ id: roll!.id, rollNo });
    expect(Number(kept!.stockQuantity)).toBe(0);
    expect((await linesOf(id)).map((l) => [l.rollNo, l.rollId])).toEqual([
      [rollNo, null],
      [null, null],
    ]);
    // A second review receives into the same roll.
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    expect((await rollsNamed(rollNo)).map((r) => [r.id, Number(r.stockQuantity)])).toEqual([[roll!.id, 40]]);
  });

  it('gives a roll-tracked material without a number a generated roll, kept on the line', async () => {
    const id = await draft([{ materialSkuId: trackedSku, quantity: '12.5', unitPrice: '3' }]);
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).data.status).toBe(2);
    const [line] = await linesOf(id);
    expect(line!.rollNo).toMatch(/^JH\d{6}\d{4}$/);
    const [roll] = await rollsNamed(line!.rollNo!);
    expect(roll).toMatchObject({ id: line!.rollId, materialSkuId: trackedSku });
    expect(Number(roll!.stockQuantity)).toBe(12.5);
    const rolls = await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: id });
    expect(rolls.code, rolls.msg).toBe(0);
    expect(rolls.data.lines[0].rolls.map((r: { rollId: string }) => r.rollId)).toEqual([roll!.id]);
  });

  it('refuses a bad or repeated roll number naming the field, and writes nothing', async () => {
    const before = await count('arrival');
    const bad = await boss.call('POST', 'arrive/add', arrival([{ materialSkuId: plainSku, quantity: '1', rollNo: 'a b' }]));
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('materialsSkus.0.rollNo');
    const long = await boss.call(
      'POST',
      'arrive/add',
      arrival([{ materialSkuId: plainSku, quantity: '1', rollNo: 'x'.repeat(41) }]),
    );
    expect(long.data.errors[0].field).toBe('materialsSkus.0.rollNo');
    const twice = await boss.call(
      'POST',
      'arrive/add',
      arrival([
        { materialSkuId: plainSku, quantity: '1', rollNo: 'R1' },
        { materialSkuId: plainSku, quantity: '2', rollNo: 'R1' },
      ]),
    );
    expect(twice.code).toBe(40001);
    expect(twice.data.errors[0].field).toBe('materialsSkus.1.rollNo');
    expect(await count('arrival')).toBe(before);
    const id = await draft([{ materialSkuId: plainSku, quantity: '1', rollNo: 'R2' }]);
    const upd = await boss.call(
      'POST',
      'arrive/update',
      arrival([{ materialSkuId: plainSku, quantity: '1', rollNo: 'R 2' }], { arriveId: id }),
    );
    expect(upd.data.errors[0].field).toBe('materialsSkus.0.rollNo');
    expect((await linesOf(id))[0]!.rollNo).toBe('R2');
  });

  it('answers 440 without a session, 40301 without the permission, 40402 to another factory; no roll is made', async () => {
    const rollNo = `JH-G${Date.now() % 1e6}`;
    const id = await draft([{ materialSkuId: plainSku, quantity: '2', rollNo }]);
    const rolls = await count('materialRoll');
    const lines = [{ materialSkuId: plainSku, quantity: '3', rollNo: `${rollNo}-X` }];
    expect((await call(h.app, 'POST', 'arrive/add', arrival(lines))).code).toBe(440);
    expect((await call(h.app, 'POST', 'arrive/update', arrival(lines, { arriveId: id }))).code).toBe(440);
    expect((await call(h.app, 'POST', '/v1/api/uflo/MATERIALS_ARRIVE/submit', { id })).code).toBe(440);
    expect(await powerless.call('POST', 'arrive/add', arrival(lines))).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
    expect((await powerless.call('POST', 'arrive/update', arrival(lines, { arriveId: id }))).code).toBe(40301);
    expect((await powerless.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).code).toBe(40301);
    expect((await intruder.call('GET', `arrive/detail/${id}`)).code).toBe(40402);
    expect((await intruder.call('POST', 'arrive/update', arrival(lines, { arriveId: id }))).code).toBe(40402);
    expect((await intruder.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id })).code).toBe(40402);
    const d = (await boss.call('GET', `arrive/detail/${id}`)).data;
    expect(d.status).toBe(0);
    expect(d.lines.map((l: Line) => [l.rollNo, l.rollId])).toEqual([[rollNo, null]]);
    expect(await count('materialRoll')).toBe(rolls);
  });
});
