import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { recordPartnerAmounts, reversePartnerAmounts } from './index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let supplierId: string;
let ctx: RequestContext;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'payables');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '华纺布业' })).data.id;
  ctx = {
    sessionId: 'test',
    userId: boss.userId,
    unitId: boss.unitId,
    bossUnitId: boss.bossUnitId,
    userKind: 'BOSS',
    loginName: 'boss',
    userName: 'Boss',
    permissions: new Set(),
    lang: 'zh',
    visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
  };
});
afterAll(() => h.close());

const source = { billType: 'MATERIALS_ARRIVE', billId: '42', billNo: 'DL-001' };

describe('partner amounts', () => {
  it('records a payable with its tax split and reverses it once', async () => {
    await h.db.transaction().execute((trx) =>
      recordPartnerAmounts(trx, ctx, {
        source,
        entries: [
          {
            partnerType: 'SUPPLIER',
            partnerId: supplierId,
            direction: 'PAYABLE',
            kind: 'ARRIVAL',
            amount: '226.005',
            taxRate: '13',
          },
          { partnerType: 'SUPPLIER', partnerId: supplierId, direction: 'PAYABLE', kind: 'ARRIVAL', amount: '0' },
        ],
      }),
    );
    const res = await boss.call('GET', 'partner-amount/bySource', { billType: source.billType, billId: source.billId });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({
      amount: '226.01',
      amountExcludingTax: '200.01',
      taxAmount: '26.00',
      partnerName: '华纺布业',
      sourceNo: 'DL-001',
    });

    expect(await h.db.transaction().execute((trx) => reversePartnerAmounts(trx, ctx, source))).toBe(1);
    expect(await h.db.transaction().execute((trx) => reversePartnerAmounts(trx, ctx, source))).toBe(0);
    const after = await boss.call('GET', 'partner-amount/bySource', { billType: source.billType, billId: source.billId });
    expect(after.data.list).toHaveLength(2);
    expect(Number(after.data.total)).toBe(0);
    expect(after.data.list[0].reversesId).toBe(after.data.list[1].id);
  });

  it('pages by partner and direction; other factories, no session, no permission and bad input are refused', async () => {
    const page = await boss.call('POST', 'partner-amount/page', {
      partnerType: 'SUPPLIER',
      partnerId: supplierId,
      direction: 'PAYABLE',
    });
    expect(page.code).toBe(0);
    expect(page.data.totalCount).toBe(2);
    expect((await intruder.call('POST', 'partner-amount/page', {})).data.totalCount).toBe(0);
    expect(
      (await intruder.call('GET', 'partner-amount/bySource', { billType: source.billType, billId: source.billId })).data.list,
    ).toEqual([]);
    expect((await powerless.call('POST', 'partner-amount/page', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'partner-amount/page', {})).code).toBe(440);
    expect((await call(h.app, 'GET', 'partner-amount/bySource', { billType: 'X', billId: '1' })).code).toBe(440);
    expect((await boss.call('POST', 'partner-amount/page', { direction: 'OWED' })).data.errors[0].field).toBe('direction');
    expect((await boss.call('GET', 'partner-amount/bySource', { billType: 'X', billId: 'abc' })).data.errors[0].field).toBe(
      'billId',
    );
  });
});
