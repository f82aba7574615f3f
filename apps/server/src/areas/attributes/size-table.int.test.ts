import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let categoryId: string;
let otherCategoryId: string;
let s: string, m: string, l: string;

let n = 0;
const uniq = (p: string) => `${p}${++n}`;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'table');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.codeRatio.edit']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const ids: string[] = [];
  for (const name of ['S', 'M', 'L'])
    ids.push((await boss.call('POST', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name })).data.id);
  [s, m, l] = ids as [string, string, string];
  categoryId = (await boss.call('POST', 'goodsAttrSizeCategory/config/add', { category: '上衣', sizeIds: ids })).data.id;
  otherCategoryId = (await boss.call('POST', 'goodsAttrSizeCategory/config/add', { category: '裤子', sizeIds: [s] })).data.id;
});
afterAll(() => h.close());

const grid = () => [
  { name: '衣长', tolerance: '1', values: { [s]: '66', [m]: 68.5, [l]: '71.25' } },
  { name: '胸围', tolerance: null, values: { [s]: '96', [m]: '100', [l]: null } },
];

describe('size table templates and size tables', () => {
  it('template: create, list, get, put, delete; numeric values as exact strings', async () => {
    const created = await boss.call('POST', 'size-table/template', {
      name: '男T模板',
      sizeCategoryId: categoryId,
      points: grid(),
    });
    expect(created.code).toBe(0);
    const t = created.data;
    expect(t).toMatchObject({ name: '男T模板', category: '上衣', isTemplate: true, styleId: null, pointCount: 2 });
    expect(t.sizes.map((x: { id: string }) => x.id)).toEqual([s, m, l]);
    expect(t.points[0]).toMatchObject({ name: '衣长', tolerance: '1.00', values: { [s]: '66.00', [m]: '68.50', [l]: '71.25' } });
    expect(t.points[1].values).toEqual({ [s]: '96.00', [m]: '100.00' });

    const list = await boss.call('POST', 'size-table/template/list', { pageNo: 1, pageSize: 10 });
    expect(list.data.list.map((r: { id: string }) => r.id)).toEqual([t.id]);
    expect((await boss.call('POST', 'size-table/list', { pageNo: 1, pageSize: 10 })).data.totalCount).toBe(0);

    const put = await boss.call('PUT', `size-table/template/${t.id}`, {
      name: '男T模板2',
      sizeCategoryId: categoryId,
      points: [{ name: '袖长', tolerance: '0.5', values: { [l]: '20' } }],
    });
    expect(put.data).toMatchObject({ name: '男T模板2', pointCount: 1 });
    expect((await boss.call('GET', `size-table/template/${t.id}`)).data.points).toEqual([
      { id: expect.any(String), name: '袖长', tolerance: '0.50', values: { [l]: '20.00' } },
    ]);
    // A template is not a size table and the other way round.
    expect((await boss.call('GET', `size-table/${t.id}`)).code).toBe(40402);
    expect((await boss.call('DELETE', `size-table/template/${t.id}`)).code).toBe(0);
    expect((await boss.call('GET', `size-table/template/${t.id}`)).code).toBe(40402);
  });

  it('size table of a style, created from a template', async () => {
    const template = (
      await boss.call('POST', 'size-table/template', { name: uniq('模板'), sizeCategoryId: categoryId, points: grid() })
    ).data;
    const table = await boss.call('POST', 'size-table', {
      name: 'K001尺寸表',
      sizeCategoryId: categoryId,
      styleId: '77',
      templateId: template.id,
    });
    expect(table.code).toBe(0);
    expect(table.data).toMatchObject({ isTemplate: false, styleId: '77', pointCount: 2 });
    expect(table.data.points.map((p: { name: string; values: object }) => [p.name, p.values])).toEqual(
      template.points.map((p: { name: string; values: object }) => [p.name, p.values]),
    );
    expect((await boss.call('POST', 'size-table/list', { styleId: '77' })).data.list).toHaveLength(1);
    const wrong = await boss.call('POST', 'size-table', {
      name: uniq('表'),
      sizeCategoryId: otherCategoryId,
      templateId: template.id,
    });
    expect(wrong.code).toBe(40001);
    expect(wrong.data.errors[0].field).toBe('templateId');
    const put = await boss.call('PUT', `size-table/${table.data.id}`, {
      name: 'K001',
      sizeCategoryId: categoryId,
      styleId: '77',
      points: [],
    });
    expect(put.data.pointCount).toBe(0);
    expect((await boss.call('DELETE', `size-table/${table.data.id}`)).code).toBe(0);
    // The template is untouched by the copy and its deletion.
    expect((await boss.call('GET', `size-table/template/${template.id}`)).data.pointCount).toBe(2);
  });

  it('bad input: 40001 naming the field, nothing written', async () => {
    const before = (await boss.call('POST', 'size-table/template/list', {})).data.totalCount;
    const bad = await boss.call('POST', 'size-table/template', {
      name: '',
      sizeCategoryId: categoryId,
      points: [{ name: '衣长', values: { [s]: '-1' } }],
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', `points.0.values.${s}`]);
    const decimals = await boss.call('POST', 'size-table/template', {
      name: 'x',
      sizeCategoryId: categoryId,
      points: [{ name: 'a', tolerance: '0.123' }],
    });
    expect(decimals.data.errors[0].field).toBe('points.0.tolerance');
    const twice = await boss.call('POST', 'size-table/template', {
      name: 'x',
      sizeCategoryId: categoryId,
      points: [{ name: '衣长' }, { name: '衣长' }],
    });
    expect(twice.data.errors[0].field).toBe('points');
    const foreignSize = await boss.call('POST', 'size-table/template', {
      name: 'x',
      sizeCategoryId: otherCategoryId,
      points: [{ name: '衣长', values: { [l]: '1' } }],
    });
    expect(foreignSize.data.errors[0].field).toBe('points');
    expect((await boss.call('GET', 'size-table/template/abc')).data.errors[0].field).toBe('id');
    expect((await boss.call('POST', 'size-table/template/list', {})).data.totalCount).toBe(before);
  });

  it('keeps other factories out, checks permissions and sessions', async () => {
    const t = (await boss.call('POST', 'size-table/template', { name: uniq('模板'), sizeCategoryId: categoryId, points: grid() }))
      .data;
    const tbl = (await boss.call('POST', 'size-table', { name: uniq('表'), sizeCategoryId: categoryId, points: grid() })).data;
    const body = { name: 'hacked', sizeCategoryId: categoryId, points: [] };
    for (const [base, id] of [
      ['size-table/template', t.id],
      ['size-table', tbl.id],
    ] as const) {
      expect((await intruder.call('GET', `${base}/${id}`)).code).toBe(40402);
      expect((await intruder.call('PUT', `${base}/${id}`, body)).code).toBe(40402);
      expect((await intruder.call('DELETE', `${base}/${id}`)).code).toBe(40402);
      expect((await intruder.call('POST', base, body)).code).toBe(40402);
      expect((await intruder.call('POST', `${base}/list`, {})).data.totalCount).toBe(0);
      expect((await boss.call('GET', `${base}/${id}`)).data.pointCount).toBe(2);

      const writes = [
        ['POST', base, { ...body, name: uniq('x') }],
        ['PUT', `${base}/${id}`, body],
        ['DELETE', `${base}/${id}`, undefined],
      ] as const;
      for (const [method, url, b] of writes) {
        const refused = await powerless.call(method, url, b);
        expect(refused.code).toBe(40301);
        expect(refused.msg).toBe('抱歉，您没有操作权限');
        expect((await call(h.app, method, url, b)).code).toBe(440);
      }
      for (const [method, url, b] of [
        ['POST', `${base}/list`, {}],
        ['GET', `${base}/${id}`, undefined],
      ] as const) {
        expect((await powerless.call(method, url, b)).code).toBe(0);
        expect((await call(h.app, method, url, b)).code).toBe(440);
      }
    }
  });
});
