import { sql } from 'kysely';
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
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';
import { makeOutsideFactory, makeOutsideWorld, type StyleFixture } from './node-info.fixture.js';

let h: Harness;
let f: FactoryFixture;
let boss: Client;
let powerless: Client;
let sister: Client;
let stranger: Client;
let style: StyleFixture;
let a: string;
let b: string;
let missionId: string;
let nodeIds: string[];
const url = 'fac/mission/statement/missions';

const base = (extra: Record<string, unknown>) => ({
  actionType: 'REPORT',
  dateCompleted: '2026-11-20',
  finishUserId: f.boss.userId,
  ...extra,
});
const skus = (nums: string[]) => nums.map((num, i) => ({ goodsSkuId: style.skus[i]!.id, num }));
async function report(nodeId: string, extra: Record<string, unknown>, nums: string[]): Promise<string> {
  const res = await boss.call('POST', `fac-mission-prcd-nodes/${nodeId}/quantitative`, base({ ...extra, skus: skus(nums) }));
  expect(res.code, res.msg).toBe(0);
  return res.data.billIds[0] as string;
}
/** What the payables ledger holds for a factory (every row, reversals included). */
async function ledger(factoryId: string): Promise<string> {
  const row = await sql<{ total: string | null }>`select sum(amount)::text as total from partner_amount
    where partner_type = 'OUTSIDE_FACTORY' and partner_id = ${factoryId}`.execute(h.db);
  return Number(row.rows[0]?.total ?? 0).toFixed(2);
}

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'statement');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const staff = await createStaff(h.db, f, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const second = await addFactory(h.db, f, 'statement B');
  sister = await signIn(h.app, f.boss.loginName, f.boss.password);
  expect((await sister.call('POST', 'login/switchUnit', { unitId: second })).code).toBe(0);
  const other = await createFactory(h.db, 'statement other');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  [a, b] = [await makeOutsideFactory(boss), await makeOutsideFactory(boss)];
  const m = await makeOutsideWorld(h, boss, [
    { factoryId: a, unitPrice: '2.5' },
    { factoryId: b, unitPrice: '3.125' },
  ]);
  style = m.style;
  missionId = m.missionId;
  nodeIds = m.nodeIds;
  await report(nodeIds[0]!, { sendToFactoryId: a }, ['20', '20', '20']); // 60 sent to A
  await report(nodeIds[1]!, { outsideFactoryId: a }, ['10', '10', '4']); // A returns 24: 60.00
  await report(nodeIds[1]!, { outsideFactoryId: b, dateCompleted: '2026-11-25' }, ['1', '1', '1']); // B 3: 9.38
  const undone = await report(nodeIds[1]!, { outsideFactoryId: b }, ['2', '1', '1']); // undone below: nothing
  const undo = await boss.call('DELETE', `fac-mission-prcd-node-reports/undo/${undone}`);
  expect(undo.code, undo.msg).toBe(0);
});
afterAll(() => h.close());

describe('outside statement', () => {
  it('answers per factory, mission and node the sent, returned, passed and payable figures, as the ledger holds them', async () => {
    const page = await boss.call('POST', url, { pageSize: 20 });
    expect(page.code, page.msg).toBe(0);
    const rows = page.data.list as Record<string, string>[];
    const byFactory = (id: string) => rows.filter((r) => r.outsideFactoryId === id);
    expect(byFactory(a)).toEqual([
      expect.objectContaining({
        missionId,
        missionNodeId: nodeIds[0],
        nodeName: '裁剪',
        sentNum: '60',
        returnedNum: '0',
        payable: '0.00',
      }),
      expect.objectContaining({
        missionNodeId: nodeIds[1],
        nodeName: '车缝',
        unitPrice: '2.5000',
        sentNum: '0',
        returnedNum: '24',
        passedNum: '24',
        payable: '60.00',
      }),
    ]);
    expect(byFactory(b)).toEqual([
      expect.objectContaining({ unitPrice: '3.1250', returnedNum: '3', passedNum: '3', payable: '9.38' }),
    ]);
    // the figure check: the statement's payable per factory is the payables ledger's
    for (const id of [a, b]) {
      const payable = byFactory(id).reduce((t, r) => t + Number(r.payable), 0);
      expect(payable.toFixed(2)).toBe(await ledger(id));
    }
    expect(page.data.totals).toEqual({ sentNum: '60', returnedNum: '27', passedNum: '27', payable: '69.38' });
    expect(page.data.totalCount).toBe(3);
  });

  it('filters by factory, period, mission and node; pages keep the totals of every row', async () => {
    const onlyB = await boss.call('POST', url, { outsideFactoryIds: [b] });
    expect(onlyB.data.list.map((r: { outsideFactoryId: string }) => r.outsideFactoryId)).toEqual([b]);
    const period = await boss.call('POST', url, { dateStart: '2026-11-21', dateEnd: '2026-11-30' });
    expect(period.data.totals).toEqual({ sentNum: '0', returnedNum: '3', passedNum: '3', payable: '9.38' });
    const node = await boss.call('POST', url, { missionId, missionNodeId: nodeIds[0] });
    expect(node.data.totalCount).toBe(1);
    const none = await boss.call('POST', url, { missionNo: 'no-such-mission' });
    expect(none.data).toMatchObject({ list: [], totalCount: 0 });
    const second = await boss.call('POST', url, { pageSize: 2, pageNo: 2 });
    expect(second.data.list).toHaveLength(1);
    expect(second.data.totals.payable).toBe('69.38');
  });

  it('exports number cells with the payable totalled', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, `${url}/export`, { missionId });
    expect(sheet.rows).toHaveLength(3);
    expectTypedCell(sheet.cell(1, '应付金额'), 'number', '#,##0.00');
    expectTypedCell(sheet.cell(1, '回厂数量'), 'number');
    expect(sheet.column('应付金额')).toEqual([0, 60, 9.38]);
    expect(sheet.total('合计', '应付金额')).toBe(69.38);
  });

  it('shows another factory nothing; refuses no session, no permission and bad input naming the field', async () => {
    for (const other of [sister, stranger]) {
      const res = await other.call('POST', url, {});
      expect(res.code, res.msg).toBe(0);
      expect(res.data.totalCount).toBe(0);
    }
    expect((await call(h.app, 'POST', url, {})).code).toBe(440);
    expect((await powerless.call('POST', url, {})).code).toBe(40301);
    for (const [input, field] of [
      [{ outsideFactoryIds: ['x'] }, 'outsideFactoryIds'],
      [{ dateStart: '2026-13-01' }, 'dateStart'],
      [{ dateStart: '2026-11-30', dateEnd: '2026-11-01' }, 'dateEnd'],
      [{ missionId: 'abc' }, 'missionId'],
    ] as const) {
      const bad = await boss.call('POST', url, input);
      expect(bad.code, field).toBe(40001);
      expect(JSON.stringify(bad.data) + bad.msg).toContain(field);
    }
  });
});
