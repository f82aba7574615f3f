import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { insertNotice, insertPurchase } from '../../../test/quality-fixture.js';
import { makeMaterialSkus } from '../../../test/stock-fixture.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let skuIds: string[];
let supplierId: string;
let rollIds: string[];

const countBills = async () =>
  Number(
    (
      await h.db
        .selectFrom('qualityCheck')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'qc');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const made = await makeMaterialSkus(boss, ['白', '黑']);
  skuIds = made.skuIds;
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `质检布行${Date.now() % 1e6}` })).data.id;
  const kindId = (
    await h.db.selectFrom('material').select('materialKindId').where('id', '=', made.materialId).executeTakeFirstOrThrow()
  ).materialKindId;
  await boss.call('PUT', 'fac/materials/configRollKinds', { kindIds: [kindId] });
  rollIds = [];
  for (const rollNo of ['Q1', 'Q2'])
    rollIds.push((await boss.call('POST', 'material/sku/roll/add', { materialSkuId: skuIds[0], rollNo })).data.id);
});
afterAll(() => h.close());

const line = (over: Record<string, unknown> = {}) => ({
  materialSkuId: skuIds[0],
  checkedQuantity: '10',
  qualifiedQuantity: '10',
  unqualifiedQuantity: '0',
  ...over,
});
const bill = (over: Record<string, unknown> = {}) => ({
  checkerId: boss.userId,
  checkDate: '2026-11-22',
  lines: [line()],
  ...over,
});

describe('qualityCheck/queryPurchaseInfo and queryArriveNotifyInfo', () => {
  it('answer a source bill with its lines, by id or number; another factory gets 40402', async () => {
    const p = await insertPurchase(h.db, boss.unitId, boss.userId, supplierId, skuIds);
    const byId = await boss.call('GET', 'qualityCheck/queryPurchaseInfo', { id: p.id });
    expect(byId.code, byId.msg).toBe(0);
    expect(byId.data).toMatchObject({
      no: p.no,
      supplierId,
      lines: [{ materialSkuId: skuIds[0], quantity: '100.0000' }, { materialSkuId: skuIds[1] }],
    });
    expect((await boss.call('GET', 'qualityCheck/queryPurchaseInfo', { no: p.no })).data.id).toBe(p.id);
    const notice = await insertNotice(h.db, boss.unitId, boss.userId, supplierId, [skuIds[1]!]);
    const n = await boss.call('GET', 'qualityCheck/queryArriveNotifyInfo', { id: notice.id });
    expect(n.data).toMatchObject({ no: notice.no, lines: [{ materialSkuId: skuIds[1], quantity: '40.0000' }] });
    expect((await intruder.call('GET', 'qualityCheck/queryPurchaseInfo', { id: p.id })).code).toBe(40402);
    expect((await intruder.call('GET', 'qualityCheck/queryArriveNotifyInfo', { id: notice.id })).code).toBe(40402);
    expect((await boss.call('GET', 'qualityCheck/queryPurchaseInfo', {})).data.errors[0].field).toBe('id');
    expect((await boss.call('GET', 'qualityCheck/queryArriveNotifyInfo', { id: 'x' })).data.errors[0].field).toBe('id');
  });
});

describe('create, update, detail, page', () => {
  let id: string;
  it('creates from a purchase bill with a generated number; results derived; totals in the list', async () => {
    const p = await insertPurchase(h.db, boss.unitId, boss.userId, supplierId, [skuIds[0]!]);
    const res = await boss.call(
      'POST',
      'qualityCheck/create',
      bill({
        sourceType: 'PURCHASE',
        sourceId: p.id,
        lines: [
          line({ sourceLineId: p.lineIds[0], materialRollId: rollIds[0] }),
          line({
            materialRollId: rollIds[1],
            checkedQuantity: '0.3',
            qualifiedQuantity: '0.1',
            unqualifiedQuantity: '0.2',
            defects: '色差',
          }),
        ],
      }),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.billNo).toMatch(/^ZJ\d{10}$/);
    id = res.data.id;
    const detail = await boss.call('GET', 'qualityCheck/detail', { id });
    expect(detail.data).toMatchObject({
      sourceNo: p.no,
      supplierId,
      status: 0,
      checkedTotal: '10.3000',
      unqualifiedTotal: '0.2000',
    });
    expect(detail.data.lines.map((l: { result: string; rollNo: string }) => [l.result, l.rollNo])).toEqual([
      ['QUALIFIED', 'Q1'],
      ['UNQUALIFIED', 'Q2'],
    ]);
    const page = await boss.call('POST', 'qualityCheck/page', { keyword: p.no });
    expect(page.data.list.map((r: { id: string }) => r.id)).toEqual([id]);
  });
  it('updates an open bill; a duplicate number is refused', async () => {
    const other = await boss.call('POST', 'qualityCheck/create', bill({ billNo: 'ZJ-HAND-1' }));
    expect(other.code, other.msg).toBe(0);
    const dup = await boss.call('POST', 'qualityCheck/update', { id, ...bill({ billNo: 'ZJ-HAND-1' }) });
    expect(dup.code).toBe(40901);
    const up = await boss.call('POST', 'qualityCheck/update', {
      id,
      ...bill({
        remark: '复检',
        lines: [line({ materialRollId: rollIds[1], qualifiedQuantity: '8', unqualifiedQuantity: '2', result: 'CONCESSION' })],
      }),
    });
    expect(up.code, up.msg).toBe(0);
    const d = (await boss.call('GET', 'qualityCheck/detail', { id })).data;
    expect(d).toMatchObject({ remark: '复检', sourceType: 'NONE', sourceNo: null });
    expect(d.lines).toHaveLength(1);
    expect(d.lines[0].result).toBe('CONCESSION');
  });
  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await countBills();
    const sum = await boss.call('POST', 'qualityCheck/create', bill({ lines: [line({ qualifiedQuantity: '9' })] }));
    expect(sum.code).toBe(40001);
    expect(sum.data.errors[0].field).toBe('lines.0.qualifiedQuantity');
    const shape = await boss.call('POST', 'qualityCheck/create', { checkDate: '22/11/2026', lines: [] });
    expect(shape.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['checkDate', 'checkerId', 'lines']);
    const wrongRoll = await boss.call(
      'POST',
      'qualityCheck/create',
      bill({ lines: [line({ materialSkuId: skuIds[1], materialRollId: rollIds[0] })] }),
    );
    expect(wrongRoll.data.errors[0].field).toBe('lines.0.materialRollId');
    expect(
      (await boss.call('POST', 'qualityCheck/update', { id, ...bill({ lines: [line({ result: 'UNQUALIFIED' })] }) })).data
        .errors[0].field,
    ).toBe('lines.0.result');
    expect(await countBills()).toBe(before);
  });
  it('another factory sees nothing and changes nothing', async () => {
    expect((await intruder.call('GET', 'qualityCheck/detail', { id })).code).toBe(40402);
    expect((await intruder.call('POST', 'qualityCheck/page', {})).data.totalCount).toBe(0);
    expect(
      (
        await intruder.call('POST', 'qualityCheck/update', {
          id,
          checkerId: intruder.userId,
          checkDate: '2026-11-22',
          lines: [line()],
        })
      ).code,
    ).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'qualityCheck/create', {
          checkerId: intruder.userId,
          checkDate: '2026-11-22',
          lines: [line()],
        })
      ).code,
    ).toBe(40402);
    expect((await intruder.call('PUT', 'qualityCheck/changeStatus', { id, status: 1 })).code).toBe(40402);
    expect((await boss.call('GET', 'qualityCheck/detail', { id })).data.status).toBe(0);
  });
  it('changeStatus: complete sets the rolls’ qualified flags; a completed bill cannot be edited; reopen; void', async () => {
    const done = await boss.call('PUT', 'qualityCheck/changeStatus', { id, status: 1 });
    expect(done).toMatchObject({ code: 0, data: { status: 1 } });
    const roll = await boss.call('GET', 'material/sku/roll/detail', { id: rollIds[1] });
    expect(roll.data.isQualified).toBe(false);
    expect((await boss.call('GET', 'material/sku/roll/operateHistory', { id: rollIds[1] })).data.list[0].action).toBe(
      'QUALIFIED',
    );
    expect((await boss.call('POST', 'qualityCheck/update', { id, ...bill() })).code).toBe(40902);
    expect((await boss.call('PUT', 'qualityCheck/changeStatus', { id, status: 5 })).code).toBe(40902);
    expect((await boss.call('PUT', 'qualityCheck/changeStatus', { id, status: 0 })).code).toBe(0);
    expect((await boss.call('PUT', 'qualityCheck/changeStatus', { id, status: 5 })).code).toBe(0);
    expect((await boss.call('PUT', 'qualityCheck/changeStatus', { id, status: 3 })).data.errors[0].field).toBe('status');
  });
});

describe('every quality-check call: 440 without a session, 40301 without its permission', () => {
  it.each([
    ['POST', 'qualityCheck/page', {}],
    ['POST', 'qualityCheck/create', { checkerId: '1', checkDate: '2026-11-22', lines: [] }],
    ['POST', 'qualityCheck/update', { id: '1' }],
    ['GET', 'qualityCheck/detail', { id: '1' }],
    ['PUT', 'qualityCheck/changeStatus', { id: '1', status: 1 }],
    ['GET', 'qualityCheck/queryPurchaseInfo', { id: '1' }],
    ['GET', 'qualityCheck/queryArriveNotifyInfo', { id: '1' }],
  ] as const)('%s %s', async (method, url, body) => {
    expect((await call(h.app, method, url, body)).code).toBe(440);
    expect(await powerless.call(method, url, body)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });
});
