import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let seq = 0;
function newPhone(): string {
  seq += 1;
  return `136${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
}
/** A second factory of the same company, with the staff user as a member of both. */
async function secondFactory(f: FactoryFixture, memberIds: string[]) {
  const unit = await h.db
    .insertInto('unit')
    .values({
      kind: 'FACTORY',
      bossUnitId: f.bossUnitId,
      code: null,
      name: `二厂${Date.now()}${seq++}`,
      contactName: null,
      mobilePhone: null,
      telephone: null,
      address: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of memberIds) await h.db.insertInto('userUnit').values({ userId, unitId: unit.id }).execute();
  return unit.id;
}

describe('facUser/getMyInfo', () => {
  it('answers the session data of the caller', async () => {
    const f = await createFactory(h.db, 'me');
    const staff = await createStaff(h.db, f, ['fac.supplier.list']);
    const me = await signIn(h.app, staff.loginName, staff.password);
    const res = await me.call('POST', 'facUser/getMyInfo');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      userId: staff.userId,
      unitId: f.unitId,
      sid: me.sid,
      role: 0,
      permissionList: ['fac.supplier.list'],
    });
    expect(res.data.userInfo.loginName).toBe(staff.loginName);
  });

  it('no session: 440', async () => {
    expect((await call(h.app, 'POST', 'facUser/getMyInfo')).code).toBe(440);
  });
});

describe('facUser/updateMyInfo', () => {
  it('changes name and phone and answers the fresh session data; the change is logged', async () => {
    const f = await createFactory(h.db, 'me');
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const phone = newPhone();
    const res = await me.call('POST', 'facUser/updateMyInfo', { userName: '新名字', phone });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.userInfo).toMatchObject({ userName: '新名字', phone });
    const log = await h.db
      .selectFrom('operationLog')
      .select(['action', 'detail'])
      .where('userId', '=', f.boss.userId)
      .where('action', '=', 'UPDATE_MY_INFO')
      .executeTakeFirstOrThrow();
    expect(log.detail).toEqual({ fields: ['userName', 'phone'] });
  });

  it('refuses a phone another account uses (40901 phone)', async () => {
    const f = await createFactory(h.db, 'me');
    const g = await createFactory(h.db, 'other');
    const phone = newPhone();
    await h.db.updateTable('appUser').set({ phone }).where('id', '=', g.boss.userId).execute();
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const res = await me.call('POST', 'facUser/updateMyInfo', { phone });
    expect(res.code).toBe(40901);
    expect(res.data.errors[0].field).toBe('phone');
  });

  it('a new password needs the right old one; then other sessions end (1001), this one stays', async () => {
    const f = await createFactory(h.db, 'me');
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const otherTab = await signIn(h.app, f.boss.loginName, f.boss.password);
    const missing = await me.call('POST', 'facUser/updateMyInfo', { newPassword: 'brandnew1' });
    expect(missing.code).toBe(40001);
    expect(missing.data.errors[0].field).toBe('oldPassword');
    const wrong = await me.call('POST', 'facUser/updateMyInfo', { oldPassword: 'wrong', newPassword: 'brandnew1' });
    expect(wrong.code).toBe(40001);
    expect(wrong.data.errors[0].field).toBe('oldPassword');
    const ok = await me.call('POST', 'facUser/updateMyInfo', { oldPassword: f.boss.password, newPassword: 'brandnew1' });
    expect(ok.code, ok.msg).toBe(0);
    expect((await me.call('POST', 'facUser/getMyInfo')).code).toBe(0);
    expect((await otherTab.call('POST', 'facUser/getMyInfo')).code).toBe(1001);
    await signIn(h.app, f.boss.loginName, 'brandnew1');
  });

  it('invalid body: 40001 naming phone, nothing changed', async () => {
    const f = await createFactory(h.db, 'me');
    const me = await signIn(h.app, f.boss.loginName, f.boss.password);
    const res = await me.call('POST', 'facUser/updateMyInfo', { userName: '改了', phone: '999' });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('phone');
    expect((await me.call('POST', 'facUser/getMyInfo')).data.userInfo.userName).not.toBe('改了');
  });

  it('no session: 440', async () => {
    expect((await call(h.app, 'POST', 'facUser/updateMyInfo', { userName: 'x' })).code).toBe(440);
  });
});

describe('facUser/getUnitUser', () => {
  it('lists the enabled users of the current factory with the boss accounts; no one of another factory', async () => {
    const f = await createFactory(h.db, 'uu');
    const g = await createFactory(h.db, 'uu2');
    const a = await createStaff(h.db, f, []);
    const gone = await createStaff(h.db, f, []);
    await h.db.updateTable('appUser').set({ isEnabled: false }).where('id', '=', gone.userId).execute();
    const outsider = await createStaff(h.db, g, []);
    const staff = await signIn(h.app, a.loginName, a.password);
    for (const method of ['POST', 'GET'] as const) {
      const res = await staff.call(method, 'facUser/getUnitUser', method === 'POST' ? {} : undefined);
      expect(res.code).toBe(0);
      const ids = res.data.map((u: { userId: string }) => u.userId);
      expect(ids).toEqual([f.boss.userId, a.userId]);
      expect(ids).not.toContain(outsider.userId);
      expect(res.data[0]).toMatchObject({ kind: 'BOSS', loginName: f.boss.loginName });
    }
    const byKeyword = await staff.call('POST', 'facUser/getUnitUser', { keyword: a.loginName });
    expect(byKeyword.data.map((u: { userId: string }) => u.userId)).toEqual([a.userId]);
  });

  it('a unitId of another factory in the body is refused (40302)', async () => {
    const f = await createFactory(h.db, 'uu');
    const g = await createFactory(h.db, 'uu2');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    expect((await boss.call('POST', 'facUser/getUnitUser', { unitId: g.unitId })).code).toBe(40302);
  });

  it('no session: 440; invalid body: 40001 naming keyword', async () => {
    expect((await call(h.app, 'POST', 'facUser/getUnitUser', {})).code).toBe(440);
    const f = await createFactory(h.db, 'uu');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const res = await boss.call('POST', 'facUser/getUnitUser', { keyword: 'x'.repeat(51) });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('keyword');
  });
});

describe('facUser/getUnitsUsers', () => {
  it('groups users per factory the caller may enter; another company’s factory is ignored', async () => {
    const f = await createFactory(h.db, 'us');
    const g = await createFactory(h.db, 'us2');
    const a = await createStaff(h.db, f, []);
    const b = await createStaff(h.db, f, []);
    const second = await secondFactory(f, [a.userId]);
    const staff = await signIn(h.app, a.loginName, a.password);
    const all = await staff.call('POST', 'facUser/getUnitsUsers', {});
    expect(all.code).toBe(0);
    expect(all.data.map((u: { unitId: string }) => u.unitId)).toEqual([f.unitId, second]);
    expect(all.data[1].users.map((u: { userId: string }) => u.userId)).toEqual([f.boss.userId, a.userId]);
    expect(all.data[0].users.map((u: { userId: string }) => u.userId)).toContain(b.userId);
    const some = await staff.call('POST', 'facUser/getUnitsUsers', { unitIds: [second, g.unitId] });
    expect(some.data.map((u: { unitId: string }) => u.unitId)).toEqual([second]);
  });

  it('no session: 440; invalid body: 40001 naming unitIds', async () => {
    expect((await call(h.app, 'POST', 'facUser/getUnitsUsers', {})).code).toBe(440);
    const f = await createFactory(h.db, 'us');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const res = await boss.call('POST', 'facUser/getUnitsUsers', { unitIds: ['abc'] });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toMatch(/^unitIds/);
  });
});
