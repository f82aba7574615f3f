import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeScanWorld, type ScanWorld } from './scanning.fixture.js';

// POST scanning/handover/batch: all or none, each refused ticket named, checked on locked bundle rows. The parallel
// case overlaps on PostgreSQL (node scripts/with-postgres.mjs ...); on PGlite the two batches run one after another
// and must give the same answer.

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let nobody: Client;
let w: ScanWorld;
let factoryId: string;
let workbayId: string;

const workbay = async (fx: FactoryFixture) => {
  const user = await createStaff(h.db, fx, []);
  await h.db.updateTable('appUser').set({ kind: 'WORKBAY' }).where('id', '=', user.userId).execute();
  return user.userId;
};

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'handover');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'handover (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  await workbay(other);
  const staff = await createStaff(h.db, f, []);
  nobody = await signIn(h.app, staff.loginName, staff.password);
  w = await makeScanWorld(h.db, f, boss);
  workbayId = await workbay(f);
  factoryId = (
    await h.db
      .insertInto('outsideFactory')
      .values({ unitId: f.unitId, name: `车缝厂${w.missionNo}`, code: `H${w.missionNo}`, createdBy: f.boss.userId } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(() => h.close());

const handovers = async () =>
  Number(
    (
      await h.db
        .selectFrom('bundleMovement')
        .select((e) => e.fn.countAll().as('n'))
        .where('missionId', '=', w.missionId)
        .where('kind', '=', 'HANDOVER')
        .executeTakeFirstOrThrow()
    ).n,
  );
const batch = (barcodes: string[], extra: Record<string, unknown> = {}, c: Client = boss) =>
  c.call('POST', 'scanning/handover/batch', { barcodes, missionNodeId: w.sewNodeId, outsideFactoryId: factoryId, ...extra });

describe('POST scanning/handover/batch', () => {
  it('hands several bundles over in one call and answers them with the total', async () => {
    const done = await batch(w.tickets.slice(0, 3), { remark: '送车缝' });
    expect(done.code, done.msg).toBe(0);
    expect(done.data.bundles.map((b: { ticketNo: string }) => b.ticketNo)).toEqual(w.tickets.slice(0, 3));
    expect(done.data).toMatchObject({ nodeName: '车缝', outsideFactoryName: `车缝厂${w.missionNo}`, totalNum: '30' });
    expect(await handovers()).toBe(3);
    const history = await boss.call('GET', `scanning/bundles/${w.tickets[0]}/history`);
    expect(history.data.locationFactoryName).toBe(`车缝厂${w.missionNo}`);
  });

  it('refuses the whole batch naming each refused ticket, and writes nothing', async () => {
    const before = await handovers();
    // tickets[3] is fine, the unknown one and tickets[0] (already handed to this very place) are not.
    const refused = await batch([w.tickets[3]!, 'NO-SUCH-1', w.tickets[0]!]);
    expect(refused.code).toBe(40001);
    expect(refused.data.errors.map((e: { field: string }) => e.field)).toEqual(['barcodes.1', 'barcodes.2']);
    expect(refused.msg).toContain('NO-SUCH-1');
    expect(await handovers()).toBe(before);
    // The same ticket to another place (a workbay too) is a new hand-over.
    const onward = await batch([w.tickets[0]!, w.tickets[3]!], { workbayUserId: workbayId });
    expect(onward.code, onward.msg).toBe(0);
    expect(await handovers()).toBe(before + 2);
  });

  it('names bad input, and answers no session, another factory and no permission with nothing written', async () => {
    const before = await handovers();
    const twice = await batch([w.tickets[4]!, w.tickets[4]!]);
    expect(twice.data.errors[0].field).toBe('barcodes.1');
    const nowhere = await batch([w.tickets[4]!], { outsideFactoryId: null });
    expect(nowhere.data.errors[0].field).toBe('outsideFactoryId');
    const strangerBay = await h.db.selectFrom('appUser').select('id').where('kind', '=', 'WORKBAY').where('id', '!=', workbayId);
    const theirs = (await strangerBay.executeTakeFirstOrThrow()).id;
    expect((await batch([w.tickets[4]!], { workbayUserId: theirs })).data.errors[0].field).toBe('workbayUserId');
    expect((await batch([w.tickets[4]!], {}, intruder)).data.errors[0].field).toBe('missionNodeId');
    expect((await batch([w.tickets[4]!], {}, nobody)).code).toBe(40301);
    const anonymous = await h.app.inject({ method: 'POST', url: '/v1/api/scanning/handover/batch', payload: {} });
    expect(anonymous.json().code).toBe(440);
    expect(await handovers()).toBe(before);
  });

  it('the same ticket in six batches at once: one batch passes, the others are refused naming that ticket', async () => {
    const before = await handovers();
    // Without the bundle lock both batches read "not there yet" on PostgreSQL and both write.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => batch([w.tickets[5]!], { outsideFactoryId: null, workbayUserId: workbayId })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 40001, 40001, 40001, 40001, 40001]);
    for (const loser of answers.filter((a) => a.code !== 0))
      expect(loser.data.errors.map((e: { field: string }) => e.field)).toEqual(['barcodes.0']);
    expect(await handovers()).toBe(before + 1);
  });
});

describe('GET scanning/workbays', () => {
  it("offers the factory's workbays only (not its staff, not another factory's)", async () => {
    const list = await boss.call('GET', 'scanning/workbays');
    expect(list.code, list.msg).toBe(0);
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([workbayId]);
    expect((await nobody.call('GET', 'scanning/workbays')).code).toBe(40301);
  });
});
