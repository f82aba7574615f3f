import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeScanWorld, type ScanWorld } from './scanning.fixture.js';

// A ticket counts once per node: the scan locks the node as a report does, checks for an earlier scan under that
// lock, and the movement's partial unique index refuses a second SCAN row whatever the timing. Overlapping
// transactions need PostgreSQL (node scripts/with-postgres.mjs ...); on PGlite the requests run one after another.

let h: Harness;
let boss: Client;
let w: ScanWorld;

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'scan-race');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  w = await makeScanWorld(h.db, f, boss);
}, 60_000);
afterAll(() => h.close());

describe('the same ticket scanned 20 times at once at one node', () => {
  it('counts once: one scan, one report, the node rises by the bundle quantity once', async () => {
    const ticket = w.tickets[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        boss.call('POST', `fac-mission-prcd-node-reports/barcode/${ticket}`, { missionNodeId: w.sewNodeId }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.code)).toEqual(Array(19).fill(40901));
    const scans = await h.db.selectFrom('bundleMovement').select('reportId').where('missionNodeId', '=', w.sewNodeId).execute();
    expect(scans).toHaveLength(1);
    const reports = await h.db
      .selectFrom('missionNodeReport')
      .select(['id', 'status'])
      .where('missionNodeId', '=', w.sewNodeId)
      .where('isDeleted', '=', false)
      .execute();
    expect(reports).toEqual([{ id: scans[0]!.reportId, status: 2 }]);
    const node = await h.db
      .selectFrom('missionNode')
      .select('completedNum')
      .where('id', '=', w.sewNodeId)
      .executeTakeFirstOrThrow();
    expect(Number(node.completedNum)).toBe(10);
  });

  it('different tickets scanned at once at one node all count', async () => {
    const answers = await Promise.all(
      w.tickets
        .slice(1)
        .map((t) => boss.call('POST', `fac-mission-prcd-node-reports/barcode/${t}`, { missionNodeId: w.sewNodeId })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill(0));
    const node = await h.db
      .selectFrom('missionNode')
      .select('completedNum')
      .where('id', '=', w.sewNodeId)
      .executeTakeFirstOrThrow();
    expect(Number(node.completedNum)).toBe(60);
  });
});

describe('a ticket whose scan was undone, scanned 10 times at once', () => {
  it('counts once more (the new scans race for the same generation of the unique index)', async () => {
    const ticket = w.tickets[0]!;
    const first = await h.db
      .selectFrom('bundleMovement')
      .select('reportId')
      .where('missionNodeId', '=', w.sewNodeId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${first.reportId}`)).code).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        boss.call('POST', `fac-mission-prcd-node-reports/barcode/${ticket}`, { missionNodeId: w.sewNodeId }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const rows = await h.db
      .selectFrom('bundleMovement')
      .select('generation')
      .where('missionNodeId', '=', w.sewNodeId)
      .where(
        'bundleId',
        '=',
        (await h.db.selectFrom('cuttingBundle').select('id').where('ticketNo', '=', ticket).executeTakeFirstOrThrow()).id,
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.generation)).toEqual([0, 1]);
    const node = await h.db
      .selectFrom('missionNode')
      .select('completedNum')
      .where('id', '=', w.sewNodeId)
      .executeTakeFirstOrThrow();
    expect(Number(node.completedNum)).toBe(60);
  });
});
