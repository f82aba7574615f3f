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

// Material specifications at two levels (ADR 0011): the company's (多厂通用设置, level COMPANY) are read and used by
// every factory of the company and changed by none; each factory adds its own.

let h: Harness;
let company: FactoryFixture;
let inA: Client;
let inB: Client;
let intruder: Client;
let materialEditor: Client;
let companyEditor: Client;
let n = 0;
const uniq = (p: string) => `${p}${++n}${Date.now() % 1000}`.toUpperCase().slice(0, 8);

const M = 'fac/materials';
const save = (c: Client, body: object) => c.call('POST', `${M}/addOrUpdateCommonMaterialsSpecifications`, body);
const remove = (c: Client, query: Record<string, string>) => c.call('GET', `${M}/deleteCommonMaterialsSpecifications`, query);
type Spec = { id: string; no: string; level: string };
const list = async (c: Client, level?: string): Promise<Spec[]> =>
  (await c.call('POST', `${M}/getMaterialsSpecifications`, { pageSize: 500, ...(level ? { level } : {}) })).data.list;
const ok = async (res: Promise<{ code: number; msg: string; data: unknown }>) => {
  const r = await res;
  expect(r.code, r.msg).toBe(0);
  return r.data as Spec & Record<string, unknown>;
};

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'spec');
  const unitB = await addFactory(h.db, company, 'spec B');
  inA = await signIn(h.app, company.boss.loginName, company.boss.password);
  inB = await signIn(h.app, company.boss.loginName, company.boss.password);
  expect((await inB.call('POST', 'login/switchUnit', { unitId: unitB })).code).toBe(0);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const me = await createStaff(h.db, company, ['fac.materials.update', 'fac.materials.delete', 'fac.materials.list']);
  materialEditor = await signIn(h.app, me.loginName, me.password);
  const ce = await createStaff(h.db, company, ['company.specLibrary.edit']);
  companyEditor = await signIn(h.app, ce.loginName, ce.password);
});
afterAll(() => h.close());

describe('company and factory specifications', () => {
  it('a company specification is listed first in both factories; a factory one only in its own', async () => {
    const own = await ok(save(inA, { no: uniq('A'), remark: '本厂' }));
    const shared = await ok(save(inA, { no: uniq('C'), remark: '集团', level: 'COMPANY' }));
    expect([own.level, shared.level]).toEqual(['FACTORY', 'COMPANY']);
    for (const c of [inA, inB]) {
      const rows = await list(c);
      expect(rows[0]!.level).toBe('COMPANY');
      expect(rows.find((r) => r.id === shared.id)?.level).toBe('COMPANY');
    }
    expect((await list(inB)).map((r) => r.id)).not.toContain(own.id);
    expect((await list(inA, 'COMPANY')).map((r) => r.id)).toEqual([shared.id]);
    expect((await list(inA, 'FACTORY')).map((r) => r.id)).toEqual([own.id]);
    // A blank company number is generated and free across the company.
    const generated = await ok(save(companyEditor, { remark: '自动', level: 'COMPANY' }));
    expect(generated.no).toMatch(/^[A-Z0-9]{1,8}$/);
  });

  it("a factory uses the company's specification in its material SKUs; deleting it is refused while any factory does", async () => {
    const shared = await ok(save(inA, { no: uniq('U'), level: 'COMPANY' }));
    const kind = await ok(inB.call('POST', `${M}/kinds/add`, { no: uniq('K'), name: uniq('面料') }));
    const material = await inB.call('POST', `${M}/addMaterials`, {
      kindId: kind.id,
      name: uniq('里布'),
      skus: [{ colorName: '红', specificationsId: shared.id, stockUnit: '米' }],
    });
    expect(material.code, material.msg).toBe(0);
    const used = await remove(inA, { id: shared.id, level: 'COMPANY' });
    expect(used.code).toBe(40903);
    expect((await list(inA, 'COMPANY')).map((r) => r.id)).toContain(shared.id);
  });

  it('a factory cannot edit or delete a company specification; the company can', async () => {
    const shared = await ok(save(inA, { no: uniq('E'), level: 'COMPANY' }));
    const edit = await save(inB, { id: shared.id, no: shared.no, remark: '改' });
    expect(edit.code).toBe(40302);
    expect(edit.msg).toContain('多厂通用设置');
    expect((await remove(inB, { id: shared.id })).code).toBe(40302);
    const edited = await ok(save(inB, { id: shared.id, no: shared.no, remark: '集团改', level: 'COMPANY' }));
    expect(edited).toMatchObject({ remark: '集团改', level: 'COMPANY' });
    const own = await ok(save(inB, { no: uniq('B') }));
    expect((await save(inA, { id: own.id, remark: 'x', level: 'COMPANY' })).code).toBe(40402);
    expect((await remove(inA, { id: own.id, level: 'COMPANY' })).code).toBe(40402);
    expect((await remove(inA, { id: shared.id, level: 'COMPANY' })).code).toBe(0);
    expect((await list(inB)).map((r) => r.id)).not.toContain(shared.id);
  });

  it('numbers are unique across the company and its factories, naming whose they are', async () => {
    const shared = await ok(save(inA, { no: uniq('N'), level: 'COMPANY' }));
    const clash = await save(inB, { no: shared.no });
    expect(clash.code).toBe(40901);
    expect(clash.msg).toBe('集团已有该规格号');
    expect(clash.data.errors[0].field).toBe('no');
    const own = await ok(save(inB, { no: uniq('F') }));
    const taken = await save(inA, { no: own.no, level: 'COMPANY' });
    expect(taken.code).toBe(40901);
    expect(taken.msg).toMatch(/^工厂「spec B .+」已有该规格号$/);
    // Factory A may have the same number as factory B.
    expect((await ok(save(inA, { no: own.no }))).level).toBe('FACTORY');
  });
});

describe('permissions, sessions, other companies and bad input', () => {
  it('company level needs company.specLibrary.edit; the factory level the material codes', async () => {
    expect((await save(materialEditor, { no: uniq('P'), level: 'COMPANY' })).code).toBe(40301);
    expect((await ok(save(materialEditor, { no: uniq('P') }))).level).toBe('FACTORY');
    const shared = await ok(save(companyEditor, { no: uniq('Q'), level: 'COMPANY' }));
    expect((await save(companyEditor, { no: uniq('Q') })).code).toBe(40301);
    expect((await remove(materialEditor, { id: shared.id, level: 'COMPANY' })).code).toBe(40301);
    expect((await call(h.app, 'POST', `${M}/addOrUpdateCommonMaterialsSpecifications`, { level: 'COMPANY' })).code).toBe(440);
    expect((await call(h.app, 'GET', `${M}/deleteCommonMaterialsSpecifications`, { id: shared.id })).code).toBe(440);
  });

  it("another company neither sees nor changes the company's specifications", async () => {
    const shared = await ok(save(inA, { no: uniq('X'), level: 'COMPANY' }));
    expect((await list(intruder)).map((r) => r.id)).not.toContain(shared.id);
    for (const level of ['COMPANY', 'FACTORY']) {
      expect((await save(intruder, { id: shared.id, remark: 'x', level })).code).toBe(40402);
      expect((await remove(intruder, { id: shared.id, level })).code).toBe(40402);
    }
    expect((await ok(save(intruder, { no: shared.no, level: 'COMPANY' }))).level).toBe('COMPANY');
  });

  it('bad input names the field and writes nothing', async () => {
    const before = (await list(inA, 'COMPANY')).length;
    const badNo = await save(inA, { no: 'ab-1', level: 'COMPANY' });
    expect(badNo.code).toBe(40001);
    expect(badNo.data.errors[0].field).toBe('no');
    const badLevel = await save(inA, { no: uniq('L'), level: 'BOSS' });
    expect(badLevel.data.errors[0].field).toBe('level');
    expect((await remove(inA, { id: 'x', level: 'COMPANY' })).data.errors[0].field).toBe('id');
    expect((await list(inA, 'COMPANY')).length).toBe(before);
  });
});
