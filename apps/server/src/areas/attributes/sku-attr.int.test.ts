import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let editor: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'attr');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...creds(await createStaff(h.db, factory, [])));
  editor = await signIn(h.app, ...creds(await createStaff(h.db, factory, ['fac.specLibrary.edit'])));
});
afterAll(() => h.close());

const creds = (u: { loginName: string; password: string }) => [u.loginName, u.password] as const;
let n = 0;
const uniq = (p: string) => `${p}${++n}`;
const S = 'fac/common/settings';

async function group(client: Client, name = uniq('组')): Promise<string> {
  const res = await client.call('POST', `${S}/Category`, { name });
  expect(res.code).toBe(0);
  return res.data.id;
}

describe('colours and colour groups', () => {
  it('adds colours in groups, numbers blank codes, groups them for pickers', async () => {
    const g1 = await group(boss, '基础色');
    const g2 = await group(boss, '流行色');
    const red = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: '红色', no: 'R01', categoryId: g1 });
    expect(red.code).toBe(0);
    expect(red.data).toMatchObject({
      type: 'COLOR',
      name: '红色',
      no: 'R01',
      noName: 'R01-红色',
      categoryId: g1,
      category: '基础色',
    });
    const white = await editor.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: '白色', categoryId: g1 });
    expect(white.data.no).toBe('001');
    const next = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: '黑色', no: '', categoryId: g2 });
    expect(next.data.no).toBe('002');

    const groups = await boss.call('GET', `${S}/findColorCategorys`);
    expect(groups.data).toEqual([
      {
        categoryId: g1,
        category: '基础色',
        colorList: [
          { id: red.data.id, name: '红色', no: 'R01' },
          { id: white.data.id, name: '白色', no: '001' },
        ],
      },
      { categoryId: g2, category: '流行色', colorList: [{ id: next.data.id, name: '黑色', no: '002' }] },
    ]);
    const cats = await boss.call('GET', `${S}/Category`);
    expect(cats.data.find((c: { id: string }) => c.id === g1)).toMatchObject({
      categoryId: g1,
      category: '基础色',
      colorCount: 2,
    });

    const listed = await boss.call('POST', 'fac/unit/settings/getCommonSkuAttrList', {
      type: 'COLOR',
      classifys: [g2],
      keyword: '黑',
    });
    expect(listed.data.list.map((r: { id: string }) => r.id)).toEqual([next.data.id]);
    expect(listed.data.color[0]).toMatchObject({ categoryId: g2, category: '流行色' });
    const byIds = await boss.call('POST', 'fac/unit/settings/getCommonSkuAttrList', { skuAttrIds: [red.data.id] });
    expect(byIds.data.list).toHaveLength(1);

    // Move a colour to the other group, then edit it.
    expect((await boss.call('POST', `${S}/updateCategorys`, { ids: [white.data.id], categoryId: g2 })).data.count).toBe(1);
    const edited = await boss.call('POST', `${S}/updateCommonSkuAttr`, { id: white.data.id, name: '米白', no: 'W1' });
    expect(edited.data).toMatchObject({ name: '米白', no: 'W1', categoryId: g2 });

    // A group with colours cannot be deleted; an empty one can.
    expect((await boss.call('DELETE', `${S}/Category`, { id: g1 })).code).toBe(40903);
    const empty = await group(boss);
    expect((await boss.call('PUT', `${S}/Category`, { id: empty, name: uniq('改名') })).code).toBe(0);
    expect((await boss.call('DELETE', `${S}/Category`, { id: empty })).code).toBe(0);
  });

  it('refuses duplicate names and codes per kind, naming the field', async () => {
    const g = await group(boss);
    const name = uniq('蓝');
    await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name, no: 'B77', categoryId: g });
    const dupName = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name, categoryId: g });
    expect(dupName.code).toBe(40901);
    expect(dupName.msg).toBe('色名已存在');
    expect(dupName.data.errors[0].field).toBe('name');
    const dupNo = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('蓝'), no: 'b77', categoryId: g });
    expect(dupNo.code).toBe(40901);
    expect(dupNo.data.errors[0].field).toBe('no');
    // The same name is fine for another kind.
    expect((await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'SKU_ATTR1', name })).code).toBe(0);
    const dupSize = uniq('XL');
    await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'SIZE', name: dupSize });
    const again = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'SIZE', name: dupSize });
    expect(again.msg).toBe('尺码已存在');
    expect(
      (await boss.call('POST', `${S}/Category`, { name: (await boss.call('GET', `${S}/Category`)).data[0].name })).code,
    ).toBe(40901);
  });

  it('stop-used values leave option lists and stay readable; ALL option on request', async () => {
    const a = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'STANDARD', name: uniq('长') });
    const b = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'STANDARD', name: uniq('长') });
    const c = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'STANDARD', name: uniq('长') });
    expect((await boss.call('POST', `${S}/stopUse`, { id: a.data.id })).data.count).toBe(1);
    expect((await editor.call('POST', `${S}/batchStopUse`, { ids: [b.data.id, c.data.id] })).data.count).toBe(2);
    expect((await boss.call('POST', `${S}/stopUse`, { id: c.data.id, isStopped: false })).code).toBe(0);

    const options = await boss.call('GET', `${S}/skuAttrOptions`, { type: 'STANDARD', withAll: 'true' });
    expect(options.data[0]).toEqual({ id: 'ALL', value: '', name: '全部内长', no: null });
    const ids = options.data.map((o: { id: string }) => o.id);
    expect(ids).toContain(c.data.id);
    expect(ids).not.toContain(a.data.id);
    expect(ids).not.toContain(b.data.id);
    const plain = await boss.call('GET', `${S}/skuAttrOptions`, { type: 'STANDARD' });
    expect(plain.data[0].id).not.toBe('ALL');
    const english = await h.app.inject({
      method: 'GET',
      url: `/v1/api/${S}/skuAttrOptions?type=SIZE&withAll=1`,
      headers: { cookie: `sid=${boss.sid}`, 'accept-language': 'en' },
    });
    expect(english.json().data[0]).toEqual({ id: 'ALL', value: '', name: 'All sizes', no: null });

    // Readable: by id, and in the library list.
    const byId = await boss.call('POST', 'fac/unit/settings/getCommonSkuAttrList', {
      skuAttrIds: [a.data.id],
      includeStopped: true,
    });
    expect(byId.data.list[0]).toMatchObject({ id: a.data.id, isStopped: true });
    const page = await boss.call('POST', `${S}/getFacCommonList`, { type: 'STANDARD', pageNo: 1, pageSize: 50 });
    expect(page.data.list.find((r: { id: string }) => r.id === a.data.id)?.isStopped).toBe(true);
    const live = await boss.call('POST', `${S}/getFacCommonList`, {
      type: 'STANDARD',
      pageNo: 1,
      pageSize: 50,
      includeStopped: false,
    });
    expect(live.data.list.map((r: { id: string }) => r.id)).not.toContain(a.data.id);
  });

  it('bad input answers 40001 naming the field and writes nothing', async () => {
    const before = (await boss.call('POST', `${S}/getFacCommonList`, { type: 'COLOR', pageSize: 500 })).data.totalCount;
    const bad = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: '', no: '红-1' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'no']);
    const noGroup = await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('绿') });
    expect(noGroup.code).toBe(40001);
    expect(noGroup.data.errors[0].field).toBe('categoryId');
    expect((await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'PINK', name: 'x' })).data.errors[0].field).toBe('type');
    expect((await boss.call('POST', `${S}/batchStopUse`, { ids: [] })).data.errors[0].field).toBe('ids');
    expect((await boss.call('POST', `${S}/Category`, { name: 'x'.repeat(13) })).data.errors[0].field).toBe('name');
    expect((await boss.call('POST', `${S}/getFacCommonList`, { type: 'COLOR', pageSize: 500 })).data.totalCount).toBe(before);
  });

  it('keeps other factories out, checks permissions and sessions', async () => {
    const g = await group(boss);
    const color = (await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('紫'), categoryId: g })).data;
    const foreign = [
      ['POST', `${S}/updateCommonSkuAttr`, { id: color.id, name: 'hacked' }],
      ['POST', `${S}/stopUse`, { id: color.id }],
      ['POST', `${S}/batchStopUse`, { ids: [color.id] }],
      ['POST', `${S}/updateCategorys`, { ids: [color.id], categoryId: g }],
      ['PUT', `${S}/Category`, { id: g, name: 'hacked' }],
      ['DELETE', `${S}/Category`, { id: g }],
      ['POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: uniq('x'), categoryId: g }],
    ] as const;
    for (const [method, url, body] of foreign) expect((await intruder.call(method, url, body)).code).toBe(40402);
    const theirs = await intruder.call('POST', 'fac/unit/settings/getCommonSkuAttrList', {
      skuAttrIds: [color.id],
      includeStopped: true,
    });
    expect(theirs.data.list).toEqual([]);
    expect((await intruder.call('GET', `${S}/findColorCategorys`)).data).toEqual([]);
    expect((await intruder.call('GET', `${S}/Category`)).data).toEqual([]);
    expect((await intruder.call('POST', `${S}/getFacCommonList`, { type: 'COLOR' })).data.totalCount).toBe(0);
    expect((await intruder.call('GET', `${S}/skuAttrOptions`, { type: 'COLOR' })).data).toEqual([]);
    const mine = await boss.call('POST', 'fac/unit/settings/getCommonSkuAttrList', { skuAttrIds: [color.id] });
    expect(mine.data.list[0]).toMatchObject({ name: color.name, isStopped: false, categoryId: g });

    const writes = [
      ['POST', `${S}/addCommonSkuAttr`, { type: 'SIZE', name: uniq('S') }],
      ['POST', `${S}/updateCommonSkuAttr`, { id: color.id, name: 'x' }],
      ['POST', `${S}/stopUse`, { id: color.id }],
      ['POST', `${S}/batchStopUse`, { ids: [color.id] }],
      ['POST', `${S}/updateCategorys`, { ids: [color.id], categoryId: g }],
      ['POST', `${S}/Category`, { name: uniq('g') }],
      ['PUT', `${S}/Category`, { id: g, name: 'x' }],
      ['DELETE', `${S}/Category`, { id: g }],
    ] as const;
    for (const [method, url, body] of writes) {
      const refused = await powerless.call(method, url, body);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, method, url, body)).code).toBe(440);
    }
    const reads = [
      ['POST', 'fac/unit/settings/getCommonSkuAttrList', {}],
      ['POST', `${S}/getFacCommonList`, { type: 'COLOR' }],
      ['GET', `${S}/skuAttrOptions`, { type: 'COLOR' }],
      ['GET', `${S}/findColorCategorys`, undefined],
      ['GET', `${S}/Category`, undefined],
    ] as const;
    for (const [method, url, body] of reads) {
      expect((await powerless.call(method, url, body)).code).toBe(0);
      expect((await call(h.app, method, url, body)).code).toBe(440);
    }
  });
});
