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
import { downloadSheet } from '../../../test/xlsx.js';

let h: Harness;
let company: FactoryFixture;
let boss: Client;
let viewer: Client; // sees the members, changes nothing
let powerless: Client;
let stranger: Client; // another company's boss
let staff: { userId: string }; // the account made a member
let second: string; // a second factory of the company
let storehouse: string;
let theirStorehouse: string;

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'fin-member');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  staff = await createStaff(h.db, company, []);
  const v = await createStaff(h.db, company, ['company.financeMember.view']);
  viewer = await signIn(h.app, v.loginName, v.password);
  const p = await createStaff(h.db, company, []);
  powerless = await signIn(h.app, p.loginName, p.password);
  second = await addFactory(h.db, company, 'fin-member-2');
  const other = await createFactory(h.db, 'fin-member-other');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  const made = await boss.call('POST', 'fac/storehouse/addBossStorehouse', {
    name: '财务成员仓',
    kind: 'MATERIAL',
    setUpStorehouseUnit: [{ unitId: boss.unitId, linkKind: 'SHARED' }],
  });
  expect(made.code, made.msg).toBe(0);
  storehouse = made.data.id;
  theirStorehouse = (
    await stranger.call('POST', 'fac/storehouse/addBossStorehouse', { name: '别家仓', kind: 'MATERIAL', setUpStorehouseUnit: [] })
  ).data.id;
});
afterAll(() => h.close());

const memberRows = () => h.db.selectFrom('financeMember').selectAll().where('unitId', 'in', [company.bossUnitId]).execute();
const linkRows = async () => ({
  factories: await h.db.selectFrom('financeMemberFactory').selectAll().orderBy('factoryId').execute(),
  storehouses: await h.db.selectFrom('financeMemberStorehouse').selectAll().orderBy('storehouseId').execute(),
});

describe('finance members (config/members)', () => {
  it('offers the choices, makes a member, lists it first, shows its detail and removes only the membership', async () => {
    const choices = await boss.call('POST', 'config/members/unitRelateGroup', { userId: boss.userId });
    expect(choices.code, choices.msg).toBe(0);
    expect(choices.data.facUnitList.map((f: { id: string }) => f.id)).toEqual([company.unitId, second]);
    expect(choices.data.storeUnitList).toEqual([{ id: storehouse, name: '财务成员仓' }]);
    expect(choices.data.sysFinanceCentre).toEqual({ type: 'SYS_FINANCE_CENTRE', name: '财务中心' });
    expect(choices.data.sysConfigCentre.type).toBe('SYS_CONFIG_CENTRE');

    const saved = await boss.call('POST', 'config/members/menberUpdate', {
      id: staff.userId,
      facUnitList: [{ id: second }, company.unitId],
      storeUnitList: [storehouse],
      sysConfigCentre: false,
      sysFinanceCentre: { type: 'SYS_FINANCE_CENTRE' },
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({
      id: staff.userId,
      isMember: true,
      facUnitList: [{ id: company.unitId }, { id: second }],
      storeUnitList: [{ id: storehouse, name: '财务成员仓' }],
      sysConfigCentre: false,
      sysFinanceCentre: true,
    });
    const page = await viewer.call('POST', 'config/members/memberPage', { pageNum: 1, pageSize: 20 });
    expect(page.data.list[0]).toMatchObject({ id: staff.userId, isMember: true, kind: 'STAFF' });
    expect(page.data.totalCount).toBeGreaterThanOrEqual(4); // the boss and the three staff accounts
    const members = await viewer.call('POST', 'config/members/memberPage', { isMember: true });
    expect(members.data.list.map((r: { id: string }) => r.id)).toEqual([staff.userId]);
    const sheet = await downloadSheet(h.app, viewer.sid, 'config/members/exportExcel', { isMember: true });
    expect(sheet.column('登录名')).toEqual([members.data.list[0].loginName]);
    expect(sheet.column('财务仓库')).toEqual(['财务成员仓']);
    expect(sheet.column('财务中心')).toEqual(['是']);

    // an edit replaces the choices
    const edited = await boss.call('POST', 'config/members/menberUpdate', {
      id: staff.userId,
      facUnitList: [company.unitId],
      storeUnitList: [],
      sysConfigCentre: 1,
      sysFinanceCentre: false,
    });
    expect(edited.data).toMatchObject({ facUnitList: [{ id: company.unitId }], storeUnitList: [], sysConfigCentre: true });
    const detail = await viewer.call('POST', 'config/members/menberDetail', { id: staff.userId });
    expect(detail.data).toMatchObject({ isMember: true, sysConfigCentre: true, sysFinanceCentre: false });

    const removed = await boss.call('POST', 'config/members/menberDelete', { id: staff.userId });
    expect(removed.code, removed.msg).toBe(0);
    expect(await memberRows()).toEqual([]);
    expect(await linkRows()).toEqual({ factories: [], storehouses: [] });
    const user = await h.db.selectFrom('appUser').select('id').where('id', '=', staff.userId).executeTakeFirst();
    expect(user).toEqual({ id: staff.userId }); // the account stays
    expect((await viewer.call('POST', 'config/members/menberDetail', { id: staff.userId })).data.isMember).toBe(false);
    expect((await boss.call('POST', 'config/members/menberDelete', { id: staff.userId })).code).toBe(40402);
  });

  it('refuses without a session, another company, without permission and bad input naming the field', async () => {
    const body = { id: staff.userId, facUnitList: [company.unitId], storeUnitList: [storehouse], sysFinanceCentre: true };
    expect((await boss.call('POST', 'config/members/menberUpdate', body)).code).toBe(0);
    const before = { members: await memberRows(), links: await linkRows() };

    expect((await call(h.app, 'POST', 'config/members/memberPage', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'config/members/menberUpdate', body)).code).toBe(440);
    for (const [url, b] of [
      ['config/members/memberPage', {}],
      ['config/members/menberUpdate', body],
      ['config/members/menberDelete', { id: staff.userId }],
      ['config/members/unitRelateGroup', {}],
    ] as const) {
      expect((await powerless.call('POST', url, b)).code, url).toBe(40301);
    }
    expect((await viewer.call('POST', 'config/members/menberUpdate', body)).code).toBe(40301);
    expect((await viewer.call('POST', 'config/members/menberDelete', { id: staff.userId })).code).toBe(40301);

    // another company: our account is neither seen nor changed, and our factory and storehouse are not theirs to name
    expect((await stranger.call('POST', 'config/members/menberUpdate', body)).code).toBe(40402);
    expect((await stranger.call('POST', 'config/members/menberDelete', { id: staff.userId })).code).toBe(40402);
    expect((await stranger.call('POST', 'config/members/menberDetail', { id: staff.userId })).code).toBe(40402);
    const theirs = await stranger.call('POST', 'config/members/memberPage', { pageSize: 100 });
    expect(theirs.data.list.map((r: { id: string }) => r.id)).not.toContain(staff.userId);
    // a staff account of the second factory sees neither the first factory nor its storehouse (not linked to it)
    const s = await createStaff(h.db, { ...company, unitId: second }, ['company.financeMember.view']);
    const sister = await signIn(h.app, s.loginName, s.password);
    const sisterChoices = await sister.call('POST', 'config/members/unitRelateGroup', {});
    expect(sisterChoices.data.facUnitList.map((f: { id: string }) => f.id)).toEqual([second]);
    expect(sisterChoices.data.storeUnitList.map((x: { id: string }) => x.id)).not.toContain(storehouse);
    const theirChoices = await stranger.call('POST', 'config/members/unitRelateGroup', {});
    expect(theirChoices.data.facUnitList.map((f: { id: string }) => f.id)).not.toContain(company.unitId);
    expect(theirChoices.data.storeUnitList.map((s: { id: string }) => s.id)).not.toContain(storehouse);

    const foreignFactory = await boss.call('POST', 'config/members/menberUpdate', {
      ...body,
      facUnitList: [company.unitId, stranger.unitId],
    });
    expect(foreignFactory.code).toBe(40001);
    expect(foreignFactory.data.errors[0].field).toBe('facUnitList');
    expect(foreignFactory.msg).toBe('财务工厂：第2个工厂不存在或无权操作');
    const foreignStore = await boss.call('POST', 'config/members/menberUpdate', { ...body, storeUnitList: [theirStorehouse] });
    expect(foreignStore.code).toBe(40001);
    expect(foreignStore.data.errors[0].field).toBe('storeUnitList');
    const badId = await boss.call('POST', 'config/members/menberUpdate', { ...body, facUnitList: ['x1'] });
    expect(badId.code).toBe(40001);
    expect(badId.data.errors[0].field).toMatch(/^facUnitList\.0/);
    const noId = await boss.call('POST', 'config/members/menberUpdate', { facUnitList: [] });
    expect(noId.code).toBe(40001);
    expect(noId.data.errors[0].field).toBe('id');
    expect({ members: await memberRows(), links: await linkRows() }).toEqual(before);
  });
});
