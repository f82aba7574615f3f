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

let h: Harness;
let group: FactoryFixture; // the company factories join
let groupBoss: Client;
let solo: FactoryFixture; // a company of its own that hands its factories over
let soloBoss: Client;
let spareId: string; // a second, empty factory of solo

beforeAll(async () => {
  h = await startHarness();
  group = await createFactory(h.db, 'group');
  groupBoss = await signIn(h.app, group.boss.loginName, group.boss.password);
  solo = await createFactory(h.db, 'solo');
  soloBoss = await signIn(h.app, solo.boss.loginName, solo.boss.password);
  spareId = await addFactory(h.db, solo, '空闲厂');
});
afterAll(() => h.close());

const companyOf = async (unitId: string) =>
  (await h.db.selectFrom('unit').select('bossUnitId').where('id', '=', unitId).executeTakeFirstOrThrow()).bossUnitId;

describe('regent-central: joining a factory to a company by its boss code', () => {
  it('keeps the boss codes a company agrees with; unknown codes, its own and repeats are refused', async () => {
    const unknown = await groupBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: 'NOSUCH99' });
    expect(unknown.code).toBe(40001);
    expect(unknown.msg).toBe('老板代码「NOSUCH99」不存在');
    expect(unknown.data.errors[0].field).toBe('bossUnitNo');
    const own = await groupBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: group.bossCode });
    expect(own.code).toBe(40001);
    const added = await groupBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', {
      bossUnitNo: solo.bossCode.toLowerCase(),
    });
    expect(added.code).toBe(0);
    expect(added.data.sendList).toEqual([
      { configId: expect.any(String), bossUnitNo: solo.bossCode, name: expect.any(String), enabled: true, mutual: false },
    ]);
    expect((await groupBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: solo.bossCode })).code).toBe(
      40901,
    );
    const seen = await soloBoss.call('GET', 'fac-regent-central/config/list');
    expect(seen.data).toMatchObject({ sendList: [], receivedList: [{ bossUnitNo: group.bossCode, mutual: false }] });
    const bad = await groupBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: 'x' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('bossUnitNo');
  });

  it('moves an empty factory only once both companies agree, and never one holding data', async () => {
    const oneSided = await soloBoss.call('POST', 'fac-regent-central/config/joinUnit', {
      bossUnitNo: group.bossCode,
      unitId: spareId,
    });
    expect(oneSided.code).toBe(40902);
    expect(await companyOf(spareId)).toBe(solo.bossUnitId);

    const agreed = await soloBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: group.bossCode });
    expect(agreed.data.sendList[0].mutual).toBe(true);
    await h.db.insertInto('role').values({ unitId: solo.unitId, name: '采购', remark: null }).execute();
    const busy = await soloBoss.call('POST', 'fac-regent-central/config/joinUnit', {
      bossUnitNo: group.bossCode,
      unitId: solo.unitId,
    });
    expect(busy.code).toBe(40903);
    expect(busy.data.held).toEqual([{ table: 'role', count: 1 }]);

    // The solo boss works in the spare factory while it leaves.
    expect((await soloBoss.call('POST', 'login/switchUnit', { unitId: spareId })).code).toBe(0);
    const joined = await soloBoss.call('POST', 'fac-regent-central/config/joinUnit', {
      bossUnitNo: group.bossCode,
      unitId: spareId,
    });
    expect(joined.code).toBe(0);
    expect(joined.data).toMatchObject({ id: spareId, bossUnitNo: group.bossCode });
    expect(await companyOf(spareId)).toBe(group.bossUnitId);
    expect((await soloBoss.call('POST', 'login/session')).data.unitId).toBe(solo.unitId);
    expect((await soloBoss.call('GET', 'fac/getEasyFactorys')).data.factorys.map((f: { id: string }) => f.id)).toEqual([
      solo.unitId,
    ]);
    expect((await groupBoss.call('GET', 'fac/getEasyFactorys')).data.factorys.map((f: { id: string }) => f.id)).toContain(
      spareId,
    );
    expect((await groupBoss.call('POST', 'login/switchUnit', { unitId: spareId })).data.unitId).toBe(spareId);
    expect((await soloBoss.call('POST', 'login/switchUnit', { unitId: spareId })).code).toBe(40302);
    const links = await h.db.selectFrom('userUnit').select('userId').where('unitId', '=', spareId).execute();
    expect(links).toEqual([{ userId: group.boss.userId }]);
  });

  it('pushes and receives every factory that can move, counting the refusals; a paused entry stops moves', async () => {
    const other = await createFactory(h.db, 'other');
    const otherBoss = await signIn(h.app, other.boss.loginName, other.boss.password);
    const emptyOne = await addFactory(h.db, other, '空一');
    const emptyTwo = await addFactory(h.db, other, '空二');
    await h.db.insertInto('role').values({ unitId: other.unitId, name: '有数据', remark: null }).execute();
    const mine = await otherBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: group.bossCode });
    const configId = mine.data.sendList[0].configId as string;
    const theirs = await groupBoss.call('POST', 'fac-regent-central/config/addBossUnitNo', { bossUnitNo: other.bossCode });
    const theirEntry = theirs.data.sendList.find((e: { bossUnitNo: string }) => e.bossUnitNo === other.bossCode);

    // Paused on the receiving side: nothing moves.
    expect(
      (await groupBoss.call('POST', 'fac-regent-central/config/enabled', { configId: theirEntry.configId, enabled: false })).code,
    ).toBe(0);
    const paused = await otherBoss.call('POST', 'fac-regent-central/config/fullPush', { configId });
    expect(paused.data).toMatchObject({ successNum: 0, faithNum: 3 });
    expect(await companyOf(emptyOne)).toBe(other.bossUnitId);
    await groupBoss.call('POST', 'fac-regent-central/config/enabled', { configId: theirEntry.configId, enabled: true });

    // Received by the group: the two empty factories move, the one holding data stays.
    const received = await groupBoss.call('GET', 'fac-regent-central/config/list');
    const naming = received.data.receivedList.find((e: { bossUnitNo: string }) => e.bossUnitNo === other.bossCode);
    const pulled = await groupBoss.call('POST', 'fac-regent-central/config/fullReceived', { configId: naming.configId });
    expect(pulled.code).toBe(0);
    expect(pulled.data).toMatchObject({ successNum: 2, faithNum: 1 });
    expect(pulled.data.moved.map((m: { id: string }) => m.id).sort()).toEqual([emptyOne, emptyTwo].sort());
    expect(pulled.data.failed[0]).toMatchObject({ id: other.unitId, reason: expect.stringContaining('已有业务数据') });
    expect(await companyOf(emptyTwo)).toBe(group.bossUnitId);
    expect(await companyOf(other.unitId)).toBe(other.bossUnitId);
    // An entry of ours is not one naming us, and the other way round.
    expect((await groupBoss.call('POST', 'fac-regent-central/config/fullReceived', { configId: theirEntry.configId })).code).toBe(
      40402,
    );
    expect((await groupBoss.call('POST', 'fac-regent-central/config/fullPush', { configId: naming.configId })).code).toBe(40402);
  });

  it('withdraws an agreement, and checks sessions, codes and bad input', async () => {
    const gone = await groupBoss.call('POST', 'fac-regent-central/config/deleteBossUnitNo', { bossUnitNo: solo.bossCode });
    expect(gone.code).toBe(0);
    expect(gone.data.sendList.map((e: { bossUnitNo: string }) => e.bossUnitNo)).not.toContain(solo.bossCode);
    expect((await groupBoss.call('POST', 'fac-regent-central/config/deleteBossUnitNo', { bossUnitNo: solo.bossCode })).code).toBe(
      40001,
    );
    const clerk = await createStaff(h.db, group, ['company.factory.view']);
    const clerkClient = await signIn(h.app, clerk.loginName, clerk.password);
    expect((await clerkClient.call('GET', 'fac-regent-central/config/list')).code).toBe(40301);
    expect(
      (await clerkClient.call('POST', 'fac-regent-central/config/joinUnit', { bossUnitNo: solo.bossCode, unitId: group.unitId }))
        .code,
    ).toBe(40301);
    for (const url of ['list', 'addBossUnitNo', 'deleteBossUnitNo', 'enabled', 'joinUnit', 'fullPush', 'fullReceived'])
      expect(
        (await call(h.app, url === 'list' ? 'GET' : 'POST', `fac-regent-central/config/${url}`, url === 'list' ? undefined : {}))
          .code,
      ).toBe(440);
    const badEnabled = await groupBoss.call('POST', 'fac-regent-central/config/enabled', { configId: 'a', enabled: 'yes' });
    expect(badEnabled.code).toBe(40001);
    expect(badEnabled.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['configId', 'enabled']);
    // Another company's factory cannot be pushed by us.
    const foreign = await soloBoss.call('POST', 'fac-regent-central/config/joinUnit', {
      bossUnitNo: group.bossCode,
      unitId: group.unitId,
    });
    expect(foreign.code).toBe(40402);
    expect(await companyOf(group.unitId)).toBe(group.bossUnitId);
  });
});
