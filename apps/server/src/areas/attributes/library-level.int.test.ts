import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { colorsByIds } from './index.js';

// The spec library at two levels (ADR 0011): the company's rows (level COMPANY, /publicSet) read by every factory
// of the company and changed by none, beside each factory's own additions.

let h: Harness;
let company: FactoryFixture;
let unitB: string;
let inA: Client;
let inB: Client;
let intruder: Client;
let factoryEditor: Client;
let companyEditor: Client;

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'lib');
  unitB = await addFactory(h.db, company, 'lib B');
  inA = await signIn(h.app, company.boss.loginName, company.boss.password);
  inB = await signIn(h.app, company.boss.loginName, company.boss.password);
  expect((await inB.call('POST', 'login/switchUnit', { unitId: unitB })).code).toBe(0);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const fe = await createStaff(h.db, company, ['fac.specLibrary.edit']);
  factoryEditor = await signIn(h.app, fe.loginName, fe.password);
  const ce = await createStaff(h.db, company, ['company.specLibrary.edit']);
  companyEditor = await signIn(h.app, ce.loginName, ce.password);
});
afterAll(() => h.close());

const S = 'fac/common/settings';
let n = 0;
const uniq = (p: string) => `${p}${++n}`;
type Row = { id: string; name: string; level: string; isStopped?: boolean };

async function group(c: Client, level: 'COMPANY' | 'FACTORY', name = uniq('组')): Promise<string> {
  const res = await c.call('POST', `${S}/Category`, { name, level });
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}
async function color(c: Client, level: 'COMPANY' | 'FACTORY', categoryId: string, name = uniq('色'), no?: string) {
  const res = await c.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name, no, categoryId, level });
  expect(res.code, res.msg).toBe(0);
  return res.data as Row & { no: string };
}
const page = async (c: Client, type: string, level?: string): Promise<Row[]> =>
  (await c.call('POST', `${S}/getFacCommonList`, { type, pageSize: 500, ...(level ? { level } : {}) })).data.list;
const optionIds = async (c: Client, type: string): Promise<string[]> =>
  (await c.call('GET', `${S}/skuAttrOptions`, { type })).data.map((o: { id: string }) => o.id);

describe('the company library and the factories of the company', () => {
  it('a colour added at company level is listed in factory A and factory B, marked COMPANY and first', async () => {
    const own = await color(inA, 'FACTORY', await group(inA, 'FACTORY'));
    const g = await group(inA, 'COMPANY', uniq('集团组'));
    const red = await color(inA, 'COMPANY', g, uniq('集团红'));
    expect(red.level).toBe('COMPANY');
    for (const c of [inA, inB]) {
      const list = await page(c, 'COLOR');
      expect(list.find((r) => r.id === red.id)?.level).toBe('COMPANY');
      expect(list[0]!.level).toBe('COMPANY');
      expect(await optionIds(c, 'COLOR')).toContain(red.id);
      const groups = (await c.call('GET', `${S}/findColorCategorys`)).data as { categoryId: string }[];
      expect(groups.map((x) => x.categoryId)).toContain(g);
      const cats = (await c.call('GET', `${S}/Category`)).data as { id: string; level: string }[];
      expect(cats.find((x) => x.id === g)?.level).toBe('COMPANY');
    }
    // The company's screen lists the company's rows only; the factory's own screen can ask for its own only.
    const companyOnly = await page(inA, 'COLOR', 'COMPANY');
    expect(companyOnly.map((r) => r.id)).toContain(red.id);
    expect(companyOnly.map((r) => r.id)).not.toContain(own.id);
    expect((await page(inA, 'COLOR', 'FACTORY')).map((r) => r.id)).toEqual([own.id]);
    expect((await inA.call('GET', `${S}/Category`, { level: 'COMPANY' })).data.map((x: { id: string }) => x.id)).toEqual([g]);
    // Other areas' reads (goods styles, materials) by a factory id see the company's colours too.
    expect((await colorsByIds(h.db, unitB, [red.id])).map((r) => r.level)).toEqual(['COMPANY']);
  });

  it("a factory's own row stays in that factory", async () => {
    const g = await group(inA, 'FACTORY');
    const mine = await color(inA, 'FACTORY', g);
    expect(mine.level).toBe('FACTORY');
    expect((await page(inB, 'COLOR')).map((r) => r.id)).not.toContain(mine.id);
    expect(await optionIds(inB, 'COLOR')).not.toContain(mine.id);
    const byId = await inB.call('POST', 'fac/unit/settings/getCommonSkuAttrList', {
      skuAttrIds: [mine.id],
      includeStopped: true,
    });
    expect(byId.data.list).toEqual([]);
    expect((await inB.call('POST', `${S}/updateCommonSkuAttr`, { id: mine.id, name: uniq('x') })).code).toBe(40402);
    expect((await inB.call('POST', `${S}/stopUse`, { id: mine.id })).code).toBe(40402);
    expect((await inB.call('PUT', `${S}/Category`, { id: g, name: uniq('x') })).code).toBe(40402);
    // B may not put its colour in A's group; it may in a company group.
    const inAGroup = await inB.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('色'), categoryId: g });
    expect(inAGroup.code).toBe(40402);
    const shared = await group(inA, 'COMPANY');
    expect((await color(inB, 'FACTORY', shared)).level).toBe('FACTORY');
  });

  it('a factory reads company rows and cannot change them (40302, nothing changed)', async () => {
    const g = await group(inA, 'COMPANY');
    const red = await color(inA, 'COMPANY', g);
    const mine = await color(inB, 'FACTORY', await group(inB, 'FACTORY'));
    const refused = [
      ['POST', `${S}/updateCommonSkuAttr`, { id: red.id, name: uniq('改') }],
      ['POST', `${S}/stopUse`, { id: red.id }],
      ['POST', `${S}/batchStopUse`, { ids: [mine.id, red.id] }],
      ['POST', `${S}/updateCategorys`, { ids: [red.id], categoryId: g }],
      ['PUT', `${S}/Category`, { id: g, name: uniq('改') }],
      ['DELETE', `${S}/Category`, { id: g }],
    ] as const;
    for (const [method, url, body] of refused) {
      const res = await inB.call(method, url, body);
      expect(res.code, url).toBe(40302);
      expect(res.msg).toContain('多厂通用设置');
    }
    const after = (await page(inB, 'COLOR')).filter((r) => r.id === red.id || r.id === mine.id);
    expect(after.map((r) => [r.name, r.isStopped])).toEqual([
      [red.name, false],
      [mine.name, false],
    ]);
    // The company's screen does not see a factory's row.
    expect((await inA.call('POST', `${S}/updateCommonSkuAttr`, { id: mine.id, name: uniq('x'), level: 'COMPANY' })).code).toBe(
      40402,
    );
  });

  it('company edits and stop-use reach every factory', async () => {
    const g = await group(inA, 'COMPANY');
    const red = await color(inA, 'COMPANY', g);
    const renamed = uniq('新名');
    const edited = await inB.call('POST', `${S}/updateCommonSkuAttr`, { id: red.id, name: renamed, level: 'COMPANY' });
    expect(edited.data).toMatchObject({ name: renamed, level: 'COMPANY' });
    expect((await page(inA, 'COLOR')).find((r) => r.id === red.id)?.name).toBe(renamed);
    expect((await inA.call('POST', `${S}/stopUse`, { id: red.id, level: 'COMPANY' })).data.count).toBe(1);
    for (const c of [inA, inB]) expect(await optionIds(c, 'COLOR')).not.toContain(red.id);
    const renamedGroup = uniq('改组');
    expect((await inA.call('PUT', `${S}/Category`, { id: g, name: renamedGroup, level: 'COMPANY' })).code).toBe(0);
    // A company group is deleted only when no colour of the company or of any factory is in it.
    const own = await color(inB, 'FACTORY', g);
    const busy = await inA.call('DELETE', `${S}/Category`, { id: g, level: 'COMPANY' });
    expect(busy.code).toBe(40903);
    const empty = await group(inA, 'COMPANY');
    expect((await inA.call('DELETE', `${S}/Category`, { id: empty, level: 'COMPANY' })).code).toBe(0);
    expect(own.level).toBe('FACTORY');
  });

  it('names and codes are unique across the company and its factories, saying whose they are', async () => {
    const g = await group(inA, 'COMPANY');
    const red = await color(inA, 'COMPANY', g, uniq('大红'), uniq('R'));
    const fg = await group(inB, 'FACTORY');
    const sameName = await inB.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: red.name, categoryId: fg });
    expect(sameName.code).toBe(40901);
    expect(sameName.msg).toBe('集团已有该色名');
    expect(sameName.data.errors[0].field).toBe('name');
    const sameNo = await inB.call('POST', `${S}/addCommonSkuAttr`, {
      type: 'COLOR',
      name: uniq('色'),
      no: red.no.toLowerCase(),
      categoryId: fg,
    });
    expect(sameNo.code).toBe(40901);
    expect(sameNo.data.errors[0].field).toBe('no');
    // The company cannot add what a factory already has, and is told which factory.
    const bName = await color(inB, 'FACTORY', fg);
    const taken = await inA.call('POST', `${S}/addCommonSkuAttr`, {
      type: 'COLOR',
      name: bName.name,
      categoryId: g,
      level: 'COMPANY',
    });
    expect(taken.code).toBe(40901);
    expect(taken.msg).toMatch(/^工厂「lib B .+」已有该色名$/);
    const groupTaken = await inA.call('POST', `${S}/Category`, {
      name: (await inB.call('GET', `${S}/Category`, { level: 'FACTORY' })).data[0].name,
      level: 'COMPANY',
    });
    expect(groupTaken.code).toBe(40901);
    expect(groupTaken.msg).toContain('工厂「lib B');
    // Two factories may each have the same name of their own.
    expect((await color(inA, 'FACTORY', await group(inA, 'FACTORY'), bName.name)).level).toBe('FACTORY');
    // A blank company code follows the largest code of the company and all its factories.
    await inB.call('POST', `${S}/addCommonSkuAttr`, { type: 'SKU_ATTR3', name: uniq('v'), no: '907' });
    const next = await inA.call('POST', `${S}/addCommonSkuAttr`, { type: 'SKU_ATTR3', name: uniq('v'), level: 'COMPANY' });
    expect(next.data.no).toBe('908');
  });

  it('the same name sent at once from the company and two factories never ends in a company row beside a factory one', async () => {
    // Without the company lock, PostgreSQL lets a company add and a factory add of one name both pass the check.
    const name = uniq('并发');
    const add = (c: Client, level: string) => c.call('POST', `${S}/addCommonSkuAttr`, { type: 'STANDARD', name, level });
    const answers = await Promise.all([
      add(inA, 'COMPANY'),
      add(inA, 'FACTORY'),
      add(inB, 'FACTORY'),
      add(inB, 'COMPANY'),
      add(inA, 'FACTORY'),
      add(inB, 'FACTORY'),
    ]);
    const owners = (await h.db.selectFrom('skuAttr').select('unitId').where('name', '=', name).execute()).map((r) => r.unitId);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(owners.length);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 40901)).toBe(true);
    expect(new Set(owners).size).toBe(owners.length);
    if (owners.includes(company.bossUnitId)) expect(owners).toEqual([company.bossUnitId]);
    else expect(owners.sort()).toEqual([company.unitId, unitB].sort());
  });

  it("a factory's size category holds company sizes; a company size joins no size category", async () => {
    const size = (await inA.call('POST', `${S}/addCommonSkuAttr`, { type: 'SIZE', name: uniq('XXL'), level: 'COMPANY' })).data;
    const own = (await inB.call('POST', `${S}/addCommonSkuAttr`, { type: 'SIZE', name: uniq('S') })).data;
    const cat = await inB.call('POST', 'goodsAttrSizeCategory/config/add', {
      category: uniq('码组'),
      sizeIds: [own.id, size.id],
      attrIds: [],
    });
    expect(cat.code, cat.msg).toBe(0);
    expect(cat.data.sizeList.map((s: { id: string }) => s.id)).toEqual([own.id, size.id]);
    const sizes = await inB.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: cat.data.id });
    expect(sizes.data.map((s: { id: string }) => s.id)).toEqual([own.id, size.id]);
    const joined = await inB.call('POST', `${S}/addCommonSkuAttr`, {
      type: 'SIZE',
      name: uniq('M'),
      sizeCategoryIds: [cat.data.id],
      level: 'COMPANY',
    });
    expect(joined.code).toBe(40001);
    expect(joined.data.errors[0].field).toBe('sizeCategoryIds');
  });
});

describe('permissions, sessions, other companies and bad input', () => {
  it('company level needs company.specLibrary.edit, the factory level fac.specLibrary.edit', async () => {
    const g = await group(inA, 'COMPANY');
    const byFactoryEditor = await factoryEditor.call('POST', `${S}/addCommonSkuAttr`, {
      type: 'STANDARD',
      name: uniq('长'),
      level: 'COMPANY',
    });
    expect(byFactoryEditor.code).toBe(40301);
    expect((await factoryEditor.call('POST', `${S}/Category`, { name: uniq('g'), level: 'COMPANY' })).code).toBe(40301);
    expect((await factoryEditor.call('POST', `${S}/addCommonSkuAttr`, { type: 'STANDARD', name: uniq('长') })).code).toBe(0);
    const added = await companyEditor.call('POST', `${S}/addCommonSkuAttr`, {
      type: 'COLOR',
      name: uniq('色'),
      categoryId: g,
      level: 'COMPANY',
    });
    expect(added.data.level).toBe('COMPANY');
    expect((await companyEditor.call('POST', `${S}/addCommonSkuAttr`, { type: 'STANDARD', name: uniq('长') })).code).toBe(40301);
    const noSession = await call(h.app, 'POST', `${S}/addCommonSkuAttr`, {
      type: 'STANDARD',
      name: uniq('长'),
      level: 'COMPANY',
    });
    expect(noSession.code).toBe(440);
    expect((await call(h.app, 'POST', `${S}/getFacCommonList`, { type: 'COLOR', level: 'COMPANY' })).code).toBe(440);
  });

  it("another company neither sees nor changes this company's library", async () => {
    const g = await group(inA, 'COMPANY');
    const red = await color(inA, 'COMPANY', g);
    expect((await page(intruder, 'COLOR')).map((r) => r.id)).not.toContain(red.id);
    expect((await page(intruder, 'COLOR', 'COMPANY')).map((r) => r.id)).not.toContain(red.id);
    expect(await optionIds(intruder, 'COLOR')).not.toContain(red.id);
    for (const level of ['COMPANY', 'FACTORY']) {
      expect((await intruder.call('POST', `${S}/updateCommonSkuAttr`, { id: red.id, name: uniq('x'), level })).code).toBe(40402);
      expect((await intruder.call('POST', `${S}/stopUse`, { id: red.id, level })).code).toBe(40402);
      expect((await intruder.call('DELETE', `${S}/Category`, { id: g, level })).code).toBe(40402);
    }
    // Its own company level is its own: the same name is free there.
    const theirs = await group(intruder, 'COMPANY');
    expect((await color(intruder, 'COMPANY', theirs, red.name)).level).toBe('COMPANY');
  });

  it('bad input names the field and writes nothing', async () => {
    const before = (await page(inA, 'COLOR', 'COMPANY')).length;
    const badLevel = await inA.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('色'), level: 'GROUP' });
    expect(badLevel.code).toBe(40001);
    expect(badLevel.data.errors[0].field).toBe('level');
    const noGroup = await inA.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('色'), level: 'COMPANY' });
    expect(noGroup.code).toBe(40001);
    expect(noGroup.data.errors[0].field).toBe('categoryId');
    // A company colour goes in a company group, not a factory's.
    const factoryGroup = await group(inA, 'FACTORY');
    const wrongGroup = await inA.call('POST', `${S}/addCommonSkuAttr`, {
      type: 'COLOR',
      name: uniq('色'),
      categoryId: factoryGroup,
      level: 'COMPANY',
    });
    expect(wrongGroup.code).toBe(40402);
    const longName = await inA.call('POST', `${S}/Category`, { name: 'x'.repeat(13), level: 'COMPANY' });
    expect(longName.data.errors[0].field).toBe('name');
    expect((await inA.call('GET', `${S}/Category`, { level: 'X' })).data.errors[0].field).toBe('level');
    expect((await page(inA, 'COLOR', 'COMPANY')).length).toBe(before);
  });
});
