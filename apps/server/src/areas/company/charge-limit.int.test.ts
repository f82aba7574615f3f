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
let company: FactoryFixture;
let boss: Client;
let manager: Client; // holds both charge-limit codes but is no boss
let powerless: Client;
let stranger: Client;
let strangerCompany: FactoryFixture;

beforeAll(async () => {
  h = await startHarness({ DEFAULT_WORKBAY_LIMIT: '3' });
  company = await createFactory(h.db, 'quota');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  const m = await createStaff(h.db, company, ['company.chargeLimit.view', 'company.chargeLimit.update', 'fac.workbay.add']);
  manager = await signIn(h.app, m.loginName, m.password);
  const p = await createStaff(h.db, company, []);
  powerless = await signIn(h.app, p.loginName, p.password);
  strangerCompany = await createFactory(h.db, 'quota-stranger');
  stranger = await signIn(h.app, strangerCompany.boss.loginName, strangerCompany.boss.password);
});
afterAll(() => h.close());

const stored = () => h.db.selectFrom('chargeLimit').selectAll().where('unitId', '=', company.bossUnitId).executeTakeFirst();
let workbayNo = 0;
const addWorkbay = (client: Client) => {
  workbayNo += 1;
  return client.call('POST', 'fac/facWorkBay/addFacWorkBay', {
    no: `Q-${workbayNo}`,
    name: `工位${workbayNo}`,
    password: 'pass123',
    roleList: [],
    groupList: [],
  });
};

describe('charge limits', () => {
  it('answers the defaults from the configuration until the company has its own', async () => {
    const detail = await boss.call('GET', 'unit/chargeManage/detail');
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      bossUnitId: company.bossUnitId,
      bossCode: company.bossCode,
      factoryCount: 1,
      maxFactories: 5,
      workbayCount: 0,
      maxWorkbays: 3,
      isCustom: false,
      updatedBy: null,
    });
    const list = await manager.call('POST', 'unit/chargeManage/list', {
      keyword: company.bossCode.toLowerCase(),
      pageNo: 1,
      pageSize: 20,
    });
    expect(list.data.totalCount).toBe(1);
    expect(list.data.list[0].factoryNames).toHaveLength(1);
    expect((await boss.call('POST', 'unit/chargeManage/list', { keyword: '没有这家' })).data).toMatchObject({
      list: [],
      totalCount: 0,
    });
  });

  it('refuses a workbay past the quota with a clear message, and counts again once raised', async () => {
    for (let i = 0; i < 3; i += 1) expect((await addWorkbay(manager)).code).toBe(0);
    const refused = await addWorkbay(manager);
    expect(refused.code).toBe(40902);
    expect(refused.msg).toBe('已达到工位数量上限（3），请联系服务商');
    expect((await boss.call('GET', 'unit/chargeManage/detail')).data.workbayCount).toBe(3);
    const raised = await boss.call('POST', 'unit/chargeManage/update', {
      bossUnitId: company.bossUnitId,
      maxFactories: 2,
      maxWorkbays: 4,
    });
    expect(raised.code).toBe(0);
    expect(raised.data).toMatchObject({ maxFactories: 2, maxWorkbays: 4, isCustom: true, updatedBy: expect.any(String) });
    expect((await addWorkbay(manager)).code).toBe(0);
    expect((await addWorkbay(manager)).code).toBe(40902);
  });

  it('is changed by the boss account only, never below what the company has, and logged', async () => {
    const refused = await manager.call('POST', 'unit/chargeManage/update', { maxFactories: 9, maxWorkbays: 90 });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('只有老板账号可以修改收费限制');
    const below = await boss.call('POST', 'unit/chargeManage/update', { maxFactories: 1, maxWorkbays: 2 });
    expect(below.code).toBe(40001);
    expect(below.data.errors).toEqual([{ field: 'maxWorkbays', message: '工位数量上限不能小于现有工位数（4）' }]);
    expect(await stored()).toMatchObject({ maxFactories: 2, maxWorkbays: 4 });
    expect((await boss.call('POST', 'unit/chargeManage/update', { maxFactories: 1, maxWorkbays: 4 })).code).toBe(0);
    const log = await h.db
      .selectFrom('operationLog')
      .select(['detail', 'userId'])
      .where('action', '=', 'CHARGE_LIMIT_UPDATE')
      .where('targetId', '=', company.bossUnitId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      userId: company.boss.userId,
      detail: { before: { maxFactories: 2, maxWorkbays: 4 }, after: { maxFactories: 1, maxWorkbays: 4 } },
    });
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    for (const [body, field] of [
      [{ maxFactories: 'abc', maxWorkbays: 5 }, 'maxFactories'],
      [{ maxFactories: 0, maxWorkbays: 5 }, 'maxFactories'],
      [{ maxFactories: 3, maxWorkbays: -1 }, 'maxWorkbays'],
      [{ maxFactories: 3, maxWorkbays: 1.5 }, 'maxWorkbays'],
      [{ maxFactories: 3 }, 'maxWorkbays'],
    ] as const) {
      const bad = await boss.call('POST', 'unit/chargeManage/update', body);
      expect(bad.code).toBe(40001);
      expect(bad.data.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    expect(await stored()).toMatchObject({ maxFactories: 1, maxWorkbays: 4 });
  });

  it("keeps another company's limits out of reach, and checks sessions and codes", async () => {
    const read = await stranger.call('GET', 'unit/chargeManage/detail', { bossUnitId: company.bossUnitId });
    expect(read.code).toBe(40302);
    const write = await stranger.call('POST', 'unit/chargeManage/update', {
      bossUnitId: company.bossUnitId,
      maxFactories: 99,
      maxWorkbays: 99,
    });
    expect(write.code).toBe(40302);
    const theirs = await stranger.call('POST', 'unit/chargeManage/list', {});
    expect(theirs.data.list.map((r: { bossUnitId: string }) => r.bossUnitId)).toEqual([strangerCompany.bossUnitId]);
    expect(await stored()).toMatchObject({ maxFactories: 1, maxWorkbays: 4 });
    expect((await powerless.call('GET', 'unit/chargeManage/detail')).code).toBe(40301);
    expect((await powerless.call('POST', 'unit/chargeManage/list', {})).code).toBe(40301);
    expect((await powerless.call('POST', 'unit/chargeManage/update', { maxFactories: 9, maxWorkbays: 9 })).code).toBe(40301);
    for (const [method, url] of [
      ['GET', 'unit/chargeManage/detail'],
      ['POST', 'unit/chargeManage/list'],
      ['POST', 'unit/chargeManage/update'],
    ] as const)
      expect((await call(h.app, method, url, method === 'POST' ? {} : undefined)).code).toBe(440);
  });
});
