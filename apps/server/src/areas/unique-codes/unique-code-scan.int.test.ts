import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeWymWorld, type WymWorld } from './unique-code.fixture.js';

// A unique code scanned on the scan screen (areas/scanning resolves it through findUniqueCode and reports it through
// reportCodes), and the workbench's scanCodeCheck answering a code.

let h: Harness;
let boss: Client;
let intruder: Client;
let nobody: Client;
let w: WymWorld;
let codes: string[];

beforeAll(async () => {
  h = await startHarness();
  const f = await createFactory(h.db, 'unique-code scan');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'unique-code scan (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const n = await createStaff(h.db, f, []);
  nobody = await signIn(h.app, n.loginName, n.password);
  w = await makeWymWorld(h.db, f);
  const cut = { missionNodeId: w.cutNodeId, lathe: '1', skus: [{ goodsSkuId: w.skus[0], num: 3 }] };
  const p = await boss.call('POST', 'fac-mission-prcd-nodes/previewWYM', cut);
  const saved = await boss.call('POST', `fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-wym`, {
    ...cut,
    firstWym: p.data.firstWym,
    previewToken: p.data.previewToken,
    dateCompleted: '2026-11-25',
    finishUserId: boss.userId,
  });
  expect(saved.code, saved.msg).toBe(0);
  const list = await boss.call('POST', 'fac-mission-prcd-nodes/WYMStatus', {
    missionNodeId: w.cutNodeId,
    pageNo: 1,
    pageSize: 10,
  });
  codes = list.data.list.map((r: { code: string }) => r.code);
}, 60_000);
afterAll(() => h.close());

const scan = (code: string, c: Client = boss, missionNodeId = w.sewNodeId) =>
  c.call('POST', `fac-mission-prcd-node-reports/barcode/${code}`, { missionNodeId });
const sewCompleted = async () =>
  Number(
    (await h.db.selectFrom('missionNode').select('completedNum').where('id', '=', w.sewNodeId).executeTakeFirstOrThrow())
      .completedNum,
  );

describe('a unique code on the scan screen', () => {
  it('is found and reported at the node as one piece, once', async () => {
    const info = await boss.call('GET', `fac-mission-prcd-node-reports/barcode/${codes[0]}`);
    expect(info.code, info.msg).toBe(0);
    expect(info.data).toMatchObject({ kind: 'PIECE', ticketNo: codes[0], missionNo: w.missionNo, num: '1', bundleId: null });
    expect(info.data.nodes.find((n: { isCutting: boolean }) => n.isCutting).missionNodeId).toBe(w.cutNodeId);
    const first = await scan(codes[0]!);
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({
      kind: 'PIECE',
      nodeName: '车缝',
      reportStatus: 2,
      count: { bundles: 0, pieces: '1', codes: 1 },
    });
    const again = await scan(codes[0]!);
    expect(again.code).toBe(40901);
    expect(again.msg).toContain('不重复计数');
    expect(await sewCompleted()).toBe(1);
    const status = await boss.call('GET', `fac-mission-prcd-node-reports/barcode/${codes[0]}`);
    expect(status.data.nodes.find((n: { missionNodeId: string }) => n.missionNodeId === w.sewNodeId).isScanned).toBe(true);
  });

  it('refuses a node not linked to codes, another company, no permission and no session, writing nothing', async () => {
    const reports = async () => (await h.db.selectFrom('missionNodeReport').select('id').execute()).length;
    const before = await reports();
    const unlinked = await scan(codes[1]!, boss, w.packNodeId);
    expect(unlinked.code).toBe(40001);
    expect(unlinked.data.errors[0].field).toBe('instanceId');
    expect((await scan(codes[1]!, intruder)).code).toBe(40402);
    expect((await scan(codes[1]!, nobody)).code).toBe(40301);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `/v1/api/fac-mission-prcd-node-reports/barcode/${codes[1]}`,
      payload: { missionNodeId: w.sewNodeId },
    });
    expect(anonymous.json().code).toBe(440);
    expect(
      (await boss.call('POST', `fac-mission-prcd-node-reports/barcode/${codes[1]}`, { missionNodeId: 'x' })).data.errors[0].field,
    ).toBe('missionNodeId');
    expect(await reports()).toBe(before);
    expect(await sewCompleted()).toBe(1);
  });
});

describe("the workbench's scanCodeCheck", () => {
  it('answers a unique code with its mission, its nodes and what the code is; another company finds nothing', async () => {
    const res = await boss.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: codes[2] });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      missionId: w.missionId,
      missionNo: w.missionNo,
      scanned: { kind: 'PIECE', ticketNo: codes[2] },
    });
    expect(res.data.nodes.length).toBeGreaterThan(0);
    const byNo = await boss.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: w.missionNo });
    expect(byNo.data.scanned).toBeNull();
    const foreign = await intruder.call('POST', 'fac/mission/workspace/scanCodeCheck', { code: codes[2] });
    expect(foreign.code).toBe(40402);
    expect(foreign.msg).toContain('唯一码');
  });
});
