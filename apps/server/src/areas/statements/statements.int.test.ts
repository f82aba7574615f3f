import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { contextOf, postPartnerEntry } from '../finance-periods/index.js';

/**
 * Statements and the aged report, figures computed by hand from entries posted through the journal: a supplier owed
 * 100.00 before October, 200.00 more on 10-10, paid 80.00 on 10-20, a return of 30.00 on 10-25. Every call: success,
 * no session, another factory, no permission, bad input naming the field (they write nothing: reads only).
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let clerk: Client;
let supplierId: string;
let factoryPartnerId: string;
const L = 'finance/statement/supplier/list';
const D = 'finance/statement/supplier/po/detail/list';
const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'statements');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'statements-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  clerk = await signIn(h.app, staff.loginName, staff.password);
  supplierId = (await boss.call('POST', 'supplier/insert', { name: '对账布行' })).data.id;
  factoryPartnerId = (await boss.call('POST', 'outside/factory/insert', { name: '对账加工厂' })).data.id;
  const ctx = contextOf(boss);
  const partner = { type: 'SUPPLIER' as const, id: supplierId };
  const a1 = { type: 'MATERIALS_ARRIVE', id: '8001', no: 'DL-8001' };
  const a2 = { type: 'MATERIALS_ARRIVE', id: '8002', no: 'DL-8002' };
  const r1 = { type: 'MATERIALS_RETURN', id: '8101', no: 'TH-8101' };
  const post = (
    ledger: 'AP' | 'AR',
    amount: string,
    date: string,
    item: typeof a1,
    against: 'INVENTORY' | 'CASH',
    source = item,
  ) => postPartnerEntry(h.db, ctx, { ledger, partner, amount, date, item, against, source });
  await post('AP', '-100.00', '2026-09-01', a1, 'INVENTORY');
  await post('AP', '-200.00', '2026-10-10', a2, 'INVENTORY');
  await post('AP', '80.00', '2026-10-20', a1, 'CASH', { type: 'PAYMENT', id: '8201', no: 'FK-8201' });
  await post('AR', '30.00', '2026-10-25', r1, 'INVENTORY');
  await postPartnerEntry(h.db, ctx, {
    ledger: 'AP',
    partner: { type: 'OUTSIDE_FACTORY', id: factoryPartnerId },
    amount: '-55.50',
    date: '2026-10-12',
    item: { type: 'NODE_REPORT', id: '8301', no: 'SB-8301' },
    against: 'PROCESSING_COST',
  });
}, 120_000);
afterAll(() => h.close());

describe('supplier and processing-factory statements', () => {
  it('lists per partner opening, increases, decreases and closing for the period, with totals and export', async () => {
    const list = await boss.call('POST', `${L}/SUPPLIER`, { ...october, keyword: '对账' });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list).toEqual([
      {
        partnerType: 'SUPPLIER',
        partnerId: supplierId,
        partnerName: '对账布行',
        opening: '100.00',
        increase: '200.00',
        decrease: '110.00',
        closing: '190.00',
      },
    ]);
    expect(list.data.totals).toEqual({ opening: '100.00', increase: '200.00', decrease: '110.00', closing: '190.00' });
    const factories = await boss.call('POST', `${L}/OUTSIDE_FACTORY`, { debt: true });
    expect(factories.data.list).toMatchObject([{ partnerName: '对账加工厂', opening: '0.00', closing: '55.50' }]);
    const sheet = await downloadSheet(h.app, boss.sid, `${L}/SUPPLIER/exportExcel`, october);
    expect(sheet.column('期末余额')).toEqual([190]);
    expect(sheet.total('合计', '本期减少')).toBe(110);
  });

  it('shows one partner line by line with the running balance and the source bill of each line', async () => {
    const detail = await boss.call('POST', `${D}/SUPPLIER`, { ...october, partnerId: supplierId });
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data).toMatchObject({
      partnerName: '对账布行',
      opening: '100.00',
      increase: '200.00',
      decrease: '110.00',
      closing: '190.00',
      totalCount: 3,
    });
    expect(
      detail.data.list.map((l: Record<string, string>) => [
        l.entryDate,
        l.sourceNo,
        l.itemNo,
        l.ledgerName,
        l.increase,
        l.decrease,
        l.balance,
      ]),
    ).toEqual([
      ['2026-10-10', 'DL-8002', 'DL-8002', '应付账款', '200.00', '0.00', '300.00'],
      ['2026-10-20', 'FK-8201', 'DL-8001', '应付账款', '0.00', '80.00', '220.00'],
      ['2026-10-25', 'TH-8101', 'TH-8101', '应收账款', '0.00', '30.00', '190.00'],
    ]);
    expect(detail.data.list[1]).toMatchObject({ sourceType: 'PAYMENT', sourceId: '8201' });
    const page2 = await boss.call('POST', `${D}/SUPPLIER`, { partnerId: supplierId, pageNo: 2, pageSize: 2 });
    expect(page2.data.list.map((l: { balance: string }) => l.balance)).toEqual(['220.00', '190.00']);
    const empty = await boss.call('POST', `${D}/SUPPLIER`, { partnerId: supplierId, startDate: '2027-01-01' });
    expect(empty.data).toMatchObject({ opening: '190.00', increase: '0.00', closing: '190.00', totalCount: 0, list: [] });
    const sheet = await downloadSheet(h.app, boss.sid, `${D}/SUPPLIER/exportExcel`, { partnerId: supplierId });
    expect(sheet.column('余额')).toEqual([100, 300, 220, 190]);
    expect(sheet.total('合计', '增加')).toBe(300);
  });

  it('ages open items per partner: current, 1-30, 31-60, 61-90, over 90 days', async () => {
    const aged = await boss.call('POST', 'finance/statement/aged', { asOf: '2026-11-26', keyword: '对账' });
    expect(aged.code, aged.msg).toBe(0);
    const row = (direction: string, name: string) =>
      aged.data.list.find((r: { direction: string; partnerName: string }) => r.direction === direction && r.partnerName === name);
    // DL-8001 (09-01, 86 days) 20.00 open; DL-8002 (10-10, 47 days) 200.00; TH-8101 (10-25, 32 days) 30.00 owed to us.
    expect(row('PAYABLE', '对账布行')).toMatchObject({
      items: 2,
      current: '0.00',
      d1to30: '0.00',
      d31to60: '200.00',
      d61to90: '20.00',
      over90: '0.00',
      total: '220.00',
    });
    expect(row('RECEIVABLE', '对账布行')).toMatchObject({ items: 1, d31to60: '30.00', total: '30.00' });
    expect(row('PAYABLE', '对账加工厂')).toMatchObject({ d31to60: '55.50' });
    expect(aged.data.totals).toEqual([
      {
        direction: 'PAYABLE',
        figures: { current: '0.00', d1to30: '0.00', d31to60: '255.50', d61to90: '20.00', over90: '0.00', total: '275.50' },
      },
      {
        direction: 'RECEIVABLE',
        figures: { current: '0.00', d1to30: '0.00', d31to60: '30.00', d61to90: '0.00', over90: '0.00', total: '30.00' },
      },
    ]);
    const later = await boss.call('POST', 'finance/statement/aged', {
      asOf: '2027-01-01',
      direction: 'PAYABLE',
      partnerType: 'SUPPLIER',
    });
    expect(later.data.list).toMatchObject([{ d61to90: '200.00', over90: '20.00' }]);
    const sheet = await downloadSheet(h.app, boss.sid, 'finance/statement/aged/exportExcel', { asOf: '2026-11-26' });
    expect(sheet.total('合计', '合计')).toBe(305.5);
  });

  it('refuses no session, another factory, no permission and bad input naming the field', async () => {
    for (const [url, body] of [
      [`${L}/SUPPLIER`, {}],
      [`${D}/SUPPLIER`, { partnerId: supplierId }],
      ['finance/statement/aged', {}],
    ] as const) {
      expect((await call(h.app, 'POST', url, body)).code).toBe(440);
      expect((await clerk.call('POST', url, body)).code).toBe(40301);
    }
    expect((await intruder.call('POST', `${L}/SUPPLIER`, {})).data.totalCount).toBe(0);
    expect((await intruder.call('POST', 'finance/statement/aged', {})).data.list).toEqual([]);
    const theirs = await intruder.call('POST', `${D}/SUPPLIER`, { partnerId: supplierId });
    expect(theirs.code).toBe(40001);
    expect(theirs.data.errors[0].field).toBe('partnerId');
    const cases: [string, object, string][] = [
      [`${L}/SUPPLIER`, { startDate: '2026-13-01' }, 'startDate'],
      [`${L}/SUPPLIER`, { startDate: '2026-10-31', endDate: '2026-10-01' }, 'endDate'],
      [`${D}/SUPPLIER`, { partnerId: 'abc' }, 'partnerId'],
      [`${D}/OUTSIDE_FACTORY`, { partnerId: supplierId + '9' }, 'partnerId'],
      ['finance/statement/aged', { asOf: 'yesterday' }, 'asOf'],
      ['finance/statement/aged', { direction: 'BOTH' }, 'direction'],
    ];
    for (const [url, body, field] of cases) {
      const bad = await boss.call('POST', url, body);
      expect(bad.code, url).toBe(40001);
      expect(bad.data.errors[0].field).toBe(field);
    }
  });
});
