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
import { registerFactoryUsage } from './index.js';

let h: Harness;
const undo: (() => void)[] = [];
let boss: Client;
let intruder: Client;
let powerless: Client;
let factory: FactoryFixture;
const used = new Set<string>();

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'lbl');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  // Stand-ins for the quality and finance areas' own checks.
  undo.push(
    registerFactoryUsage('defectiveLabel', async (_db, _u, id) =>
      used.has(id) ? [{ kind: 'defect', id: '1', label: 'QC record' }] : [],
    ),
    registerFactoryUsage('billLabel', async (_db, _u, id) => (used.has(id) ? [{ kind: 'fee', id: '1', label: 'FY001' }] : [])),
  );
});
afterAll(async () => {
  for (const done of undo) done();
  await h.close();
});

const labels = async (c: Client) =>
  (await c.call('GET', 'fac/defectiveLabel/facDefectiveLabels')).data as { id: string; labelName: string; level: string }[];

describe('defective labels', () => {
  it('add, list, rename, sort, delete; duplicates refused; used labels kept', async () => {
    const a = (await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '跳线' })).data.id;
    const b = (await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '污渍' })).data.id;
    expect((await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '跳线' })).code).toBe(40901);
    expect((await labels(boss)).map((l) => l.labelName)).toEqual(['跳线', '污渍']);
    expect(
      (await boss.call('POST', 'fac/defectiveLabel/facDefectiveLabels', { keyword: '污' })).data.map((l: { id: string }) => l.id),
    ).toEqual([b]);
    expect((await boss.call('POST', 'fac/defectiveLabel/updateDefectiveLabel', { id: a, labelName: '断线' })).code).toBe(0);
    expect((await boss.call('POST', 'fac/defectiveLabel/updateDefectiveLabel', { id: a, labelName: '污渍' })).code).toBe(40901);
    expect((await boss.call('POST', 'fac/defectiveLabel/sort', { ids: [b, a] })).code).toBe(0);
    expect((await labels(boss)).map((l) => l.labelName)).toEqual(['污渍', '断线']);
    used.add(b);
    expect((await boss.call('GET', 'fac/defectiveLabel/facWouldDelete', { id: b })).data.canDelete).toBe(false);
    expect((await boss.call('POST', 'fac/defectiveLabel/deleteDefectiveLabel', { id: b })).code).toBe(40903);
    expect((await boss.call('POST', 'fac/defectiveLabel/deleteDefectiveLabel', { id: a })).code).toBe(0);
    expect((await labels(boss)).map((l) => l.labelName)).toEqual(['污渍']);
  });

  it('refuses bad input, other factories, missing permission and session', async () => {
    const id = (await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: '破洞' })).data.id;
    const bad = await boss.call('POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: 'x'.repeat(21) });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('labelName');
    expect((await boss.call('POST', 'fac/defectiveLabel/sort', { ids: [] })).data.errors[0].field).toBe('ids');
    expect((await intruder.call('POST', 'fac/defectiveLabel/updateDefectiveLabel', { id, labelName: 'x' })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/defectiveLabel/deleteDefectiveLabel', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'fac/defectiveLabel/sort', { ids: [id] })).code).toBe(40402);
    expect((await labels(intruder)).map((l) => l.id)).not.toContain(id);
    for (const [url, payload] of [
      ['fac/defectiveLabel/addDefectiveLabel', { labelName: 'p' }],
      ['fac/defectiveLabel/updateDefectiveLabel', { id, labelName: 'p' }],
      ['fac/defectiveLabel/deleteDefectiveLabel', { id }],
      ['fac/defectiveLabel/sort', { ids: [id] }],
    ] as const) {
      const refused = await powerless.call('POST', url, payload);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, 'POST', url, payload)).code).toBe(440);
    }
    expect((await call(h.app, 'GET', 'fac/defectiveLabel/facDefectiveLabels')).code).toBe(440);
    expect((await labels(boss)).map((l) => l.labelName)).toContain('破洞');
  });
});

describe("company defective labels (/publicInferior) beside each factory's own", () => {
  const D = 'fac/defectiveLabel';
  let inB: Client;
  let labelKeeper: Client;
  let companyKeeper: Client;
  beforeAll(async () => {
    const unitB = await addFactory(h.db, factory, 'lbl B');
    inB = await signIn(h.app, factory.boss.loginName, factory.boss.password);
    expect((await inB.call('POST', 'login/switchUnit', { unitId: unitB })).code).toBe(0);
    const lk = await createStaff(h.db, factory, ['fac.defectiveLabel.manage']);
    labelKeeper = await signIn(h.app, lk.loginName, lk.password);
    const ck = await createStaff(h.db, factory, ['company.defectLabel.manage']);
    companyKeeper = await signIn(h.app, ck.loginName, ck.password);
  });
  const add = (c: Client, labelName: string, level?: string) =>
    c.call('POST', `${D}/addDefectiveLabel`, { labelName, ...(level ? { level } : {}) });

  it('a company label is listed first in every factory, marked COMPANY; a factory one stays its own', async () => {
    const shared = (await add(boss, '集团破损', 'COMPANY')).data.id;
    const mine = (await add(inB, 'B厂色差')).data.id;
    for (const c of [boss, inB]) {
      const rows = (await c.call('GET', `${D}/facDefectiveLabels`)).data as { id: string; level: string }[];
      expect(rows[0]).toMatchObject({ id: shared, level: 'COMPANY' });
    }
    expect((await labels(inB)).find((l) => l.id === mine)).toMatchObject({ level: 'FACTORY' });
    expect((await labels(boss)).map((l) => l.id)).not.toContain(mine);
    const companyOnly = await boss.call('POST', `${D}/facDefectiveLabels`, { level: 'COMPANY' });
    expect(companyOnly.data.map((l: { id: string }) => l.id)).toEqual([shared]);
    expect((await labels(intruder)).map((l) => l.id)).not.toContain(shared);
  });

  it('a factory cannot rename, delete or re-order company labels; the company can', async () => {
    const a = (await add(boss, '集团跳针', 'COMPANY')).data.id;
    const b = (await add(boss, '集团油污', 'COMPANY')).data.id;
    const own = (await add(inB, 'B厂线头')).data.id;
    const renamed = await inB.call('POST', `${D}/updateDefectiveLabel`, { id: a, labelName: '改' });
    expect(renamed.code).toBe(40302);
    expect(renamed.msg).toContain('多厂通用设置');
    expect((await inB.call('POST', `${D}/deleteDefectiveLabel`, { id: a })).code).toBe(40302);
    expect((await inB.call('POST', `${D}/sort`, { ids: [own, a] })).code).toBe(40302);
    expect((await inB.call('POST', `${D}/updateDefectiveLabel`, { id: own, labelName: 'x', level: 'COMPANY' })).code).toBe(40402);
    expect((await boss.call('POST', `${D}/sort`, { ids: [b, a], level: 'COMPANY' })).code).toBe(0);
    const order = (await boss.call('POST', `${D}/facDefectiveLabels`, { level: 'COMPANY' })).data.map(
      (l: { id: string }) => l.id,
    );
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
    expect((await inB.call('POST', `${D}/updateDefectiveLabel`, { id: a, labelName: '集团跳线', level: 'COMPANY' })).code).toBe(
      0,
    );
    expect((await labels(boss)).find((l) => l.id === a)?.labelName).toBe('集团跳线');
    expect((await boss.call('POST', `${D}/deleteDefectiveLabel`, { id: b, level: 'COMPANY' })).code).toBe(0);
    expect((await labels(inB)).map((l) => l.id)).not.toContain(b);
  });

  it('names are unique across the company and its factories, naming whose they are', async () => {
    await add(boss, '集团起球', 'COMPANY');
    const clash = await add(inB, '集团起球');
    expect(clash.code).toBe(40901);
    expect(clash.msg).toBe('集团已有该次品标签');
    expect(clash.data.errors[0].field).toBe('labelName');
    await add(inB, 'B厂褶皱');
    const taken = await add(boss, 'B厂褶皱', 'COMPANY');
    expect(taken.code).toBe(40901);
    expect(taken.msg).toMatch(/^工厂「lbl B .+」已有该次品标签$/);
    expect((await add(boss, 'B厂褶皱')).code).toBe(0);
  });

  it('permissions by level, no session, bad level; nothing written', async () => {
    const before = (await boss.call('POST', `${D}/facDefectiveLabels`, { level: 'COMPANY' })).data.length;
    expect((await add(labelKeeper, '无权集团', 'COMPANY')).code).toBe(40301);
    expect((await add(labelKeeper, '本厂可加')).code).toBe(0);
    expect((await add(companyKeeper, '本厂不可')).code).toBe(40301);
    const byCompanyKeeper = await add(companyKeeper, '集团可加', 'COMPANY');
    expect(byCompanyKeeper.code).toBe(0);
    const badLevel = await add(boss, '坏层级', 'GROUP');
    expect(badLevel.code).toBe(40001);
    expect(badLevel.data.errors[0].field).toBe('level');
    expect((await call(h.app, 'POST', `${D}/addDefectiveLabel`, { labelName: 'x', level: 'COMPANY' })).code).toBe(440);
    expect((await boss.call('POST', `${D}/facDefectiveLabels`, { level: 'COMPANY' })).data.length).toBe(before + 1);
  });
});

describe('bill labels (sysLabel)', () => {
  it('add per bill type, list, rename, colour, delete; used labels kept', async () => {
    const fee = await boss.call('POST', 'sysLabel/add', { billType: 'FEE', name: '加急', colour: '#ff0000' });
    expect(fee.code).toBe(0);
    expect(fee.data).toMatchObject({ billType: 'FEE', name: '加急', colour: '#ff0000' });
    expect((await boss.call('POST', 'sysLabel/add', { billType: 'FEE', name: '加急' })).code).toBe(40901);
    const purchase = await boss.call('POST', 'sysLabel/add', { billType: 'MATERIALS_PURCHASE', name: '加急' });
    expect(purchase.data.colour).toBe('#1677ff');
    expect((await boss.call('GET', 'sysLabel/list', { billType: 'FEE' })).data.map((l: { id: string }) => l.id)).toEqual([
      fee.data.id,
    ]);
    expect((await boss.call('POST', 'sysLabel/list', {})).data).toHaveLength(2);
    expect((await boss.call('POST', 'sysLabel/update', { id: fee.data.id, name: '特急', colour: '#00aa00' })).data).toMatchObject(
      { name: '特急', colour: '#00aa00' },
    );
    expect((await boss.call('POST', 'sysLabel/colour', { id: fee.data.id, colour: '#123456' })).data.colour).toBe('#123456');
    used.add(purchase.data.id);
    expect((await boss.call('POST', 'sysLabel/delete', { id: purchase.data.id })).code).toBe(40903);
    expect((await boss.call('POST', 'sysLabel/delete', { id: fee.data.id })).code).toBe(0);
    expect((await boss.call('POST', 'sysLabel/list', {})).data.map((l: { id: string }) => l.id)).toEqual([purchase.data.id]);
  });

  it('refuses bad input, other factories, missing permission and session', async () => {
    const id = (await boss.call('POST', 'sysLabel/add', { billType: 'FEE', name: '月结' })).data.id;
    const bad = await boss.call('POST', 'sysLabel/add', { billType: 'fee type', name: '', colour: 'red' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['billType', 'colour', 'name']);
    expect((await intruder.call('POST', 'sysLabel/update', { id, name: 'x' })).code).toBe(40402);
    expect((await intruder.call('POST', 'sysLabel/colour', { id, colour: '#000000' })).code).toBe(40402);
    expect((await intruder.call('POST', 'sysLabel/delete', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'sysLabel/list', {})).data.map((l: { id: string }) => l.id)).not.toContain(id);
    for (const [url, payload] of [
      ['sysLabel/add', { billType: 'FEE', name: 'p' }],
      ['sysLabel/update', { id, name: 'p' }],
      ['sysLabel/colour', { id, colour: '#000000' }],
      ['sysLabel/delete', { id }],
    ] as const) {
      const refused = await powerless.call('POST', url, payload);
      expect(refused.code).toBe(40301);
      expect(refused.msg).toBe('抱歉，您没有操作权限');
      expect((await call(h.app, 'POST', url, payload)).code).toBe(440);
    }
    expect((await call(h.app, 'POST', 'sysLabel/list', {})).code).toBe(440);
    expect(
      (await boss.call('GET', 'sysLabel/list', { billType: 'FEE' })).data.find((l: { id: string }) => l.id === id),
    ).toMatchObject({ name: '月结', colour: '#1677ff' });
  });
});
