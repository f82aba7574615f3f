import { NodeReportPermission } from '@gf/contracts';
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
import { downloadSheet } from '../../../test/xlsx.js';
import { makeScanWorld, type ScanWorld } from './scanning.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let nobody: Client;
let w: ScanWorld;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'scanning');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'scanning (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, f, []);
  nobody = await signIn(h.app, staff.loginName, staff.password);
  w = await makeScanWorld(h.db, f, boss);
}, 60_000);
afterAll(() => h.close());

const scan = (ticket: string, nodeId: string, c: Client = boss) =>
  c.call('POST', `fac-mission-prcd-node-reports/barcode/${encodeURIComponent(ticket)}`, { missionNodeId: nodeId });
const movements = async () =>
  Number(
    (
      await h.db
        .selectFrom('bundleMovement')
        .select((e) => e.fn.countAll().as('n'))
        .where('missionId', '=', w.missionId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const nodeCompleted = async (id: string) =>
  (await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', id).executeTakeFirstOrThrow()).completedNum;

describe('a scan at a node (POST fac-mission-prcd-node-reports/barcode/{barcode})', () => {
  it('reports the bundle at the node once, answers what it was and the running count', async () => {
    const first = await scan(w.tickets[0]!, w.sewNodeId);
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({
      ticketNo: w.tickets[0],
      num: '10',
      nodeName: '车缝',
      reportStatus: 2,
      count: { bundles: 1, pieces: '10' },
    });
    expect(first.data.colorName).toMatch(/^黑/);
    const second = await scan(w.tickets[1]!, w.sewNodeId);
    expect(second.data.count).toEqual({ bundles: 2, pieces: '20', codes: 0 });
    expect(Number(await nodeCompleted(w.sewNodeId))).toBe(20);

    const again = await scan(w.tickets[0]!, w.sewNodeId);
    expect(again.code).toBe(40901);
    expect(again.msg).toContain('不重复计数');
    const en = await call(
      h.app,
      'POST',
      `fac-mission-prcd-node-reports/barcode/${w.tickets[0]}`,
      { missionNodeId: w.sewNodeId },
      {
        cookie: `sid=${boss.sid}`,
        lang: 'en',
      },
    );
    expect(en.msg).toContain('not counted twice');
    expect(Number(await nodeCompleted(w.sewNodeId))).toBe(20);
    expect(await movements()).toBe(2);
  });

  it('refuses a scan out of order, unless the node allows it', async () => {
    const out = await scan(w.tickets[2]!, w.pressNodeId);
    expect(out.code).toBe(40902);
    expect(out.msg).toContain('车缝');
    expect(await movements()).toBe(2);
    // the bundle done at 车缝 goes on to 整烫
    expect((await scan(w.tickets[0]!, w.pressNodeId)).code).toBe(0);
    await sqlAllowOutOfOrder(w.pressPrcdNodeId);
    const allowed = await scan(w.tickets[2]!, w.pressNodeId);
    expect(allowed.code, allowed.msg).toBe(0);
    expect(allowed.data.count).toEqual({ bundles: 2, pieces: '20', codes: 0 });
  });

  it('refuses the cutting node, an unknown code, another mission and bad input, writing nothing', async () => {
    const before = await movements();
    expect((await scan(w.tickets[3]!, w.cutNodeId)).data.errors[0].field).toBe('missionNodeId');
    const unknown = await scan('NO-SUCH-TICKET', w.sewNodeId);
    expect(unknown.code).toBe(40402);
    expect(unknown.msg).toContain('NO-SUCH-TICKET');
    const other = await makeScanWorld(h.db, f, boss);
    const foreign = await scan(other.tickets[0]!, w.sewNodeId);
    expect(foreign.code).toBe(40001);
    expect(foreign.data.errors[0].field).toBe('missionNodeId');
    const bad = await boss.call('POST', `fac-mission-prcd-node-reports/barcode/${w.tickets[3]}`, { missionNodeId: 'abc' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('missionNodeId');
    expect(await movements()).toBe(before);
  });

  it('refuses no session, another company (not found) and no permission', async () => {
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/v1/api/fac-mission-prcd-node-reports/barcode/${w.tickets[3]}`,
      payload: { missionNodeId: w.sewNodeId },
    });
    expect(anonymous.json().code).toBe(440);
    expect((await scan(w.tickets[3]!, w.sewNodeId, intruder)).code).toBe(40402);
    expect((await scan(w.tickets[3]!, w.sewNodeId, nobody)).code).toBe(40301);
    const reporter = await createStaff(h.db, f, [NodeReportPermission.report]);
    const notCharger = await signIn(h.app, reporter.loginName, reporter.password);
    expect((await scan(w.tickets[3]!, w.sewNodeId, notCharger)).code).toBe(40301);
  });
});

describe('the code, the node count, history, hand-over and work in progress', () => {
  it('GET barcode/{barcode}: the bundle and where it was scanned', async () => {
    const res = await boss.call('GET', `fac-mission-prcd-node-reports/barcode/${w.tickets[0]}`);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.nodes.map((n: { isScanned: boolean }) => n.isScanned)).toEqual([false, true, true]);
    expect(res.data.nodes[0].isCutting).toBe(true);
    expect((await intruder.call('GET', `fac-mission-prcd-node-reports/barcode/${w.tickets[0]}`)).code).toBe(40402);
    expect((await nobody.call('GET', `fac-mission-prcd-node-reports/barcode/${w.tickets[0]}`)).code).toBe(40301);
    expect(
      (await h.app.inject({ method: 'GET', url: `/v1/api/fac-mission-prcd-node-reports/barcode/${w.tickets[0]}` })).json().code,
    ).toBe(440);
    const long = await boss.call('GET', `fac-mission-prcd-node-reports/barcode/${'X'.repeat(81)}`);
    expect(long.data.errors[0].field).toBe('barcode');
  });

  it('GET scanning/nodes and scanning/nodes/{id}/scans', async () => {
    const nodes = await boss.call('GET', `scanning/nodes?searchParam=${w.missionNo}`);
    expect(nodes.data.map((n: { name: string }) => n.name)).toEqual(['车缝', '整烫']);
    expect((await intruder.call('GET', `scanning/nodes?searchParam=${w.missionNo}`)).data).toEqual([]);
    const scans = await boss.call('GET', `scanning/nodes/${w.sewNodeId}/scans`);
    expect(scans.data.count).toEqual({ bundles: 2, pieces: '20', codes: 0 });
    expect(scans.data.list[0].ticketNo).toBe(w.tickets[1]);
    expect((await intruder.call('GET', `scanning/nodes/${w.sewNodeId}/scans`)).code).toBe(40402);
    expect((await nobody.call('GET', `scanning/nodes/${w.sewNodeId}/scans`)).code).toBe(40301);
    expect((await boss.call('GET', 'scanning/nodes/abc/scans')).data.errors[0].field).toBe('id');
    expect((await h.app.inject({ method: 'GET', url: '/v1/api/scanning/nodes' })).json().code).toBe(440);
  });

  it('POST scanning/handover and GET scanning/bundles/{barcode}/history', async () => {
    const factory = await h.db
      .insertInto('outsideFactory')
      .values({ unitId: f.unitId, name: `绣花厂${w.missionNo}`, code: `F${w.missionNo}`, createdBy: f.boss.userId } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const handed = await boss.call('POST', 'scanning/handover', {
      barcode: w.tickets[0],
      missionNodeId: w.pressNodeId,
      outsideFactoryId: factory.id,
      remark: '送绣花',
    });
    expect(handed.code, handed.msg).toBe(0);
    expect(handed.data.movements.map((m: { kind: string }) => m.kind)).toEqual(['SCAN', 'SCAN', 'HANDOVER']);
    expect(handed.data).toMatchObject({
      cutNodeName: '扎号裁床',
      locationNodeName: '整烫',
      locationFactoryName: `绣花厂${w.missionNo}`,
    });
    const before = await movements();
    const again = await boss.call('POST', 'scanning/handover', {
      barcode: w.tickets[0],
      missionNodeId: w.pressNodeId,
      outsideFactoryId: factory.id,
    });
    expect(again.code).toBe(40001);
    expect(again.data.errors[0].field).toBe('barcode');
    expect(again.msg).toContain('已交接到此处');
    const bad = await boss.call('POST', 'scanning/handover', { barcode: w.tickets[0], missionNodeId: w.pressNodeId });
    expect(bad.data.errors[0].field).toBe('outsideFactoryId');
    expect(
      (
        await intruder.call('POST', 'scanning/handover', {
          barcode: w.tickets[0],
          missionNodeId: w.pressNodeId,
          outsideFactoryId: factory.id,
        })
      ).code,
    ).toBe(40402);
    expect(
      (
        await nobody.call('POST', 'scanning/handover', {
          barcode: w.tickets[0],
          missionNodeId: w.pressNodeId,
          outsideFactoryId: factory.id,
        })
      ).code,
    ).toBe(40301);
    expect((await h.app.inject({ method: 'POST', url: '/v1/api/scanning/handover', payload: {} })).json().code).toBe(440);
    expect(await movements()).toBe(before);

    const history = await boss.call('GET', `scanning/bundles/${w.tickets[0]}/history`);
    expect(history.data.movements).toHaveLength(3);
    expect((await intruder.call('GET', `scanning/bundles/${w.tickets[0]}/history`)).code).toBe(40402);
    expect((await nobody.call('GET', `scanning/bundles/${w.tickets[0]}/history`)).code).toBe(40301);
  });

  it('POST scanning/wip: bundles and pieces per node and per outside factory', async () => {
    const byNode = await boss.call('POST', 'scanning/wip', { by: 'node', missionId: w.missionId });
    expect(byNode.code, byNode.msg).toBe(0);
    const at = Object.fromEntries(byNode.data.dataList.map((r: { name: string; bundles: number }) => [r.name, r.bundles]));
    // six bundles: two moved on to 整烫 (one of them handed to the factory there), one at 车缝, three still at the cut
    expect(at).toEqual({ 扎号裁床: 3, 车缝: 1, 整烫: 2 });
    expect(byNode.data).toMatchObject({ totalBundles: 6, totalPieces: '60' });
    const byFactory = await boss.call('POST', 'scanning/wip', { by: 'factory', missionId: w.missionId });
    expect(byFactory.data.dataList).toEqual([expect.objectContaining({ bundles: 1, pieces: '10' })]);
    expect((await intruder.call('POST', 'scanning/wip', { by: 'node', missionId: w.missionId })).data.totalBundles).toBe(0);
    expect((await nobody.call('POST', 'scanning/wip', { by: 'node' })).code).toBe(40301);
    expect((await boss.call('POST', 'scanning/wip', { by: 'shelf' })).data.errors[0].field).toBe('by');
    expect((await h.app.inject({ method: 'POST', url: '/v1/api/scanning/wip', payload: { by: 'node' } })).json().code).toBe(440);
  });
});

describe('a scan whose report is undone, and the WIP export', () => {
  it('frees the ticket at that node: scanned again and counted once, the undone scan kept in the history', async () => {
    const ticket = w.tickets[4]!;
    const first = await scan(ticket, w.sewNodeId);
    expect(first.code, first.msg).toBe(0);
    const completed = Number(await nodeCompleted(w.sewNodeId));
    const undone = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${first.data.reportBillId}`);
    expect(undone.code, undone.msg).toBe(0);
    expect(Number(await nodeCompleted(w.sewNodeId))).toBe(completed - 10);
    const info = await boss.call('GET', `fac-mission-prcd-node-reports/barcode/${ticket}`);
    expect(info.data.nodes[1].isScanned).toBe(false);
    const again = await scan(ticket, w.sewNodeId);
    expect(again.code, again.msg).toBe(0);
    expect(Number(await nodeCompleted(w.sewNodeId))).toBe(completed);
    expect((await scan(ticket, w.sewNodeId)).code).toBe(40901);
    const history = await boss.call('GET', `scanning/bundles/${ticket}/history`);
    expect(history.data.movements.map((m: { isUndone: boolean }) => m.isUndone)).toEqual([true, false]);
    expect(history.data.locationNodeName).toBe('车缝');
  });

  it('GET|POST scanning/wip/export: the rows per node with bundles and pieces summed', async () => {
    const wip = await boss.call('POST', 'scanning/wip', { by: 'node', missionId: w.missionId });
    const sheet = await downloadSheet(h.app, boss.sid, 'scanning/wip/export', { by: 'node', missionId: w.missionId });
    expect(sheet.column('节点')).toEqual(wip.data.dataList.map((r: { name: string }) => r.name));
    expect(sheet.column('扎数').reduce((a, v) => Number(a) + Number(v), 0)).toBe(wip.data.totalBundles);
    const anonymous = await h.app.inject({ method: 'POST', url: '/v1/api/scanning/wip/export', payload: { by: 'node' } });
    expect(anonymous.json().code).toBe(440);
    const noRights = await h.app.inject({
      method: 'POST',
      url: '/v1/api/scanning/wip/export',
      payload: { by: 'node' },
      headers: { cookie: `sid=${nobody.sid}` },
    });
    expect(noRights.json().code).toBe(40301);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/v1/api/scanning/wip/export',
      payload: { by: 'shelf' },
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(bad.json().data.errors[0].field).toBe('by');
    const foreign = await downloadSheet(h.app, intruder.sid, 'scanning/wip/export', { by: 'node', missionId: w.missionId });
    expect(foreign.rows).toHaveLength(0);
  });
});

async function sqlAllowOutOfOrder(prcdNodeId: string) {
  const { sql } = await import('kysely');
  await sql`update prcd_node set scan_out_of_order = true where id = ${prcdNodeId}`.execute(h.db);
}
