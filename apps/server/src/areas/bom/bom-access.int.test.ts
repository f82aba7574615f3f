import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type Harness,
} from '../../../test/harness.js';
import { makeBomWorld, ok, type BomWorld } from './bom.fixture.js';

// Every call of the area, table-driven: no session (440), no permission (40301), another factory's ids (40402,
// nothing changed) and bad input (40001 naming the field). Success is proven call by call in the other files.
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let h: Harness;
let boss: Client;
let intruder: Client;
let sibling: Client;
let powerless: Client;
let w: BomWorld;
let bomId: string;
let templateId: string;
let logId: string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'bomaccess');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'bomaccess-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  // the boss in a second factory of the same company: BOMs are the factory's own (ADR 0011)
  const second = await addFactory(h.db, factory, 'bomaccess-b');
  sibling = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  await ok(sibling, 'POST', 'login/switchUnit', { unitId: second });
  const none = await createStaff(h.db, factory, ['fac.goods.list', 'fac.materials.list']);
  powerless = await signIn(h.app, none.loginName, none.password);
  w = await makeBomWorld(boss);
  bomId = (
    await ok(boss, 'POST', 'fac/commonBom/addCommonBom', {
      styleId: w.styleId,
      name: 'A',
      commonMaterialsSkuList: [{ materialSkuId: w.trim.skuId, singleDosage: '1' }],
    })
  ).id;
  templateId = (await ok(boss, 'POST', 'common/bom/template', { name: 'T', rows: [] })).id;
  logId = (await ok(boss, 'GET', 'fac/commonBom/logList', { commonBomId: bomId })).list[0].id;
});
afterAll(() => h.close());

/** [method, url, payload with the first factory's ids]. */
const calls = (): [Method, string, Record<string, unknown>][] => [
  ['GET', 'fac/commonBom/list', { styleId: w.styleId }],
  ['GET', 'fac/commonBom/easyBomList', { styleId: w.styleId }],
  ['GET', 'fac/commonBom/bomDetail', { commonBomId: bomId }],
  ['POST', 'fac/commonBom/addCommonBom', { styleId: w.styleId, name: 'B' }],
  ['POST', 'fac/commonBom/updateCommonBom', { id: bomId, styleId: w.styleId, name: 'A2' }],
  ['GET', 'fac/commonBom/deleteCommonBom', { commonBomId: bomId }],
  ['POST', 'fac/commonBom/deleteCommonBom', { commonBomId: bomId }],
  ['POST', 'fac/commonBom/copyCommonBom', { commonBomId: bomId, name: 'C' }],
  ['GET', 'fac/commonBom/queryRepeatName', { styleId: w.styleId, name: 'A' }],
  ['PUT', 'uflo/common/bom/updateDefaultBom', { id: bomId }],
  ['PUT', 'spl/bom/updateDefaultBom', { id: bomId }],
  ['GET', 'fac/commonBom/commonBomSkuDetail', { commonBomId: bomId }],
  ['GET', 'fac/commonBom/colorItemBomDetail', { commonBomId: bomId }],
  ['GET', 'fac/commonBom/logList', { commonBomId: bomId }],
  ['GET', 'fac/commonStyleSku/list', { styleId: w.styleId }],
  ['GET', 'fac/commonBom/logDetail', { logId }],
  ['GET', `common/bom/template/${templateId}`, {}],
  ['GET', `common/bom/template/details_design/${templateId}`, {}],
  ['PUT', `common/bom/template/${templateId}`, { name: 'T2', rows: [] }],
  ['DELETE', `common/bom/template/${templateId}`, {}],
];

const state = async () =>
  JSON.stringify([
    await h.db.selectFrom('goodsBom').selectAll().orderBy('id').execute(),
    await h.db.selectFrom('goodsBomRow').selectAll().orderBy('id').execute(),
    await h.db.selectFrom('bomTemplate').selectAll().orderBy('id').execute(),
  ]);

describe('every BOM call', () => {
  it('answers 440 without a session and 40301 without the permission', async () => {
    const more: [Method, string, Record<string, unknown>][] = [
      ['POST', 'common/bom/template/list', {}],
      ['POST', 'common/bom/template', { name: 'X' }],
      ['POST', 'common/bom/template/dropDownList', {}],
      ['POST', 'common/bom/template/export', {}],
      ['GET', 'businessfield/getCommonBomConfig', {}],
      ['GET', 'businessfield/getCommonBomDefaultConfig', {}],
      ['POST', 'businessfield/updateCommonBomConfig', { fieldIds: [] }],
      ['POST', 'fac/materials/addMaterialsLine', {}],
    ];
    const before = await state();
    for (const [method, url, payload] of [...calls(), ...more]) {
      expect((await call(h.app, method, url, payload)).code, `${method} ${url}`).toBe(440);
      expect((await powerless.call(method, url, payload)).code, `${method} ${url}`).toBe(40301);
    }
    expect(await state()).toBe(before);
  });

  it("answers 40402 to another factory's ids (same company or another) and changes nothing", async () => {
    const before = await state();
    for (const c of [sibling, intruder])
      for (const [method, url, payload] of calls()) {
        const res = await c.call(method, url, payload);
        expect(res.code, `${method} ${url}: ${res.msg}`).toBe(40402);
      }
    expect(await state()).toBe(before);
  });

  it.each([
    ['GET', 'fac/commonBom/list', {}, 'styleId'],
    ['GET', 'fac/commonBom/bomDetail', {}, 'commonBomId'],
    ['GET', 'fac/commonBom/bomDetail', { commonBomId: 'x' }, 'commonBomId'],
    ['POST', 'fac/commonBom/updateCommonBom', { styleId: '1', name: 'x' }, 'id'],
    ['POST', 'fac/commonBom/copyCommonBom', { commonBomId: '1', name: '' }, 'name'],
    ['GET', 'fac/commonBom/queryRepeatName', { styleId: '1' }, 'name'],
    ['PUT', 'uflo/common/bom/updateDefaultBom', {}, 'id'],
    ['GET', 'fac/commonBom/colorItemBomDetail', { commonBomId: '1', goodsSkuId: 'abc' }, 'goodsSkuId'],
    ['GET', 'fac/commonBom/logList', { commonBomId: '1', pageSize: '0' }, 'pageSize'],
    ['GET', 'fac/commonBom/logDetail', {}, 'logId'],
    ['POST', 'common/bom/template', { name: 'x'.repeat(51) }, 'name'],
    ['POST', 'common/bom/template/list', { pageNo: '-1' }, 'pageNo'],
    ['GET', 'common/bom/template/abc', {}, 'id'],
    ['POST', 'businessfield/updateCommonBomConfig', {}, 'fieldIds'],
    ['POST', 'fac/materials/addMaterialsLine', { material: {} }, 'material.kindId'],
  ] as [Method, string, Record<string, unknown>, string][])(
    '%s %s %j is refused naming %s',
    async (method, url, payload, field) => {
      const before = await state();
      const res = await boss.call(method, url, payload);
      expect(res.code, res.msg).toBe(40001);
      expect(JSON.stringify(res.data)).toContain(field);
      expect(await state()).toBe(before);
    },
  );
});
