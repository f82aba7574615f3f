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
  factory = await createFactory(h.db, 'ofa');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
});
afterAll(() => h.close());

let n = 0;
const uniqueName = () => `加工厂${++n}-${Date.now() % 1e5}`;
const insert = async (body: object = {}, client: Client = boss) => {
  const res = await client.call('POST', 'outside/factory/insert', { name: uniqueName(), ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; code: string };
};
const view = (id: string, client: Client = boss) => client.call('GET', 'outside/factory/view', { id });
const countFactories = async () =>
  Number(
    (
      await h.db
        .selectFrom('outsideFactory')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const NO_PERMISSION = { code: 40301, msg: '抱歉，您没有操作权限' };

describe('ratings and brands', () => {
  it('adds and lists per unit, refuses duplicates, bad input, strangers and sessionless calls', async () => {
    for (const segment of ['rate', 'brand']) {
      const added = await boss.call('POST', `outside/factory/${segment}/add`, { name: `A级${segment}` });
      expect(added.code, added.msg).toBe(0);
      expect((await boss.call('GET', `outside/factory/${segment}/list`)).data).toContainEqual(added.data);
      expect((await intruder.call('GET', `outside/factory/${segment}/list`)).data).not.toContainEqual(added.data);
      expect((await boss.call('POST', `outside/factory/${segment}/add`, { name: `A级${segment}` })).code).toBe(40901);
      const bad = await boss.call('POST', `outside/factory/${segment}/add`, { name: '' });
      expect(bad.code).toBe(40001);
      expect(bad.data.errors[0].field).toBe('name');
      expect(await powerless.call('POST', `outside/factory/${segment}/add`, { name: 'x' })).toMatchObject(NO_PERMISSION);
      expect((await call(h.app, 'POST', `outside/factory/${segment}/add`, { name: 'x' })).code).toBe(440);
      expect((await call(h.app, 'GET', `outside/factory/${segment}/list`)).code).toBe(440);
    }
  });
});

describe('outside/factory/insert', () => {
  it('creates a draft with ratings, brands, links and settlement data; a blank code is generated', async () => {
    const rate = (await boss.call('POST', 'outside/factory/rate/add', { name: '优' })).data;
    const brand = (await boss.call('POST', 'outside/factory/brand/add', { name: '牛厂' })).data;
    const linked = await insert();
    const storeName = `加工厂仓${n}`;
    const store = (await boss.call('POST', 'fac/storehouse/addStorehouse', { name: storeName })).data;
    const created = await insert({
      factoryRateIds: [rate.id],
      attrIds: [brand.id],
      outsideFactoryIds: [linked.id],
      contacts: '王五',
      telephone: '0571-8888',
      mobilePhone: '13800000001',
      address: '杭州市',
      relevanceStoreId: store.id,
      settlementMethod: 'MONTHLY',
      taxRate: '13.5',
      bankAccount: '6222',
      bankName: '工商银行',
    });
    expect(created.code).toMatch(/^JGC\d{5}$/);
    const { data } = await view(created.id);
    expect(data).toMatchObject({
      status: 0,
      stopuse: 0,
      factoryRateIds: [rate.id],
      factoryRateName: '优',
      attrIds: [brand.id],
      attrName: '牛厂',
      outsideFactoryIds: [linked.id],
      commonStorehouseId: store.id,
      commonStorehouseName: storeName,
      settlementMethod: 'MONTHLY',
      taxRate: '13.5',
      canDelete: true,
    });
    expect(data.outsideFactoryRelaName).toContain('加工厂');
    const page = await boss.call('POST', 'outside/factory/page', { keyword: data.name });
    expect(page.data.list[0].commonStorehouseName).toBe(storeName);
    // The storehouse is in use: the factory area refuses to delete it.
    expect((await boss.call('POST', 'fac/storehouse/deleteStorehouse', { id: store.id })).code).not.toBe(0);
  });
  it('refuses duplicates (code case-insensitively) and bad input naming the fields, writing nothing', async () => {
    const name = uniqueName();
    const first = await insert({ name, code: `jg-${n}` });
    expect((await boss.call('POST', 'outside/factory/insert', { name })).data.errors[0].field).toBe('name');
    const dupCode = await boss.call('POST', 'outside/factory/insert', { name: uniqueName(), code: first.code.toUpperCase() });
    expect(dupCode).toMatchObject({ code: 40901 });
    expect(dupCode.data.errors[0].field).toBe('code');
    const before = await countFactories();
    const bad = await boss.call('POST', 'outside/factory/insert', {
      name: 'x'.repeat(21),
      code: '编号!',
      mobilePhone: '2380000000',
      taxRate: '100.5',
      settlementMethod: 'BARTER',
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'code',
      'mobilePhone',
      'name',
      'settlementMethod',
      'taxRate',
    ]);
    expect(await countFactories()).toBe(before);
  });
  it("refuses another factory's ratings, brands and linked factories", async () => {
    const foreignRate = (await intruder.call('POST', 'outside/factory/rate/add', { name: '外厂评级' })).data;
    const foreignFactory = await insert({}, intruder);
    const before = await countFactories();
    const r1 = await boss.call('POST', 'outside/factory/insert', { name: uniqueName(), factoryRateIds: [foreignRate.id] });
    expect(r1.data.errors[0].field).toBe('factoryRateIds');
    const r2 = await boss.call('POST', 'outside/factory/insert', { name: uniqueName(), outsideFactoryIds: [foreignFactory.id] });
    expect(r2.data.errors[0].field).toBe('outsideFactoryIds');
    const r3 = await boss.call('POST', 'outside/factory/insert', { name: uniqueName(), attrIds: ['999999'] });
    expect(r3.data.errors[0].field).toBe('attrIds');
    const foreignStore = (await intruder.call('POST', 'fac/storehouse/addStorehouse', { name: `外厂仓${n}` })).data;
    const r4 = await boss.call('POST', 'outside/factory/insert', { name: uniqueName(), commonStorehouseId: foreignStore.id });
    expect(r4.data.errors[0].field).toBe('commonStorehouseId');
    expect(await countFactories()).toBe(before);
  });
  it('440 without a session, 40301 without fac.outFac.add', async () => {
    expect((await call(h.app, 'POST', 'outside/factory/insert', { name: uniqueName() })).code).toBe(440);
    expect(await powerless.call('POST', 'outside/factory/insert', { name: uniqueName() })).toMatchObject(NO_PERMISSION);
  });
});

describe('outside/factory/update', () => {
  it('edits a draft, bumps the version, refuses a stale version and a link to itself', async () => {
    const f = await insert();
    const name = uniqueName();
    expect((await boss.call('POST', 'outside/factory/update', { id: f.id, version: 1, name, address: '绍兴' })).code).toBe(0);
    expect((await view(f.id)).data).toMatchObject({ name, address: '绍兴', version: 2, code: f.code });
    expect((await boss.call('POST', 'outside/factory/update', { id: f.id, version: 1, name })).code).toBe(40902);
    const self = await boss.call('POST', 'outside/factory/update', { id: f.id, name, outsideFactoryIds: [f.id] });
    expect(self.data.errors[0].field).toBe('outsideFactoryIds');
  });
  it('only drafts and rejected records; strangers, the powerless and bad input change nothing', async () => {
    const f = await insert();
    expect((await intruder.call('POST', 'outside/factory/update', { id: f.id, name: 'hacked' })).code).toBe(40402);
    expect(await powerless.call('POST', 'outside/factory/update', { id: f.id, name: 'hacked' })).toMatchObject(NO_PERMISSION);
    expect((await call(h.app, 'POST', 'outside/factory/update', { id: f.id, name: 'hacked' })).code).toBe(440);
    const bad = await boss.call('POST', 'outside/factory/update', { id: f.id, name: '' });
    expect(bad.data.errors[0].field).toBe('name');
    expect((await view(f.id)).data.name).not.toBe('hacked');
    await boss.call('POST', 'uflo/outside/factory/submit', { id: f.id });
    expect((await boss.call('POST', 'outside/factory/update', { id: f.id, name: uniqueName() })).code).toBe(40902);
  });
});

describe('outside/factory/page, list, view, form, repeat checks', () => {
  it('filters by keyword, rating, brand, stop-use and review status, only this unit', async () => {
    const rate = (await boss.call('POST', 'outside/factory/rate/add', { name: `筛选评级${n}` })).data;
    const brand = (await boss.call('POST', 'outside/factory/brand/add', { name: `筛选品牌${n}` })).data;
    const tag = `独特${Date.now()}`;
    const a = await insert({ name: `${tag}甲`, factoryRateIds: [rate.id], mobilePhone: '13912345678' });
    const b = await insert({ name: `${tag}乙`, attrIds: [brand.id] });
    await insert({ name: `${tag}外` }, intruder);
    await boss.call('GET', 'outside/factory/updateStopuse', { id: b.id, stopuse: '1' });
    await boss.call('POST', 'uflo/outside/factory/submit', { id: a.id });
    const ids = async (body: object) =>
      (await boss.call('POST', 'outside/factory/page', { pageNo: 1, pageSize: 50, keyword: tag, ...body })).data.list.map(
        (r: { id: string }) => r.id,
      );
    expect((await ids({})).sort()).toEqual([a.id, b.id].sort());
    expect(await ids({ factoryRateIds: [rate.id] })).toEqual([a.id]);
    expect(await ids({ attrIds: [brand.id] })).toEqual([b.id]);
    expect(await ids({ brandIds: String(brand.id) })).toEqual([b.id]);
    expect(await ids({ stopuse: 1 })).toEqual([b.id]);
    expect(await ids({ stopuse: 0 })).toEqual([a.id]);
    expect(await ids({ statuses: [2] })).toEqual([a.id]);
    expect(await ids({ reviewStatusList: '0,7' })).toEqual([b.id]);
    expect(await ids({ keyword: '13912345678' })).toEqual([a.id]);
    expect((await boss.call('POST', 'outside/factory/page', { pageNo: 0 })).data.errors[0].field).toBe('pageNo');
    expect(await powerless.call('POST', 'outside/factory/page', {})).toMatchObject(NO_PERMISSION);
    expect((await call(h.app, 'POST', 'outside/factory/page', {})).code).toBe(440);
  });
  it('option list leaves stopped factories out; view and form by id or code; repeat checks; all scoped', async () => {
    const f = await insert();
    const stopped = await insert();
    await boss.call('POST', 'outside/factory/updateStopuse', { id: stopped.id, stopuse: 1 });
    const options = (await boss.call('GET', 'outside/factory/list')).data.map((o: { id: string }) => o.id);
    expect(options).toContain(f.id);
    expect(options).not.toContain(stopped.id);
    const all = (await boss.call('GET', 'outside/factory/list', { includeStopped: 'true' })).data.map(
      (o: { id: string }) => o.id,
    );
    expect(all).toContain(stopped.id);
    expect((await intruder.call('POST', 'outside/factory/list', {})).data.map((o: { id: string }) => o.id)).not.toContain(f.id);
    expect((await call(h.app, 'GET', 'outside/factory/list')).code).toBe(440);

    expect((await boss.call('GET', 'outside/factory/form', { orderNo: f.code })).data.id).toBe(f.id);
    expect((await boss.call('GET', 'outside/factory/view', { code: f.code.toLowerCase() })).data.id).toBe(f.id);
    expect((await intruder.call('GET', 'outside/factory/view', { id: f.id })).code).toBe(40402);
    expect((await boss.call('GET', 'outside/factory/view', {})).data.errors[0].field).toBe('id');
    expect(await powerless.call('GET', 'outside/factory/form', { id: f.id })).toMatchObject(NO_PERMISSION);
    expect((await call(h.app, 'GET', 'outside/factory/view', { id: f.id })).code).toBe(440);

    const { name } = (await view(f.id)).data;
    expect((await boss.call('GET', 'outside/factory/queryRepeatName', { name })).data).toEqual({ exists: true, id: f.id });
    expect((await boss.call('GET', 'outside/factory/queryRepeatName', { name, id: f.id })).data.exists).toBe(false);
    expect((await intruder.call('GET', 'outside/factory/queryRepeatName', { name })).data.exists).toBe(false);
    expect((await boss.call('GET', 'outside/factory/queryRepeatCode', { code: f.code })).data.exists).toBe(true);
    expect((await boss.call('GET', 'outside/factory/queryRepeatCode', {})).data.errors[0].field).toBe('code');
    expect((await call(h.app, 'GET', 'outside/factory/queryRepeatCode', { code: f.code })).code).toBe(440);
  });
});

describe('stop-use, external number, webhooks', () => {
  it('toggle in any status; strangers, the powerless and bad input change nothing', async () => {
    const f = await insert();
    await boss.call('POST', 'uflo/outside/factory/submit', { id: f.id });
    expect((await boss.call('GET', 'outside/factory/updateStopuse', { id: f.id, stopuse: '1' })).code).toBe(0);
    expect((await view(f.id)).data).toMatchObject({ stopuse: 1, status: 2 });
    expect((await intruder.call('POST', 'outside/factory/updateStopuse', { id: f.id, stopuse: 0 })).code).toBe(40402);
    expect(await powerless.call('POST', 'outside/factory/updateStopuse', { id: f.id, stopuse: 0 })).toMatchObject(NO_PERMISSION);
    expect((await call(h.app, 'POST', 'outside/factory/updateStopuse', { id: f.id, stopuse: 0 })).code).toBe(440);
    expect((await boss.call('POST', 'outside/factory/updateStopuse', { id: f.id, stopuse: 2 })).data.errors[0].field).toBe(
      'stopuse',
    );
    expect((await view(f.id)).data.stopuse).toBe(1);
    expect((await boss.call('POST', 'outside/factory/updateStopuse', { id: f.id, stopuse: 0 })).code).toBe(0);
    expect((await view(f.id)).data.stopuse).toBe(0);
  });
  it('external number and webhooks (http(s) URLs with events)', async () => {
    const f = await insert();
    expect((await boss.call('POST', 'outside/factory/updateExtNo', { id: f.id, extNo: 'EXT-001' })).code).toBe(0);
    const hooks = [{ url: 'https://example.com/hook', events: ['MISSION_ASSIGNED', 'STATEMENT_CREATED'] }];
    expect((await boss.call('POST', 'outside/factory/updateWebhooks', { id: f.id, webhooks: hooks })).code).toBe(0);
    expect((await view(f.id)).data).toMatchObject({ extNo: 'EXT-001', webhooks: hooks });

    const bad = await boss.call('POST', 'outside/factory/updateWebhooks', {
      id: f.id,
      webhooks: [
        { url: 'ftp://example.com', events: ['MISSION_ASSIGNED'] },
        { url: 'https://ok.example', events: [] },
      ],
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['webhooks.0.url', 'webhooks.1.events']);
    expect(
      (await boss.call('POST', 'outside/factory/updateExtNo', { id: f.id, extNo: 'x'.repeat(51) })).data.errors[0].field,
    ).toBe('extNo');
    expect((await intruder.call('POST', 'outside/factory/updateExtNo', { id: f.id, extNo: 'hacked' })).code).toBe(40402);
    expect((await intruder.call('POST', 'outside/factory/updateWebhooks', { id: f.id, webhooks: [] })).code).toBe(40402);
    expect(await powerless.call('POST', 'outside/factory/updateExtNo', { id: f.id, extNo: 'x' })).toMatchObject(NO_PERMISSION);
    expect(await powerless.call('POST', 'outside/factory/updateWebhooks', { id: f.id, webhooks: [] })).toMatchObject(
      NO_PERMISSION,
    );
    expect((await call(h.app, 'POST', 'outside/factory/updateExtNo', { id: f.id, extNo: 'x' })).code).toBe(440);
    expect((await call(h.app, 'POST', 'outside/factory/updateWebhooks', { id: f.id, webhooks: [] })).code).toBe(440);
    expect((await view(f.id)).data).toMatchObject({ extNo: 'EXT-001', webhooks: hooks });
  });
});

describe('outside/factory/delete', () => {
  it('deletes drafts only; strangers and the powerless are refused', async () => {
    const f = await insert();
    expect((await intruder.call('POST', 'outside/factory/delete', { id: f.id })).code).toBe(40402);
    expect(await powerless.call('GET', 'outside/factory/delete', { id: f.id })).toMatchObject(NO_PERMISSION);
    expect((await call(h.app, 'POST', 'outside/factory/delete', { id: f.id })).code).toBe(440);
    expect((await boss.call('POST', 'outside/factory/delete', { id: 'abc' })).data.errors[0].field).toBe('id');
    expect((await boss.call('GET', 'outside/factory/delete', { id: f.id, factoryId: factory.unitId })).code).toBe(0);
    expect((await view(f.id)).code).toBe(40402);
    const reviewed = await insert();
    await boss.call('POST', 'uflo/outside/factory/submit', { id: reviewed.id });
    expect((await boss.call('DELETE', 'outside/factory/delete', { id: reviewed.id })).code).toBe(40902);
  });
});

describe('the uflo/outside/factory family and the review desk', () => {
  it('submit, task, review, apply anti-review, undo-status, with a review configuration', async () => {
    const approverStaff = await createStaff(h.db, factory, ['fac.outFac.list']);
    const approver = await signIn(h.app, approverStaff.loginName, approverStaff.password);
    const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
      billType: 'OUTSIDE_FACTORY',
      isUse: true,
      normalReviewer: [approverStaff.userId],
      antiReviewer: approverStaff.userId,
    });
    expect(cfg.code, cfg.msg).toBe(0);
    const f = await insert({ contacts: '审核联系人' });
    expect((await boss.call('POST', 'uflo/outside/factory/submit', { id: f.id, unitId: factory.unitId })).data.status).toBe(1);
    const tasks = await approver.call('POST', 'uflo/outside/factory/task', { pageNo: 1, pageSize: 20, billIds: [f.id] });
    expect(tasks.data.list[0]).toMatchObject({ billType: 'OUTSIDE_FACTORY', billNo: f.code, extra: { contacts: '审核联系人' } });
    const reject = await approver.call('POST', 'uflo/outside/factory/review', { id: f.id, result: false, message: '资料不全' });
    expect(reject.data.status).toBe(4);
    expect((await view(f.id)).data.msg).toBe('资料不全');
    await boss.call('POST', 'uflo/outside/factory/submit', { id: f.id });
    const taskId = (await approver.call('POST', 'uflo/outside/factory/task', { pageNo: 1, pageSize: 20, billIds: [f.id] })).data
      .list[0].taskId;
    expect((await approver.call('POST', 'uflo/outside/factory/review', { taskId, result: true })).data.status).toBe(2);
    expect((await boss.call('POST', 'uflo/outside/factory/apply-anti-review', { id: f.id, message: '改地址' })).data.status).toBe(
      3,
    );
    expect((await boss.call('GET', 'uflo/outside/factory/undo-status', { id: f.id })).data.status).toBe(2);
    expect((await intruder.call('POST', 'uflo/outside/factory/submit', { id: f.id })).code).toBe(40402);
    expect((await call(h.app, 'POST', 'uflo/outside/factory/submit', { id: f.id })).code).toBe(440);
    const draft = await insert();
    expect((await powerless.call('POST', 'uflo/outside/factory/submit', { id: draft.id })).code).toBe(40301);
    await boss.call('POST', 'bill-review-config/updateOneConfig', { billType: 'OUTSIDE_FACTORY', isUse: false, steps: [] });
  });
});
