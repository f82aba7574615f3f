import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'sup');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

let n = 0;
const uniqueName = () => `布行${++n}-${Date.now() % 1e6}`;
const countSuppliers = async () =>
  Number(
    (
      await h.db
        .selectFrom('supplier')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('supplier/insert', () => {
  it('creates a draft and generates a code when blank', async () => {
    const res = await boss.call('POST', 'supplier/insert', {
      name: uniqueName(),
      contacts: '李四',
      mobilePhone: '13800000000',
      remark: '面料',
    });
    expect(res.code).toBe(0);
    expect(res.data.code).toMatch(/^GYS\d{5}$/);
    const view = await boss.call('GET', 'supplier/view', { id: res.data.id });
    expect(view.data).toMatchObject({ status: 0, contacts: '李四', code: res.data.code });
  });
  it('keeps a typed code and refuses a duplicate name or code (case-insensitive code)', async () => {
    const name = uniqueName();
    const first = await boss.call('POST', 'supplier/insert', { name, code: `ab${n}` });
    expect(first.data.code).toBe(`ab${n}`);
    const dupName = await boss.call('POST', 'supplier/insert', { name });
    expect(dupName).toMatchObject({ code: 40901 });
    expect(dupName.data.errors[0].field).toBe('name');
    const dupCode = await boss.call('POST', 'supplier/insert', { name: uniqueName(), code: first.data.code.toUpperCase() });
    expect(dupCode.data.errors[0].field).toBe('code');
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await countSuppliers();
    const res = await boss.call('POST', 'supplier/insert', { name: 'x'.repeat(21), code: '编号!' });
    expect(res.code).toBe(40001);
    expect(res.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['code', 'name']);
    expect(await countSuppliers()).toBe(before);
  });
  it('answers in English when asked', async () => {
    const res = await call(
      h.app,
      'POST',
      'supplier/insert',
      { name: '' },
      { cookie: `sid=${boss.sid}`, 'accept-language': 'en' },
    );
    expect(res.msg).toBe('Name is required');
  });
  it('refuses a body whose unitId is another factory', async () => {
    const res = await boss.call('POST', 'supplier/insert', { name: uniqueName(), unitId: '999999' });
    expect(res.code).toBe(40302);
  });
  it('440 without a session, 40301 without fac.supplier.add', async () => {
    expect((await call(h.app, 'POST', 'supplier/insert', { name: uniqueName() })).code).toBe(440);
    const res = await powerless.call('POST', 'supplier/insert', { name: uniqueName() });
    expect(res).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });
});

describe('supplier/update', () => {
  it('edits a draft, bumps the version and refuses a stale version', async () => {
    const { data } = await boss.call('POST', 'supplier/insert', { name: uniqueName() });
    const name = uniqueName();
    const ok = await boss.call('POST', 'supplier/update', { id: data.id, version: 1, name, address: '杭州' });
    expect(ok.code).toBe(0);
    const view = await boss.call('GET', 'supplier/view', { id: data.id });
    expect(view.data).toMatchObject({ name, address: '杭州', version: 2, code: data.code });
    expect((await boss.call('POST', 'supplier/update', { id: data.id, version: 1, name })).code).toBe(40902);
  });
  it("another unit's id is not found and not changed; no permission is refused; bad input names the field", async () => {
    const { data } = await boss.call('POST', 'supplier/insert', { name: uniqueName() });
    expect((await intruder.call('POST', 'supplier/update', { id: data.id, name: 'hacked' })).code).toBe(40402);
    expect((await powerless.call('POST', 'supplier/update', { id: data.id, name: 'hacked' })).code).toBe(40301);
    const bad = await boss.call('POST', 'supplier/update', { id: data.id, name: '' });
    expect(bad.data.errors[0].field).toBe('name');
    expect((await boss.call('GET', 'supplier/view', { id: data.id })).data.name).not.toBe('hacked');
    expect((await call(h.app, 'POST', 'supplier/update', { id: data.id, name: 'x' })).code).toBe(440);
  });
});

describe('supplier/page, list, view, repeat checks', () => {
  it('pages with keyword and status filters, only this unit', async () => {
    const name = `独特${Date.now()}`;
    await boss.call('POST', 'supplier/insert', { name, mobilePhone: '0571-88' });
    await intruder.call('POST', 'supplier/insert', { name: `${name}外厂` });
    const page = await boss.call('POST', 'supplier/page', { pageNo: 1, pageSize: 10, keyword: name });
    expect(page.data.totalCount).toBe(1);
    expect(page.data.list[0].name).toBe(name);
    const byPhone = await boss.call('POST', 'supplier/page', { pageNum: 1, pageSize: 10, keyword: '0571-88' });
    expect(byPhone.data.list.map((s: { name: string }) => s.name)).toContain(name);
    const drafts = await boss.call('POST', 'supplier/page', { pageNo: 1, pageSize: 100, statuses: [2] });
    expect(drafts.data.list.every((s: { status: number }) => s.status === 2)).toBe(true);
    expect((await boss.call('POST', 'supplier/page', { pageNo: 0 })).code).toBe(40001);
    expect((await powerless.call('POST', 'supplier/page', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'supplier/page', {})).code).toBe(440);
  });
  it('option list, view by code, repeat checks, all scoped to the unit', async () => {
    const name = uniqueName();
    const { data } = await boss.call('POST', 'supplier/insert', { name });
    const options = await boss.call('POST', 'supplier/list', {});
    expect(options.data).toContainEqual({ id: data.id, name });
    expect((await intruder.call('POST', 'supplier/list', {})).data.map((o: { id: string }) => o.id)).not.toContain(data.id);
    expect((await boss.call('GET', 'supplier/view', { code: data.code })).data.id).toBe(data.id);
    expect((await boss.call('GET', 'supplier/form', { orderNo: data.code })).data.id).toBe(data.id);
    expect((await intruder.call('GET', 'supplier/view', { id: data.id })).code).toBe(40402);
    expect((await boss.call('GET', 'supplier/view', {})).code).toBe(40001);
    expect((await boss.call('GET', 'supplier/queryRepeatName', { name })).data).toEqual({ exists: true, id: data.id });
    expect((await boss.call('GET', 'supplier/queryRepeatName', { name, id: data.id })).data.exists).toBe(false);
    expect((await intruder.call('GET', 'supplier/queryRepeatName', { name })).data.exists).toBe(false);
    expect((await boss.call('GET', 'supplier/queryRepeatCode', { code: data.code.toLowerCase() })).data.exists).toBe(true);
    expect((await boss.call('GET', 'supplier/queryRepeatCode', {})).code).toBe(40001);
    expect((await call(h.app, 'GET', 'supplier/queryRepeatName', { name })).code).toBe(440);
  });
});

describe('supplier/delete and getRelatedMaterials', () => {
  it('deletes a draft nothing uses; refuses reviewed ones, other units and users without permission', async () => {
    const { data } = await boss.call('POST', 'supplier/insert', { name: uniqueName() });
    expect((await boss.call('GET', 'supplier/getRelatedMaterials', { supplierId: data.id })).data).toEqual({
      list: [],
      totalCount: 0,
    });
    expect((await intruder.call('GET', 'supplier/getRelatedMaterials', { supplierId: data.id })).code).toBe(40402);
    expect((await intruder.call('POST', 'supplier/delete', { id: data.id })).code).toBe(40402);
    expect((await powerless.call('POST', 'supplier/delete', { id: data.id })).code).toBe(40301);
    expect((await boss.call('POST', 'supplier/delete', { id: 'abc' })).code).toBe(40001);
    expect((await call(h.app, 'POST', 'supplier/delete', { id: data.id })).code).toBe(440);
    expect((await boss.call('POST', 'supplier/delete', { id: data.id })).code).toBe(0);
    expect((await boss.call('GET', 'supplier/view', { id: data.id })).code).toBe(40402);
    const row = await h.db.selectFrom('supplier').select('isDeleted').where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.isDeleted).toBe(true);

    const reviewed = await boss.call('POST', 'supplier/insert', { name: uniqueName() });
    await boss.call('POST', 'uflo/COMMON_MATERIEL_SUPPLIER/submit', { id: reviewed.data.id });
    expect((await boss.call('GET', 'supplier/delete', { id: reviewed.data.id })).code).toBe(40902);
  });
});
