import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { insertArrival } from '../../../test/quality-fixture.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { ensureRolls } from '../rolls/index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let checkOnly: Client;
let skuIds: string[];
let arrival: { id: string; no: string; lineIds: string[] };

const countRows = async () =>
  Number(
    (
      await h.db
        .selectFrom('clothCheck')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'cloth');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const checker = await createStaff(h.db, factory, ['fac.arriveOrder.check', 'fac.arriveOrder.checkList']);
  checkOnly = await signIn(h.app, checker.loginName, checker.password);
  skuIds = (await makeMaterialSkus(boss, ['米白', '藏青'])).skuIds;
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: `验布布行${Date.now() % 1e6}` })).data.id;
  const storehouseId = await makeStorehouse(boss);
  arrival = await insertArrival(h.db, boss.unitId, boss.userId, supplierId, storehouseId, skuIds);
});
afterAll(() => h.close());

describe('arrive/check and arrive/shrunk', () => {
  it('records the checked length, then the shrink test with its rate stored (4 decimals)', async () => {
    const check = await checkOnly.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: '2026-11-22',
      lines: [{ arriveLineId: arrival.lineIds[0], checkedLength: '118.5' }],
    });
    expect(check.code, check.msg).toBe(0);
    expect(check.data.checks).toMatchObject([
      { arriveNo: arrival.no, materialSkuId: skuIds[0], checkedLength: '118.5000', checkDate: '2026-11-22', shrinkRate: null },
    ]);
    const shrink = await boss.call('PUT', 'arrive/shrunk', {
      arriveId: arrival.id,
      shrinkerId: boss.userId,
      shrinkDate: '2026-11-23',
      lines: [
        { arriveLineId: arrival.lineIds[0], shrinkBefore: '100', shrinkAfter: '96.5' },
        { arriveLineId: arrival.lineIds[1], shrinkBefore: '3', shrinkAfter: '2' },
      ],
    });
    expect(shrink.code, shrink.msg).toBe(0);
    expect(shrink.data.checks.map((c: { checkedLength: string; shrinkRate: string }) => [c.checkedLength, c.shrinkRate])).toEqual(
      [
        ['118.5000', '0.0350'],
        [null, '0.3333'],
      ],
    );
    // the checker may not shrink-test
    expect(
      (
        await checkOnly.call('PUT', 'arrive/shrunk', {
          arriveId: arrival.id,
          shrinkerId: boss.userId,
          shrinkDate: '2026-11-23',
          lines: [{ arriveLineId: arrival.lineIds[0], shrinkBefore: '1', shrinkAfter: '1' }],
        })
      ).code,
    ).toBe(40301);
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await countRows();
    const zero = await boss.call('PUT', 'arrive/shrunk', {
      arriveId: arrival.id,
      shrinkerId: boss.userId,
      shrinkDate: '2026-11-23',
      lines: [{ arriveLineId: arrival.lineIds[0], shrinkBefore: '0', shrinkAfter: '0' }],
    });
    expect(zero.code).toBe(40001);
    expect(zero.data.errors[0].field).toBe('lines.0.shrinkBefore');
    const missing = await boss.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: 'x',
      lines: [{ arriveLineId: arrival.lineIds[0], checkedLength: '' }],
    });
    expect(missing.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['checkDate', 'lines.0.checkedLength']);
    const foreignLine = await boss.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: '2026-11-22',
      lines: [{ arriveLineId: '999999', checkedLength: '1' }],
    });
    expect(foreignLine.data.errors[0].field).toBe('lines.0.arriveLineId');
    const half = await boss.call('POST', 'arrive/checkAndShrunk/addOrUpdate', {
      arriveId: arrival.id,
      lines: [{ arriveLineId: arrival.lineIds[1], shrinkBefore: '5' }],
    });
    expect(half.data.errors[0].field).toBe('lines.0.shrinkAfter');
    expect(await countRows()).toBe(before);
  });
  it('another factory sees nothing and changes nothing', async () => {
    const body = {
      arriveId: arrival.id,
      checkerId: intruder.userId,
      checkDate: '2026-11-22',
      lines: [{ arriveLineId: arrival.lineIds[0], checkedLength: '1' }],
    };
    expect((await intruder.call('PUT', 'arrive/check', body)).code).toBe(40402);
    expect(
      (
        await intruder.call('PUT', 'arrive/shrunk', {
          arriveId: arrival.id,
          shrinkerId: intruder.userId,
          shrinkDate: '2026-11-22',
          lines: [{ arriveLineId: arrival.lineIds[0], shrinkBefore: '2', shrinkAfter: '1' }],
        })
      ).code,
    ).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'arrive/checkAndShrunk/addOrUpdate', {
          arriveId: arrival.id,
          lines: [{ arriveLineId: arrival.lineIds[0] }],
        })
      ).code,
    ).toBe(40402);
    expect((await intruder.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id })).code).toBe(40402);
    expect((await intruder.call('PUT', 'arrive/checkAndShrunk/revoke', { arriveId: arrival.id })).code).toBe(40402);
    expect(
      (await intruder.call('GET', 'arrive/undo-check', { billMaterialArriveId: arrival.id, materialSkuId: skuIds[0] })).code,
    ).toBe(40402);
    expect(
      (await intruder.call('GET', 'arrive/undo-shrunk', { billMaterialArriveId: arrival.id, materialSkuId: skuIds[0] })).code,
    ).toBe(40402);
    expect((await intruder.call('POST', 'arrive/checkAndShrunk/list', {})).data.totalCount).toBe(0);
    // the rows of this factory are as they were
    expect(await countRows()).toBe(2);
  });
});

describe('checkAndShrunk list, detail, addOrUpdate, undo, revoke, export', () => {
  it('lists and details the rows; addOrUpdate sets both parts; undo-check and undo-shrunk clear one part', async () => {
    const list = await boss.call('POST', 'arrive/checkAndShrunk/list', { keyword: arrival.no });
    expect(list.data.totalCount).toBe(2);
    const detail = await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id });
    expect(detail.data.lines.map((l: { arriveLineId: string }) => l.arriveLineId)).toEqual(arrival.lineIds);
    expect(detail.data.arrival.no).toBe(arrival.no);
    const save = await boss.call('POST', 'arrive/checkAndShrunk/addOrUpdate', {
      arriveId: arrival.id,
      lines: [
        {
          arriveLineId: arrival.lineIds[1],
          checkedLength: '119',
          checkerId: boss.userId,
          checkDate: '2026-11-24',
          shrinkBefore: '50',
          shrinkAfter: '49',
          shrinkerId: boss.userId,
          shrinkDate: '2026-11-24',
        },
      ],
    });
    expect(save.code, save.msg).toBe(0);
    expect(save.data.checks[1]).toMatchObject({
      checkedLength: '119.0000',
      shrinkRate: '0.0200',
      shrinkBefore: '50.0000',
      shrinkAfter: '49.0000',
    });
    const undo = await boss.call('GET', 'arrive/undo-check', { billMaterialArriveId: arrival.id, materialSkuId: skuIds[0] });
    expect(undo).toMatchObject({ code: 0, data: { touched: 1 } });
    expect(
      (await boss.call('GET', 'arrive/undo-check', { billMaterialArriveId: arrival.id, materialSkuId: skuIds[0] })).code,
    ).toBe(40902);
    expect(
      (await boss.call('GET', 'arrive/undo-shrunk', { billMaterialArriveId: arrival.id, materialSkuId: skuIds[0] })).code,
    ).toBe(0);
    // nothing left on that line: its row is gone
    expect(
      (await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id })).data.checks.map(
        (c: { materialSkuId: string }) => c.materialSkuId,
      ),
    ).toEqual([skuIds[1]]);
    expect(
      (await boss.call('GET', 'arrive/undo-check', { billMaterialArriveId: 'x', materialSkuId: skuIds[0] })).data.errors[0].field,
    ).toBe('billMaterialArriveId');
    expect((await boss.call('PUT', 'arrive/checkAndShrunk/revoke', {})).data.errors[0].field).toBe('arriveId');
    expect((await boss.call('POST', 'arrive/checkAndShrunk/list', { pageSize: 0 })).data.errors[0].field).toBe('pageSize');
  });
  it('exports an xlsx', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/arrive/checkAndShrunk/export',
      payload: { arriveId: arrival.id },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
  it('revoke removes every row of the arrival', async () => {
    expect(await boss.call('PUT', 'arrive/checkAndShrunk/revoke', { arriveId: arrival.id })).toMatchObject({
      code: 0,
      data: { removed: 1 },
    });
    expect((await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id })).data.checks).toEqual([]);
    expect((await boss.call('PUT', 'arrive/checkAndShrunk/revoke', { arriveId: arrival.id })).code).toBe(40902);
  });
});

describe('rolls of an arrival line', () => {
  it('lists the rolls a line brought in and checks and shrink-tests each roll on its own row', async () => {
    // ensureRolls reads the unit and the operator from the context
    const ctx = { unitId: boss.unitId, userId: boss.userId } as RequestContext;
    const source = { type: 'MATERIALS_ARRIVE', id: arrival.id, lineId: arrival.lineIds[0]! };
    const rollIds = await h.db.transaction().execute((trx) =>
      ensureRolls(trx, ctx, [
        { materialSkuId: skuIds[0]!, rollNo: 'R-1', length: '60', source },
        { materialSkuId: skuIds[0]!, rollNo: 'R-2', length: '60', source },
      ]),
    );
    const detail = await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id });
    expect(detail.data.lines[0].rolls.map((r: { rollNo: string }) => r.rollNo)).toEqual(['R-1', 'R-2']);
    expect(detail.data.lines[1].rolls).toEqual([]);
    const check = await boss.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: '2026-11-25',
      lines: rollIds.map((materialRollId, i) => ({
        arriveLineId: arrival.lineIds[0],
        materialRollId,
        checkedLength: ['59.5', '60'][i],
      })),
    });
    expect(check.code, check.msg).toBe(0);
    const shrink = await boss.call('PUT', 'arrive/shrunk', {
      arriveId: arrival.id,
      shrinkerId: boss.userId,
      shrinkDate: '2026-11-25',
      lines: [{ arriveLineId: arrival.lineIds[0], materialRollId: rollIds[1], shrinkBefore: '50', shrinkAfter: '48.25' }],
    });
    expect(
      shrink.data.checks.map((c: { rollNo: string; checkedLength: string; shrinkRate: string | null }) => [
        c.rollNo,
        c.checkedLength,
        c.shrinkRate,
      ]),
    ).toEqual([
      ['R-1', '59.5000', null],
      ['R-2', '60.0000', '0.0350'],
    ]);
    // a roll of another line's SKU is refused
    const wrong = await boss.call('PUT', 'arrive/check', {
      arriveId: arrival.id,
      checkerId: boss.userId,
      checkDate: '2026-11-25',
      lines: [{ arriveLineId: arrival.lineIds[1], materialRollId: rollIds[0], checkedLength: '1' }],
    });
    expect(wrong.data.errors[0].field).toBe('lines.0.materialRollId');
  });
});

describe('every cloth check call: 440 without a session, 40301 without its permission', () => {
  it.each([
    ['PUT', 'arrive/check', { arriveId: '1', checkerId: '1', checkDate: '2026-11-22', lines: [] }],
    ['PUT', 'arrive/shrunk', { arriveId: '1', shrinkerId: '1', shrinkDate: '2026-11-22', lines: [] }],
    ['GET', 'arrive/undo-check', { billMaterialArriveId: '1', materialSkuId: '1' }],
    ['GET', 'arrive/undo-shrunk', { billMaterialArriveId: '1', materialSkuId: '1' }],
    ['POST', 'arrive/checkAndShrunk/list', {}],
    ['GET', 'arrive/checkAndShrunk/detail', { arriveId: '1' }],
    ['POST', 'arrive/checkAndShrunk/addOrUpdate', { arriveId: '1', lines: [] }],
    ['PUT', 'arrive/checkAndShrunk/revoke', { arriveId: '1' }],
    ['POST', 'arrive/checkAndShrunk/export', {}],
  ] as const)('%s %s', async (method, url, body) => {
    expect((await call(h.app, method, url, body)).code).toBe(440);
    expect(await powerless.call(method, url, body)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });
});

describe('a shrink test where the fabric grew', () => {
  it('stores the negative rate (the dialog warns first) but refuses a length after of 0, naming it, writing nothing', async () => {
    const grew = await boss.call('PUT', 'arrive/shrunk', {
      arriveId: arrival.id,
      shrinkerId: boss.userId,
      shrinkDate: '2026-11-26',
      lines: [{ arriveLineId: arrival.lineIds[1], shrinkBefore: '42', shrinkAfter: '78.4' }],
    });
    expect(grew.code, grew.msg).toBe(0);
    const row = grew.data.checks.find(
      (c: { arriveLineId: string; materialRollId: string }) => c.arriveLineId === arrival.lineIds[1],
    );
    expect(row).toMatchObject({ shrinkBefore: '42.0000', shrinkAfter: '78.4000', shrinkRate: '-0.8667' });
    const rows = await countRows();
    const nothing = await boss.call('PUT', 'arrive/shrunk', {
      arriveId: arrival.id,
      shrinkerId: boss.userId,
      shrinkDate: '2026-11-26',
      lines: [{ arriveLineId: arrival.lineIds[1], shrinkBefore: '42', shrinkAfter: '0' }],
    });
    expect(nothing.code).toBe(40001);
    expect(nothing.data.errors[0].field).toBe('lines.0.shrinkAfter');
    const after = await boss.call('GET', 'arrive/checkAndShrunk/detail', { arriveId: arrival.id });
    expect(await countRows()).toBe(rows);
    expect(after.data.checks.find((c: { arriveLineId: string }) => c.arriveLineId === arrival.lineIds[1])).toMatchObject({
      shrinkAfter: '78.4000',
      shrinkRate: '-0.8667',
    });
  });
});
