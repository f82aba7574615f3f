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

// ADR 0011: material kinds and their attribute links are the company's. A kind made in factory A's session is
// offered in factory B of the same company (and used by B's materials), never in another company; changing kinds
// needs the company-level code.
let h: Harness;
let company: FactoryFixture;
let factoryB: string;
let inA: Client;
let inB: Client;
let stranger: Client;
let n = 0;
const uniq = (p: string) => `${p}${++n}${Date.now() % 1000}`;
const NO_PERMISSION = '抱歉，您没有操作权限';

async function enter(c: Client, unitId: string): Promise<Client> {
  const moved = await c.call('POST', 'login/switchUnit', { unitId });
  expect(moved.code, moved.msg).toBe(0);
  return c;
}
const ok = async (c: Client, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
  const res = await c.call(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};
const addKind = async (c: Client) =>
  (await ok(c, 'POST', 'fac/materials/kinds/add', { no: uniq('K').slice(0, 8), name: uniq('面料') })).id as string;
const kindIds = async (c: Client) =>
  ((await ok(c, 'GET', 'fac/materials/listMaterialsKinds', { pageSize: '100' })).list as { id: string }[]).map((k) => k.id);
const addMaterial = async (c: Client, kindId: string) => {
  const spec = await ok(c, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('幅') });
  return ok(c, 'POST', 'fac/materials/addMaterials', {
    kindId,
    name: uniq('里布'),
    skus: [{ colorName: '红', specificationsId: spec.id, stockUnit: '米' }],
  });
};
const field = async (c: Client) => {
  const data = await ok(c, 'POST', 'custom-field', {
    entity: 'COMMON_MATERIALS',
    customFieldName: uniq('属性'),
    customFieldType: 'TEXT',
  });
  return String(data.id ?? data.customFieldId);
};
const kindRows = async () => h.db.selectFrom('materialKind').select(['id', 'unitId', 'name']).execute();

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'kindco');
  factoryB = await addFactory(h.db, company);
  inA = await signIn(h.app, company.boss.loginName, company.boss.password);
  inB = await enter(await signIn(h.app, company.boss.loginName, company.boss.password), factoryB);
  const other = await createFactory(h.db, 'kindother');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
});
afterAll(() => h.close());

describe('material kinds across the factories of a company', () => {
  it("a kind made in A is offered in B, files B's materials, and is the company's row; another company sees nothing", async () => {
    const id = await addKind(inA);
    const row = (await kindRows()).find((k) => k.id === id)!;
    expect(row.unitId).toBe(company.bossUnitId);
    expect(await kindIds(inB)).toContain(id);
    expect((await ok(inB, 'GET', 'fac/materials/kinds/tree')).map((k: { id: string }) => k.id)).toContain(id);
    expect((await ok(inB, 'GET', 'fac/materials/configRollKinds')).list.map((k: { id: string }) => k.id)).toContain(id);

    await addMaterial(inB, id);
    // SKUs are counted per factory (materials are the factory's); the kind is used, so it cannot go, from A either.
    expect(await ok(inB, 'GET', 'fac/materials/kinds/detail', { id })).toMatchObject({ skuCount: 1 });
    expect(await ok(inA, 'GET', 'fac/materials/kinds/detail', { id })).toMatchObject({ skuCount: 0 });
    const refused = await inA.call('GET', 'fac/materials/deleteMaterialsKinds', { id });
    expect(refused.code).toBe(40903);
    expect(refused.data.materialCount).toBe(1);

    expect(await kindIds(stranger)).not.toContain(id);
    expect((await stranger.call('GET', 'fac/materials/kinds/detail', { id })).code).toBe(40402);
    expect((await stranger.call('POST', 'fac/materials/kinds/update', { id, no: 'HACK', name: 'hack' })).code).toBe(40402);
    const spec = await ok(stranger, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '幅' });
    const refusedMaterial = await stranger.call('POST', 'fac/materials/addMaterials', {
      kindId: id,
      name: uniq('里布'),
      skus: [{ colorName: '红', specificationsId: spec.id, stockUnit: '米' }],
    });
    expect(refusedMaterial.code).toBe(40402);
    expect(refusedMaterial.data.errors[0].field).toBe('kindId');
  });

  it('numbers and names are unique in the company: B cannot repeat a kind of A; an edit in B is seen in A', async () => {
    const no = uniq('U').slice(0, 8);
    const id = (await ok(inA, 'POST', 'fac/materials/kinds/add', { no, name: uniq('辅料') })).id;
    const dup = await inB.call('POST', 'fac/materials/kinds/add', { no: no.toLowerCase(), name: uniq('别的') });
    expect(dup.code).toBe(40901);
    expect(dup.data.errors[0].field).toBe('no');
    await ok(inB, 'POST', 'fac/materials/kinds/update', { id, no, name: '乙厂改名' });
    expect(await ok(inA, 'GET', 'fac/materials/kinds/detail', { id })).toMatchObject({ name: '乙厂改名' });
    // Another company may use the same number.
    await ok(stranger, 'POST', 'fac/materials/kinds/add', { no, name: uniq('同号') });
  });

  it('changing kinds needs company.materialKind.manage (the former fac.materials.kinds no longer opens it); no session 440', async () => {
    const clerkOfB = await createStaff(h.db, { ...company, unitId: factoryB }, ['company.materialKind.manage']);
    const allowed = await signIn(h.app, clerkOfB.loginName, clerkOfB.password);
    expect(allowed.unitId).toBe(factoryB);
    const id = await addKind(allowed);
    expect(await kindIds(inA)).toContain(id);

    const before = (await kindRows()).length;
    const former = await createStaff(h.db, company, ['fac.materials.kinds', 'fac.materials.list']);
    const refusedClerk = await signIn(h.app, former.loginName, former.password);
    for (const [method, url, body] of [
      ['POST', 'fac/materials/kinds/add', { no: 'NP1', name: 'np1' }],
      ['POST', 'fac/materials/kinds/update', { id, no: 'NP2', name: 'np2' }],
      ['GET', 'fac/materials/deleteMaterialsKinds', { id }],
      ['POST', 'fac/materials/addCommonMaterialsKindsAttrs', { commonMaterialsKindsId: id, commonAttrstoreIdsList: ['1'] }],
    ] as const)
      expect(await refusedClerk.call(method, url, body), url).toMatchObject({ code: 40301, msg: NO_PERMISSION });
    // Reading stays with fac.materials.list: the material form of every factory needs the kinds.
    expect(await kindIds(refusedClerk)).toContain(id);
    expect((await call(h.app, 'POST', 'fac/materials/kinds/add', { no: 'NS', name: 'ns' })).code).toBe(440);

    const bad = await inB.call('POST', 'fac/materials/kinds/add', { no: '分类!', name: '' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'no']);
    expect((await kindRows()).length).toBe(before);
  });
});

describe('kind attributes across the factories of a company', () => {
  it("each factory configures a company kind with its own attribute store; a link to A's field stays out of B", async () => {
    const kindId = await addKind(inA);
    const fieldOfA = await field(inA);
    const fieldOfB = await field(inB);
    const [linkOfA] = await ok(inA, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: kindId,
      commonAttrstoreIdsList: [fieldOfA],
    });
    await ok(inA, 'POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: linkOfA.id, isRequired: true });
    expect(await ok(inB, 'GET', 'fac/materials/listMaterialsKindsAttrs', { commonMaterialsKindsId: kindId })).toEqual([]);
    // B's material of the kind is not asked for A's mandatory attribute.
    await addMaterial(inB, kindId);

    const foreign = await inB.call('POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: kindId,
      commonAttrstoreIdsList: [fieldOfA],
    });
    expect(foreign.code).toBe(40402);
    expect(foreign.data.errors[0].field).toBe('commonAttrstoreIdsList');
    for (const [method, url, body] of [
      ['GET', 'fac/materials/deleteCommonMaterialsKindsAttrs', { id: linkOfA.id }],
      ['POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: linkOfA.id, isRequired: false }],
      ['POST', 'fac/materials/updateCommonMaterialsKindsAttrsSort', { commonMaterialsKindsAttrsIdsList: [linkOfA.id] }],
    ] as const)
      expect((await inB.call(method, url, body)).code, url).toBe(40402);

    const inBList = await ok(inB, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: kindId,
      commonAttrstoreIdsList: [fieldOfB],
    });
    expect(inBList.map((a: { customFieldId: string }) => a.customFieldId)).toEqual([fieldOfB]);
    await ok(inB, 'POST', 'fac/materials/updateCommonMaterialsKindsAttrsSort', {
      commonMaterialsKindsAttrsIdsList: [inBList[0].id],
    });
    const inAList = await ok(inA, 'GET', 'fac/materials/listMaterialsKindsAttrs', { commonMaterialsKindsId: kindId });
    expect(inAList).toEqual([expect.objectContaining({ id: linkOfA.id, customFieldId: fieldOfA, isRequired: true })]);
    const links = await h.db.selectFrom('materialKindAttr').select('unitId').where('materialKindId', '=', kindId).execute();
    expect(links).toEqual([{ unitId: company.bossUnitId }, { unitId: company.bossUnitId }]);
    expect((await stranger.call('GET', 'fac/materials/listMaterialsKindsAttrs', { commonMaterialsKindsId: kindId })).code).toBe(
      40402,
    );
  });
});
