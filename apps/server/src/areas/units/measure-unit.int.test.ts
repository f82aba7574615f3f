import { DEFAULT_MEASURE_UNITS } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let kindId: string;
let specId: string;
let n = 0;
const uniq = () => `${++n}${Date.now() % 1000}`;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'units');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.materials.add']);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  kindId = (await boss.call('POST', 'fac/materials/kinds/add', { no: 'UK', name: '辅料' })).data.id;
  specId = (await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '标准' })).data.id;
});
afterAll(() => h.close());

type Unit = { id: string; name: string; isPiece: boolean; baseUnitName: string | null; baseRatio: string | null };
const options = async (c: Client = boss, query: Record<string, string> = {}) =>
  (await c.call<Unit[]>('GET', 'fac/measureUnit/options', query)).data;
const unitId = async (name: string) => (await options()).find((u) => u.name === name)!.id;
const addUnit = async (body: Record<string, unknown>) => {
  const res = await boss.call('POST', 'fac/measureUnit/add', body);
  expect(res.code, res.msg).toBe(0);
  return res.data as Unit & { useCount: number };
};
const addMaterial = async (units: Record<string, unknown>) =>
  boss.call('POST', 'fac/materials/addMaterials', {
    kindId,
    name: `纽扣${uniq()}`,
    skus: [{ colorName: '黑', specificationsId: specId, ...units }],
  });
const skuOf = async (materialId: string) =>
  (await boss.call('GET', 'fac/materials/getMaterialDetail', { id: materialId })).data.commonMaterialsSkuList[0];

describe('units dictionary', () => {
  it('a new factory starts with the common units, their fixed conversions and piece flags', async () => {
    const seeded = await options(intruder);
    expect(seeded.map((u) => u.name)).toEqual(DEFAULT_MEASURE_UNITS.map((u) => u.name));
    for (const d of DEFAULT_MEASURE_UNITS) {
      expect(
        seeded.find((u) => u.name === d.name),
        d.name,
      ).toMatchObject({
        isPiece: d.isPiece,
        baseUnitName: d.base?.name ?? null,
        baseRatio: d.base?.ratio ?? null,
      });
    }
  });

  it('adds, edits, pages and finds units; names are unique in the factory ignoring case', async () => {
    const added = await addUnit({ name: ' Box ', isPiece: true, remark: '纸箱' });
    // Without a sort of its own it goes after the defaults (10, 20 … 240).
    expect(added).toMatchObject({ name: 'Box', isPiece: true, useCount: 0, isDisabled: false, sort: 250 });
    const dup = await boss.call('POST', 'fac/measureUnit/add', { name: 'box' });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('name');
    const dupOnEdit = await boss.call('POST', 'fac/measureUnit/update', { id: added.id, name: '米' });
    expect(dupOnEdit.code).toBe(40901);
    const edited = await boss.call('POST', 'fac/measureUnit/update', {
      id: added.id,
      name: '大箱',
      isPiece: true,
      baseUnitId: await unitId('个'),
      baseRatio: '144',
    });
    expect(edited.data).toMatchObject({ name: '大箱', baseUnitName: '个', baseRatio: '144', sort: 250 });
    const page = await boss.call('POST', 'fac/measureUnit/page', { keyword: '大箱', pageNo: 1, pageSize: 10 });
    expect(page.data).toMatchObject({ totalCount: 1, list: [expect.objectContaining({ id: added.id })] });
    // Another factory may use the same name.
    expect((await intruder.call('POST', 'fac/measureUnit/add', { name: '大箱' })).code).toBe(0);
  });

  it('a conversion goes one level, to a unit of this factory', async () => {
    const yard = await unitId('码');
    const deep = await boss.call('POST', 'fac/measureUnit/add', { name: `半码${uniq()}`, baseUnitId: yard, baseRatio: '0.5' });
    expect(deep.code).toBe(40001);
    expect(deep.data.errors[0].field).toBe('baseUnitId');
    const foreignBase = (await options(intruder)).find((u) => u.name === '米')!.id;
    const foreign = await boss.call('POST', 'fac/measureUnit/add', {
      name: `外${uniq()}`,
      baseUnitId: foreignBase,
      baseRatio: '2',
    });
    expect(foreign.data.errors[0].field).toBe('baseUnitId');
    const noRatio = await boss.call('POST', 'fac/measureUnit/add', { name: `无${uniq()}`, baseUnitId: await unitId('米') });
    expect(noRatio.data.errors[0].field).toBe('baseRatio');
    // 米 is the base of 码: it cannot convert to anything itself.
    const meter = await unitId('米');
    const baseOfOthers = await boss.call('POST', 'fac/measureUnit/update', {
      id: meter,
      name: '米',
      baseUnitId: await unitId('厘米'),
      baseRatio: '100',
    });
    expect(baseOfOthers.data.errors[0].field).toBe('baseUnitId');
  });

  it('materials choose units by id (or by name) and take the fixed conversion rate', async () => {
    const res = await addMaterial({ stockUnitId: await unitId('米'), purchaseUnitId: await unitId('码'), conversionRate: '3' });
    expect(res.code, res.msg).toBe(0);
    expect(await skuOf(res.data.id)).toMatchObject({ stockUnit: '米', purchaseUnit: '码', conversionRate: '0.9144' });
    const byName = await addMaterial({ stockUnit: ' 公斤 ', purchaseUnit: '卷', conversionRate: '25' });
    expect(byName.code, byName.msg).toBe(0);
    expect(await skuOf(byName.data.id)).toMatchObject({
      stockUnitId: await unitId('公斤'),
      purchaseUnitId: await unitId('卷'),
      conversionRate: '25.0000',
    });
    const unknown = await addMaterial({ stockUnit: '坨' });
    expect(unknown.code).toBe(40001);
    expect(unknown.data.errors[0].field).toBe('skus.0.stockUnit');
    const foreign = await addMaterial({ stockUnitId: (await options(intruder))[0]!.id });
    expect(foreign.code).toBe(40402);
    expect(foreign.data.errors[0].field).toBe('skus.0.stockUnitId');
    expect((await addMaterial({})).data.errors[0].field).toBe('skus.0.stockUnit');
  });

  it('a unit in use is not deleted; disabled, it stays on its materials but is no longer offered', async () => {
    const unit = await addUnit({ name: `盒${uniq()}`, isPiece: true });
    const material = await addMaterial({ stockUnitId: unit.id });
    expect(material.code, material.msg).toBe(0);
    const refused = await boss.call('POST', 'fac/measureUnit/delete', { id: unit.id });
    expect(refused.code).toBe(40903);
    expect(refused.msg).toContain(unit.name);
    expect((await boss.call('GET', 'fac/measureUnit/detail', { id: unit.id })).data.useCount).toBe(1);

    expect((await boss.call('POST', 'fac/measureUnit/stopUse', { id: unit.id, isDisabled: true })).data.isDisabled).toBe(true);
    expect((await options()).some((u) => u.id === unit.id)).toBe(false);
    expect((await options(boss, { withIds: unit.id })).some((u) => u.id === unit.id)).toBe(true);
    const newOne = await addMaterial({ stockUnitId: unit.id });
    expect(newOne.code).toBe(40001);
    expect(newOne.data.errors[0].field).toBe('skus.0.stockUnitId');
    // The material that has it keeps it on edit.
    const d = (await boss.call('GET', 'fac/materials/getMaterialDetail', { id: material.data.id })).data;
    const kept = await boss.call('POST', 'fac/materials/editMaterials', {
      id: d.id,
      version: d.version,
      kindId,
      name: d.name,
      skus: [{ id: d.commonMaterialsSkuList[0].id, colorName: '黑', specificationsId: specId, stockUnitId: unit.id }],
    });
    expect(kept.code, kept.msg).toBe(0);

    const unused = await addUnit({ name: `空${uniq()}` });
    expect((await boss.call('POST', 'fac/measureUnit/delete', { id: unused.id })).code).toBe(0);
    expect((await boss.call('GET', 'fac/measureUnit/detail', { id: unused.id })).code).toBe(40402);
    // A base of other units is not deleted either.
    expect((await boss.call('POST', 'fac/measureUnit/delete', { id: await unitId('克') })).code).toBe(40903);
  });

  it('a rename reaches the material SKUs using the unit', async () => {
    const unit = await addUnit({ name: `板${uniq()}` });
    const material = await addMaterial({ stockUnitId: await unitId('米'), purchaseUnitId: unit.id, conversionRate: '30' });
    const renamed = await boss.call('POST', 'fac/measureUnit/update', { id: unit.id, name: `卡板${uniq()}` });
    expect(renamed.code).toBe(0);
    expect(await skuOf(material.data.id)).toMatchObject({ purchaseUnitId: unit.id, purchaseUnit: renamed.data.name });
  });

  it('新建库存单位 (addStockUnit) adds a unit by name', async () => {
    const name = `卷筒${uniq()}`;
    const res = await boss.call('GET', 'fac/materials/addStockUnit', { name });
    expect(res.data).toMatchObject({ name, isPiece: false });
    expect((await boss.call('GET', 'fac/materials/addStockUnit', { name })).code).toBe(40901);
  });

  it("refuses another factory's units, no session, no permission and bad input, writing nothing", async () => {
    const unit = await addUnit({ name: `私${uniq()}` });
    expect((await intruder.call('GET', 'fac/measureUnit/detail', { id: unit.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/measureUnit/update', { id: unit.id, name: 'hack' })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/measureUnit/stopUse', { id: unit.id, isDisabled: true })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/measureUnit/delete', { id: unit.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/measureUnit/page', { keyword: unit.name })).data.totalCount).toBe(0);
    expect((await options(intruder)).some((u) => u.id === unit.id)).toBe(false);

    expect((await call(h.app, 'GET', 'fac/measureUnit/options')).code).toBe(440);
    expect((await call(h.app, 'POST', 'fac/measureUnit/add', { name: 'x' })).code).toBe(440);

    for (const [method, url, body] of [
      ['POST', 'fac/measureUnit/page', {}],
      ['GET', 'fac/measureUnit/detail', { id: unit.id }],
      ['POST', 'fac/measureUnit/add', { name: 'np' }],
      ['POST', 'fac/measureUnit/update', { id: unit.id, name: 'np' }],
      ['POST', 'fac/measureUnit/stopUse', { id: unit.id, isDisabled: true }],
      ['POST', 'fac/measureUnit/delete', { id: unit.id }],
      ['GET', 'fac/materials/addStockUnit', { name: 'np' }],
    ] as const) {
      expect((await powerless.call(method, url, body)).code, url).toBe(40301);
    }
    // Reading the dropdown needs no code.
    expect((await options(powerless)).length).toBeGreaterThan(0);

    const blank = await boss.call('POST', 'fac/measureUnit/add', { name: '   ' });
    expect(blank.code).toBe(40001);
    expect(blank.data.errors[0].field).toBe('name');
    const long = await boss.call('POST', 'fac/measureUnit/add', { name: '一二三四五六七八九十十一', baseRatio: 'abc' });
    expect(long.data.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['name', 'baseRatio']));
    expect((await boss.call('GET', 'fac/measureUnit/detail', { id: unit.id })).data.name).toBe(unit.name);
  });
});
