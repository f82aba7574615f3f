import { dec } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { readSheet } from '../../../test/xlsx.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postStockMovements, reverseStockMovements } from '../stock/index.js';
import { ensureRolls } from './index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let skuIds: string[];
let kindId: string;
let storehouseId: string;
let unitId: string;

const countRolls = async () =>
  Number(
    (
      await h.db
        .selectFrom('materialRoll')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
// The posting API takes a request context; a test builds the two fields it reads (unit and operator).
/** DELETE with a JSON body (SPEC 7); the harness's call() sends DELETE parameters as a query. */
const del = async (c: Client | null, ids: unknown) => {
  const res = await h.app.inject({
    method: 'DELETE',
    url: '/v1/api/material/sku/roll/obsoleteRolls',
    payload: { ids },
    headers: c ? { cookie: `sid=${c.sid}` } : {},
  });
  return res.json() as { code: number; msg: string; data: any }; // any: answers are read loosely, as the harness's Answer does
};
const ctxOf = (c: Client) => ({ unitId: c.unitId, bossUnitId: c.bossUnitId, userId: c.userId }) as RequestContext;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'rolls');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  unitId = factory.unitId;
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const made = await makeMaterialSkus(boss, ['红', '蓝']);
  skuIds = made.skuIds;
  kindId = (
    await h.db.selectFrom('material').select('materialKindId').where('id', '=', made.materialId).executeTakeFirstOrThrow()
  ).materialKindId;
  storehouseId = await makeStorehouse(boss);
});
afterAll(() => h.close());

describe('configRollKinds and queryEnableRollMaterial', () => {
  it('a SKU is roll-tracked once its kind is configured', async () => {
    const before = await boss.call('POST', 'material/sku/roll/queryEnableRollMaterial', { materialSkuIds: skuIds });
    expect(before.data.map((r: { enableRoll: boolean }) => r.enableRoll)).toEqual([false, false]);
    const refused = await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[0] });
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe('materialSkuId');
    const set = await boss.call('PUT', 'fac/materials/configRollKinds', { kindIds: [kindId] });
    expect(set.code, set.msg).toBe(0);
    expect(set.data.kindIds).toEqual([kindId]);
    const got = await boss.call('GET', 'fac/materials/configRollKinds');
    expect(got.data.list.find((k: { id: string }) => k.id === kindId).enabled).toBe(true);
    const after = await boss.call('POST', 'material/sku/roll/queryEnableRollMaterial', { materialSkuIds: skuIds });
    expect(after.data.map((r: { enableRoll: boolean }) => r.enableRoll)).toEqual([true, true]);
  });
  it('refuses another factory’s kind, bad input, no session, no permission', async () => {
    expect((await intruder.call('PUT', 'fac/materials/configRollKinds', { kindIds: [kindId] })).code).toBe(40402);
    expect((await intruder.call('POST', 'material/sku/roll/queryEnableRollMaterial', { materialSkuIds: skuIds })).data).toEqual(
      [],
    );
    const bad = await boss.call('PUT', 'fac/materials/configRollKinds', { kindIds: ['x'] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('kindIds.0');
    expect((await boss.call('POST', 'material/sku/roll/queryEnableRollMaterial', {})).data.errors[0].field).toBe(
      'materialSkuIds',
    );
    expect((await boss.call('GET', 'fac/materials/configRollKinds')).data.kindIds).toEqual([kindId]);
    for (const [m, u, b] of [
      ['PUT', 'fac/materials/configRollKinds', { kindIds: [] }],
      ['GET', 'fac/materials/configRollKinds', undefined],
      ['POST', 'material/sku/roll/queryEnableRollMaterial', { materialSkuIds: skuIds }],
    ] as const) {
      expect((await call(h.app, m, u, b)).code).toBe(440);
      expect(await powerless.call(m, u, b)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    }
  });
});

describe('add, update, history', () => {
  let rollId: string;
  it('adds a roll with a typed number; a blank number is generated; numbers are unique per SKU', async () => {
    const res = await boss.call('POST', 'material/sku/roll/add', {
      materialSkuId: skuIds[0],
      rollNo: 'A-001',
      vatNo: 'G7',
      storehouseId,
      length: '50.5',
      orderNo: 'SC01',
    });
    expect(res.code, res.msg).toBe(0);
    rollId = res.data.id;
    const gen = await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[0] });
    expect(gen.data.rollNo).toMatch(/^JH\d{6}\d{4}$/);
    const dup = await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[0], rollNo: 'A-001' });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('rollNo');
    // the same number on another SKU is fine
    expect((await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[1], rollNo: 'A-001' })).code).toBe(0);
    const detail = await boss.call('GET', 'material/sku/roll/detail', { id: rollId });
    expect(detail.data).toMatchObject({
      rollNo: 'A-001',
      vatNo: 'G7',
      storehouseId,
      length: '50.5000',
      isQualified: true,
      stockQuantity: '0',
    });
  });
  it('updates and records every change in the history, custom fields included', async () => {
    const field = await boss.call('POST', 'custom-field', {
      module: 'SKU_ROLL',
      customFieldName: '幅宽',
      customFieldType: 'TEXT',
    });
    expect(field.code, field.msg).toBe(0);
    const fieldId = (await boss.call('GET', 'custom-field/list', { module: 'SKU_ROLL' })).data[0].customFieldId;
    const up = await boss.call('POST', 'material/sku/roll/update', {
      id: rollId,
      rollNo: 'A-001',
      vatNo: 'G8',
      storehouseId,
      length: '50.5',
      orderNo: 'SC01',
      customFields: { [fieldId]: '150cm' },
    });
    expect(up.code, up.msg).toBe(0);
    const hist = await boss.call('GET', 'material/sku/roll/operateHistory', { id: rollId });
    expect(hist.data.list.map((l: { action: string }) => l.action)).toEqual(['UPDATE', 'CREATE']);
    expect(hist.data.list[1].changes).toContainEqual({ field: 'storehouse', before: null, after: expect.stringMatching(/^仓/) });
    expect(hist.data.list[0].changes).toEqual([
      { field: 'vatNo', before: 'G7', after: 'G8' },
      { field: 'custom:幅宽', before: null, after: '150cm' },
    ]);
    const page = await boss.call('POST', 'material/sku/roll/page', { vatNo: 'G8' });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.customFieldColumns).toEqual([{ id: fieldId, name: '幅宽' }]);
    expect(page.data.list[0].customFields[0].displayValue).toBe('150cm');
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await countRolls();
    const bad = await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[0], rollNo: '卷 1', length: '1.23456' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['length', 'rollNo']);
    expect((await boss.call('POST', 'material/sku/roll/update', { id: rollId, length: '-1' })).data.errors[0].field).toBe(
      'length',
    );
    expect((await boss.call('PUT', 'material/sku/roll/qualified', { ids: [], isQualified: true })).data.errors[0].field).toBe(
      'ids',
    );
    expect(await countRolls()).toBe(before);
  });
  it('another factory sees nothing and changes nothing', async () => {
    expect((await intruder.call('GET', 'material/sku/roll/detail', { id: rollId })).code).toBe(40402);
    expect((await intruder.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[0] })).code).toBe(40402);
    expect((await intruder.call('POST', 'material/sku/roll/update', { id: rollId, rollNo: 'X' })).code).toBe(40402);
    expect((await intruder.call('PUT', 'material/sku/roll/qualified', { ids: [rollId], isQualified: false })).code).toBe(40402);
    expect((await del(intruder, [rollId])).code).toBe(40402);
    expect((await intruder.call('GET', 'material/sku/roll/operateHistory', { id: rollId })).code).toBe(40402);
    expect((await intruder.call('GET', 'material/sku/roll/billRelations', { id: rollId })).code).toBe(40402);
    expect((await intruder.call('POST', 'material/sku/roll/page', {})).data.totalCount).toBe(0);
    expect((await intruder.call('GET', 'material/sku/roll/rollNoList', {})).data).toEqual([]);
    expect((await intruder.call('GET', 'material/sku/roll/vatNoList', {})).data).toEqual([]);
    expect((await boss.call('GET', 'material/sku/roll/detail', { id: rollId })).data).toMatchObject({
      rollNo: 'A-001',
      isQualified: true,
    });
  });
  it('qualified flag in batch, lists of roll and vat numbers', async () => {
    const q = await boss.call('PUT', 'material/sku/roll/qualified', { ids: [rollId], isQualified: false });
    expect(q.data).toEqual({ changed: 1 });
    expect(
      (await boss.call('POST', 'material/sku/roll/page', { isQualified: false })).data.list.map((r: { id: string }) => r.id),
    ).toEqual([rollId]);
    expect((await boss.call('GET', 'material/sku/roll/operateHistory', { id: rollId })).data.list[0]).toMatchObject({
      action: 'QUALIFIED',
      changes: [{ field: 'isQualified', before: 'true', after: 'false' }],
    });
    expect(await boss.call('GET', 'material/sku/roll/rollNoList', { materialSkuId: skuIds[1] })).toMatchObject({
      data: ['A-001'],
    });
    expect((await boss.call('GET', 'material/sku/roll/vatNoList', { keyword: 'g' })).data).toEqual(['G8']);
  });
  it('export streams an xlsx with the custom-field column', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v1/api/material/sku/roll/export',
      payload: {},
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // 长度 and 库存 are numbers totalled per stock unit (米 here); 创建时间 a date.
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows.length).toBeGreaterThan(0);
    const lengths = sheet.column('长度').filter((v) => v !== null);
    expect(lengths.length).toBeGreaterThan(0);
    expect(lengths.every((v) => typeof v === 'number')).toBe(true);
    expect(sheet.total('合计（米）', '长度')).toBe(Number(dec.sum(lengths.map(String))));
    expect(sheet.total('合计（米）', '库存')).toBe(Number(dec.sum(sheet.column('库存').map(String))));
    expect(sheet.cell(0, '创建时间').value).toBeInstanceOf(Date);
    expect((await call(h.app, 'POST', 'material/sku/roll/export', {})).code).toBe(440);
    expect((await powerless.call('POST', 'material/sku/roll/export', {})).code).toBe(40301);
  });
});

describe('bill relations and deleting obsolete rolls', () => {
  it('lists the ledger rows of a roll; a roll with stock cannot be deleted; without stock it can', async () => {
    const [rollId] = await h.db
      .transaction()
      .execute((trx) => ensureRolls(trx, ctxOf(boss), [{ materialSkuId: skuIds[1]!, rollNo: 'B-9', vatNo: 'G1', storehouseId }]));
    // ensureRolls reuses a roll the SKU already has
    expect(
      await h.db.transaction().execute((trx) => ensureRolls(trx, ctxOf(boss), [{ materialSkuId: skuIds[1]!, rollNo: 'B-9' }])),
    ).toEqual([rollId]);
    await h.db.transaction().execute((trx) =>
      postStockMovements(trx, ctxOf(boss), {
        source: { type: 'TEST_ARRIVE', id: '77', no: 'DL77' },
        changeType: 'ARRIVE',
        lines: [{ storehouseId, skuId: skuIds[1]!, quantity: '30', rollId: rollId!, vatNo: 'G1' }],
      }),
    );
    const rel = await boss.call('GET', 'material/sku/roll/billRelations', { id: rollId });
    expect(rel.data.list).toMatchObject([
      { sourceType: 'TEST_ARRIVE', sourceNo: 'DL77', changeType: 'ARRIVE', quantity: '30.0000', isReversal: false },
    ]);
    expect((await boss.call('GET', 'material/sku/roll/detail', { id: rollId })).data.stockQuantity).toBe('30.0000');
    const refused = await del(boss, [rollId]);
    expect(refused.code).toBe(40903);
    expect(refused.msg).toContain('B-9');
    await h.db.transaction().execute((trx) => reverseStockMovements(trx, ctxOf(boss), { type: 'TEST_ARRIVE', id: '77' }));
    expect((await boss.call('GET', 'material/sku/roll/billRelations', { id: rollId })).data.list).toHaveLength(2);
    expect((await del(boss, [])).data.errors[0].field).toBe('ids');
    expect(await del(boss, [rollId])).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect((await boss.call('GET', 'material/sku/roll/detail', { id: rollId })).code).toBe(40402);
    // the number is free again for that SKU
    expect((await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[1], rollNo: 'B-9' })).code).toBe(0);
    expect(unitId).toBe(boss.unitId);
  });
});

it('DELETE obsoleteRolls: 440 without a session, 40301 without fac.materialRoll.delete', async () => {
  expect((await del(null, ['1'])).code).toBe(440);
  expect(await del(powerless, ['1'])).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
});

describe('every roll call: 440 without a session, 40301 without its permission', () => {
  it.each([
    ['POST', 'material/sku/roll/page', {}],
    ['GET', 'material/sku/roll/detail', { id: '1' }],
    ['POST', 'material/sku/roll/add', { materialSkuId: '1' }],
    ['POST', 'material/sku/roll/update', { id: '1' }],
    ['PUT', 'material/sku/roll/qualified', { ids: ['1'], isQualified: true }],
    ['GET', 'material/sku/roll/operateHistory', { id: '1' }],
    ['GET', 'material/sku/roll/billRelations', { id: '1' }],
    ['GET', 'material/sku/roll/rollNoList', {}],
    ['GET', 'material/sku/roll/vatNoList', {}],
  ] as const)('%s %s', async (method, url, body) => {
    expect((await call(h.app, method, url, body)).code).toBe(440);
    expect(await powerless.call(method, url, body)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });
});
