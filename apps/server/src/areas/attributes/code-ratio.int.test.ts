import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { linkCodeRatiosToStyle } from './index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let unitId: string;
let categoryId: string;
let sizeIds: string[];

let n = 0;
const uniq = (p: string) => `${p}${++n}`;
const R = 'codeRatioCategory/config';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'ratio');
  unitId = factory.unitId;
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.sizeCategory.edit']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  sizeIds = [];
  for (const s of ['S', 'M', 'L', 'XL'])
    sizeIds.push((await boss.call('POST', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name: s })).data.id);
  categoryId = (await boss.call('POST', 'goodsAttrSizeCategory/config/add', { category: '标准码', sizeIds })).data.id;
});
afterAll(() => h.close());

const items = (weights: number[]) => weights.map((ratio, i) => ({ sizeId: sizeIds[i]!, ratio }));

describe('code ratios', () => {
  it('add, list, detail, update, switch, link to a style, delete', async () => {
    const added = await boss.call('POST', `${R}/add`, {
      name: '1-2-2-1',
      sizeCategoryId: categoryId,
      sizeCodeRatioCateList: items([1, 2, 2, 1]),
    });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ name: '1-2-2-1', sizeCategoryId: categoryId, category: '标准码', total: 6 });
    expect(added.data.sizeCodeRatioCateList.map((i: { sizeName: string; ratio: number }) => `${i.sizeName}:${i.ratio}`)).toEqual([
      'S:1',
      'M:2',
      'L:2',
      'XL:1',
    ]);
    const id = added.data.id;
    expect((await boss.call('POST', `${R}/list`, {})).data.map((r: { id: string }) => r.id)).toContain(id);
    const updated = await boss.call('POST', `${R}/update`, {
      id,
      name: '改',
      sizeCategoryId: categoryId,
      sizeCodeRatioCateList: items([0, 3, 1]),
    });
    expect(updated.data).toMatchObject({ name: '改', total: 4 });
    expect((await boss.call('GET', `${R}/detail`, { id })).data.sizeCodeRatioCateList).toHaveLength(3);

    expect((await boss.call('GET', `${R}/codeRatioConfigInfo`)).data).toEqual({ enabled: true });
    expect((await boss.call('GET', `${R}/opCodeRatioConfig`, { enabled: 'false' })).code).toBe(0);
    expect((await boss.call('GET', `${R}/codeRatioConfigInfo`)).data).toEqual({ enabled: false });
    await boss.call('GET', `${R}/opCodeRatioConfig`, { enabled: 'true' });

    // The goods area links styles; a linked ratio cannot be deleted.
    await h.db.transaction().execute((trx) => linkCodeRatiosToStyle(trx, unitId, '9001', [id]));
    expect(
      (await boss.call('GET', `${R}/codeRatioListByStyleId`, { styleId: '9001' })).data.map((r: { id: string }) => r.id),
    ).toEqual([id]);
    expect((await boss.call('GET', `${R}/codeRatioListByStyleId`, { styleId: '9002' })).data).toEqual([]);
    expect((await boss.call('GET', `${R}/delete`, { id })).code).toBe(40903);
    await h.db.transaction().execute((trx) => linkCodeRatiosToStyle(trx, unitId, '9001', []));
    expect((await boss.call('POST', `${R}/delete`, { id })).code).toBe(0);
    expect((await boss.call('GET', `${R}/detail`, { id })).code).toBe(40402);
  });

  it('refuses duplicates, sizes outside the category, all-zero and non-integer ratios', async () => {
    const name = uniq('码比');
    await boss.call('POST', `${R}/add`, { name, sizeCategoryId: categoryId, sizeCodeRatioCateList: items([1]) });
    const dup = await boss.call('POST', `${R}/add`, { name, sizeCategoryId: categoryId, sizeCodeRatioCateList: items([1]) });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('name');
    const stranger = (await boss.call('POST', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name: uniq('Z') })).data.id;
    const outside = await boss.call('POST', `${R}/add`, {
      name: uniq('码比'),
      sizeCategoryId: categoryId,
      sizeCodeRatioCateList: [{ sizeId: stranger, ratio: 1 }],
    });
    expect(outside.code).toBe(40001);
    expect(outside.data.errors[0].field).toBe('sizeCodeRatioCateList');
    const zero = await boss.call('POST', `${R}/add`, {
      name: uniq('码比'),
      sizeCategoryId: categoryId,
      sizeCodeRatioCateList: items([0, 0]),
    });
    expect(zero.data.errors[0].field).toBe('sizeCodeRatioCateList');
    const frac = await boss.call('POST', `${R}/add`, {
      name: uniq('码比'),
      sizeCategoryId: categoryId,
      sizeCodeRatioCateList: items([1.5]),
    });
    expect(frac.data.errors[0].field).toBe('sizeCodeRatioCateList.0.ratio');
    const bad = await boss.call('POST', `${R}/add`, { name: '', sizeCategoryId: 'x', sizeCodeRatioCateList: [] });
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'name',
      'sizeCategoryId',
      'sizeCodeRatioCateList',
    ]);
    expect((await boss.call('GET', `${R}/opCodeRatioConfig`, { enabled: 'maybe' })).data.errors[0].field).toBe('enabled');
    const names = (await boss.call('POST', `${R}/list`, {})).data.map((r: { name: string }) => r.name);
    expect(names.filter((x: string) => x === name)).toHaveLength(1);
    expect(names).toHaveLength(1);
  });

  it('keeps other factories out, checks permissions and sessions', async () => {
    const ratio = (
      await boss.call('POST', `${R}/add`, {
        name: uniq('码比'),
        sizeCategoryId: categoryId,
        sizeCodeRatioCateList: items([1, 1]),
      })
    ).data;
    const body = { id: ratio.id, name: 'x', sizeCategoryId: categoryId, sizeCodeRatioCateList: items([1]) };
    expect((await intruder.call('POST', `${R}/update`, body)).code).toBe(40402);
    expect((await intruder.call('GET', `${R}/delete`, { id: ratio.id })).code).toBe(40402);
    expect((await intruder.call('GET', `${R}/detail`, { id: ratio.id })).code).toBe(40402);
    expect((await intruder.call('POST', `${R}/add`, { ...body, id: undefined, name: uniq('x') })).code).toBe(40402);
    expect((await intruder.call('POST', `${R}/list`, {})).data).toEqual([]);
    await intruder.call('GET', `${R}/opCodeRatioConfig`, { enabled: 'false' });
    expect((await boss.call('GET', `${R}/codeRatioConfigInfo`)).data.enabled).toBe(true);
    await expect(
      h.db.transaction().execute((trx) => linkCodeRatiosToStyle(trx, intruder.unitId, '1', [ratio.id])),
    ).rejects.toMatchObject({
      code: 40402,
    });
    expect((await boss.call('GET', `${R}/detail`, { id: ratio.id })).data.name).toBe(ratio.name);

    const writes = [
      ['POST', `${R}/add`, { ...body, name: uniq('x') }],
      ['POST', `${R}/update`, body],
      ['GET', `${R}/delete`, { id: ratio.id }],
      ['POST', `${R}/delete`, { id: ratio.id }],
      ['GET', `${R}/opCodeRatioConfig`, { enabled: 'true' }],
    ] as const;
    for (const [method, url, b] of writes) {
      const refused = await powerless.call(method, url, b);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, method, url, b)).code).toBe(440);
    }
    const reads = [
      ['POST', `${R}/list`, {}],
      ['GET', `${R}/detail`, { id: ratio.id }],
      ['GET', `${R}/codeRatioConfigInfo`, undefined],
      ['GET', `${R}/codeRatioListByStyleId`, { styleId: '1' }],
    ] as const;
    for (const [method, url, b] of reads) {
      expect((await powerless.call(method, url, b)).code).toBe(0);
      expect((await call(h.app, method, url, b)).code).toBe(440);
    }
  });
});
