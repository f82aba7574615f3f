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
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let storehouseId: string;
let skuIds: string[];

const countNotices = async () =>
  Number(
    (
      await h.db
        .selectFrom('arrivalNotice')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'ntc');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: `通知布行${Date.now() % 1e6}` })).data.id;
  storehouseId = await makeStorehouse(boss, true);
  skuIds = (await makeMaterialSkus(boss, ['黑'], { purchaseUnit: '卷', conversionRate: '25' })).skuIds;
});
afterAll(() => h.close());

const notice = (over: Record<string, unknown> = {}) => ({
  supplierId,
  dateArrive: '2026-11-30',
  storehouseId,
  materialsSkus: [{ materialSkuId: skuIds[0], quantity: '4' }],
  ...over,
});

async function createNotice(over: Record<string, unknown> = {}): Promise<{ id: string; orderNo: string }> {
  const res = await boss.call('POST', 'receiveInform/add', notice(over));
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('receiveInform/add and detail', () => {
  it('creates a draft with a generated number and stock-unit quantities', async () => {
    const { id, orderNo } = await createNotice();
    expect(orderNo).toMatch(/^SLTZ\d{10}$/);
    const d = await boss.call('GET', 'receiveInform/detail', { orderNo });
    expect(d.data).toMatchObject({ id, status: 0, supplierId, dateArrive: '2026-11-30', lineCount: 1 });
    expect(d.data.lines[0]).toMatchObject({ purchaseUnit: '卷', quantity: '4.0000', stockQuantity: '100.0000' });
  });
  it('checks session, permission, unit and input; writes nothing when refused', async () => {
    const { id } = await createNotice();
    const before = await countNotices();
    expect((await call(h.app, 'POST', 'receiveInform/add', notice())).code).toBe(440);
    expect(await powerless.call('POST', 'receiveInform/add', notice())).toMatchObject({
      code: 40301,
      msg: '抱歉，您没有操作权限',
    });
    const foreign = await intruder.call('POST', 'receiveInform/add', notice());
    expect(foreign.data.errors[0].field).toBe('supplierId');
    const bad = await boss.call(
      'POST',
      'receiveInform/add',
      notice({ dateArrive: '', materialsSkus: [{ materialSkuId: skuIds[0], quantity: 'abc' }] }),
    );
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dateArrive', 'materialsSkus.0.quantity']);
    expect(await countNotices()).toBe(before);
    expect((await call(h.app, 'GET', `/v1/api/receiveInform/detail?id=${id}`)).code).toBe(440);
    expect((await powerless.call('GET', 'receiveInform/detail', { id })).code).toBe(40301);
    expect((await intruder.call('GET', 'receiveInform/detail', { id })).code).toBe(40402);
    expect((await boss.call('GET', 'receiveInform/detail', {})).data.errors[0].field).toBe('id');
  });
});

describe('receiveInform/update', () => {
  it('edits a draft, refuses a reviewed one, and checks session, permission, unit and input', async () => {
    const { id } = await createNotice();
    const res = await boss.call(
      'POST',
      'receiveInform/update',
      notice({ noticeId: id, remark: '改期', materialsSkus: [{ materialSkuId: skuIds[0], quantity: '2' }] }),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ remark: '改期', stockQuantity: '50.0000' });
    expect((await call(h.app, 'POST', 'receiveInform/update', notice({ noticeId: id }))).code).toBe(440);
    expect((await powerless.call('POST', 'receiveInform/update', notice({ noticeId: id }))).code).toBe(40301);
    expect((await intruder.call('POST', 'receiveInform/update', notice({ noticeId: id }))).code).toBe(40402);
    expect(
      (await boss.call('POST', 'receiveInform/update', notice({ noticeId: id, materialsSkus: [] }))).data.errors[0].field,
    ).toBe('materialsSkus');
    expect((await boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/submit', { id })).data.status).toBe(2);
    const reviewed = await boss.call('POST', 'receiveInform/update', notice({ noticeId: id }));
    expect(reviewed.code).toBe(40902);
    expect((await boss.call('GET', 'receiveInform/detail', { id })).data.remark).toBe('改期');
  });
});

describe('receiveInform/page', () => {
  it('filters by status (lookups ask for 1 and 3) and keyword; checks session, permission, unit and input', async () => {
    const draft = await createNotice();
    const reviewed = await createNotice();
    await boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/submit', { id: reviewed.id });
    const ids = async (body: object) =>
      ((await boss.call('POST', 'receiveInform/page', body)).data.list as { id: string }[]).map((r) => r.id);
    expect(await ids({ status: [2] })).toContain(reviewed.id);
    expect(await ids({ status: [2] })).not.toContain(draft.id);
    expect(await ids({ status: [1, 3] })).not.toContain(reviewed.id);
    expect(await ids({ searchColumn: draft.orderNo })).toEqual([draft.id]);
    expect((await call(h.app, 'POST', 'receiveInform/page', {})).code).toBe(440);
    expect((await powerless.call('POST', 'receiveInform/page', {})).code).toBe(40301);
    expect((await intruder.call('POST', 'receiveInform/page', {})).data.totalCount).toBe(0);
    expect((await boss.call('POST', 'receiveInform/page', { status: ['x'] })).data.errors[0].field).toBe('status.0');
  });
});

describe('an arrival opened from a notice', () => {
  it('needs a reviewed notice of the same supplier', async () => {
    const { id } = await createNotice();
    const arrival = {
      supplierId,
      creatorId: factory.boss.userId,
      dateArrive: '2026-11-30',
      storehouseId,
      noticeId: id,
      materialsSkus: [{ materialSkuId: skuIds[0], quantity: '4' }],
    };
    const early = await boss.call('POST', 'arrive/add', arrival);
    expect(early.code).toBe(40001);
    expect(early.data.errors[0].field).toBe('noticeId');
    await boss.call('POST', 'uflo/MATERIALS_ARRIVE_NOTIFY/submit', { id });
    const ok = await boss.call('POST', 'arrive/add', arrival);
    expect(ok.code, ok.msg).toBe(0);
    expect((await boss.call('GET', `arrive/detail/${ok.data.id}`)).data.noticeId).toBe(id);
  });
});
