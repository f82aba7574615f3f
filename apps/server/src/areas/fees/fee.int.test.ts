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

let h: Harness;
let company: FactoryFixture;
let boss: Client;
let clerk: Client; // may query fee orders only
let powerless: Client;
let stranger: Client;
let label: { id: string; name: string };
let otherLabel: string;
let accountId: string;
let supplierId: string;

const ok = async (client: Client, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const res = await client.call(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'fees');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  const c = await createStaff(h.db, company, ['finance.fee.query']);
  clerk = await signIn(h.app, c.loginName, c.password);
  const p = await createStaff(h.db, company, []);
  powerless = await signIn(h.app, p.loginName, p.password);
  const other = await createFactory(h.db, 'fees-other');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  label = await ok(boss, 'POST', 'finance/attr/create', { name: '运费' });
  otherLabel = (await ok(boss, 'POST', 'finance/attr/create', { name: '水电费' })).id;
  accountId = (await ok(boss, 'POST', 'config/finance/account/add', { remitMethodName: '现金', openingBalance: '500.00' })).id;
  supplierId = (await ok(boss, 'POST', 'supplier/insert', { name: `物流公司${Date.now() % 100000}` })).id;
});
afterAll(() => h.close());

const feeCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('feeBill')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const accountRow = async () =>
  (
    (await ok(boss, 'POST', 'config/finance/account/page', {})).list as { id: string; factoryAmount: string; balance: string }[]
  ).find((a) => a.id === accountId);

describe('fee orders', () => {
  it('saves an expense paid from an account (handleType 2 by default), posts on review and reverses on anti-review', async () => {
    const saved = await ok(boss, 'POST', 'finance/billfee/addAndUpdate', {
      accountId,
      remark: '十一月运费',
      details: [
        { sysLabelId: label.id, feePrice: '120.50' },
        { sysLabelId: otherLabel, feePrice: '79.50', remark: '车间' },
      ],
    });
    expect(saved.feeNo).toMatch(/^FY\d{8}\d{4}$/);
    const detail = await ok(boss, 'GET', 'finance/billfee/detail', { orderNo: saved.feeNo });
    expect(detail).toMatchObject({ handleType: 2, feePriceTotal: '200.00', accountName: '现金', status: 0, labelName: '运费' });
    expect(detail.details).toHaveLength(2);

    expect((await ok(boss, 'POST', 'uflo/FEE/submit', { id: saved.id })).status).toBe(2);
    expect(await accountRow()).toMatchObject({ factoryAmount: '-200.00', balance: '300.00' });
    const entries = await ok(boss, 'GET', 'journal/bySource', { sourceType: 'FEE', sourceId: saved.id });
    expect(entries[0].lines.map((l: { ledger: string; debit: string; credit: string }) => [l.ledger, l.debit, l.credit])).toEqual(
      [
        ['FEE_EXPENSE', '120.50', '0.00'],
        ['FEE_EXPENSE', '79.50', '0.00'],
        ['CASH', '0.00', '200.00'],
      ],
    );
    const list = await ok(clerk, 'POST', 'finance/billfee/list', { keyword: saved.feeNo });
    expect(list).toMatchObject({ totalCount: 1, feePriceTotal: '200.00' });

    await ok(boss, 'POST', 'uflo/FEE/apply-anti-review', { id: saved.id, message: '金额有误' });
    expect(await accountRow()).toMatchObject({ factoryAmount: '0.00', balance: '500.00' });
    const edited = await ok(boss, 'POST', 'finance/billfee/addAndUpdate', {
      id: saved.id,
      accountId,
      feePriceTotal: '150.00',
      details: [{ sysLabelId: label.id, feePrice: '150.00' }],
    });
    expect(edited.feeNo).toBe(saved.feeNo);
    await ok(boss, 'PUT', 'finance/billfee/cancel', { id: saved.id });
    expect((await ok(boss, 'GET', 'finance/billfee/detail', { id: saved.id })).status).toBe(5);
  });

  it('charges a fee to a supplier as a payable open on the fee, and an income to an account', async () => {
    const fee = await ok(boss, 'POST', 'finance/billfee/addAndUpdate', {
      supplierType: 'SUPPLIER',
      supplierId,
      details: [{ sysLabelId: label.id, feePrice: '88.00' }],
    });
    await ok(boss, 'POST', 'uflo/FEE/submit', { id: fee.id });
    const [entry] = await ok(boss, 'GET', 'journal/bySource', { sourceType: 'FEE', sourceId: fee.id });
    expect(entry.lines[1]).toMatchObject({ ledger: 'AP', credit: '88.00', itemType: 'FEE', itemNo: fee.feeNo });
    expect((await ok(boss, 'GET', 'finance/billfee/detail', { id: fee.id })).supplierName).toMatch(/^物流公司/);

    const income = await ok(boss, 'POST', 'finance/billfee/addAndUpdate', {
      handleType: 1,
      accountId,
      details: [{ sysLabelId: otherLabel, feePrice: '10.00' }],
    });
    await ok(boss, 'POST', 'uflo/FEE/submit', { id: income.id });
    expect(await accountRow()).toMatchObject({ factoryAmount: '10.00', balance: '510.00' });

    // The list's export takes its filter, every row, and sums 费用总额 like the list does.
    const sheet = await downloadSheet(h.app, clerk.sid, 'finance/billfee/exportExcel', { supplierId });
    expect(sheet.column('费用单号')).toEqual([fee.feeNo]);
    expect(sheet.column('往来单位')[0]).toMatch(/^物流公司/);
    expect(sheet.total('合计', '费用总额')).toBe(88);
    const all = await ok(clerk, 'POST', 'finance/billfee/list', { pageSize: 1 });
    const every = await downloadSheet(h.app, clerk.sid, 'finance/billfee/exportExcel', {});
    expect(every.rows).toHaveLength(all.totalCount);
    expect(every.total('合计', '费用总额')).toBe(Number(all.feePriceTotal));
  });

  it('manages labels: create, rename, sort, delete softly', async () => {
    const extra = await ok(boss, 'POST', 'finance/attr/create', { name: '快递费' });
    await ok(boss, 'POST', 'finance/attr/update', { id: extra.id, name: '快递' });
    const sorted = await ok(boss, 'POST', 'finance/attr/sort', { ids: [extra.id, label.id, otherLabel] });
    expect(sorted.map((l: { name: string }) => l.name)).toEqual(['快递', '运费', '水电费']);
    await ok(boss, 'POST', 'finance/attr/delete', { id: extra.id });
    const names = (await ok(clerk, 'GET', 'finance/billfee/getSysLabelList')).map((l: { name: string }) => l.name);
    expect(names).toEqual(['运费', '水电费']);
    expect((await boss.call('POST', 'finance/attr/create', { name: '运费' })).code).toBe(40901);
    expect((await ok(boss, 'GET', 'finance/billfee/getFeeNoList', { keyword: 'FY' })).length).toBeGreaterThan(0);
  });

  it('refuses without a session, another factory, without permission and bad input naming the field (nothing written)', async () => {
    const fee = await ok(boss, 'POST', 'finance/billfee/addAndUpdate', {
      accountId,
      details: [{ sysLabelId: label.id, feePrice: '5.00' }],
    });
    const before = await feeCount();
    const body = { accountId, details: [{ sysLabelId: label.id, feePrice: '1.00' }] };
    expect((await call(h.app, 'POST', 'finance/billfee/list', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'finance/billfee/addAndUpdate', body)).code).toBe(440);
    expect((await powerless.call('POST', 'finance/billfee/list', {})).code).toBe(40301);
    expect((await powerless.call('POST', 'finance/billfee/exportExcel', {})).code).toBe(40301);
    expect((await clerk.call('POST', 'finance/billfee/addAndUpdate', body)).code).toBe(40301);
    expect((await clerk.call('PUT', 'finance/billfee/cancel', { id: fee.id })).code).toBe(40301);
    expect((await clerk.call('POST', 'finance/attr/create', { name: '无权' })).code).toBe(40301);
    expect((await stranger.call('GET', 'finance/billfee/detail', { id: fee.id })).code).toBe(40402);
    expect((await stranger.call('POST', 'uflo/FEE/submit', { id: fee.id })).code).toBe(40402);
    expect((await stranger.call('POST', 'finance/billfee/addAndUpdate', body)).data?.errors?.[0]?.field).toBe(
      'details.0.sysLabelId',
    );
    expect((await stranger.call('POST', 'finance/attr/delete', { id: label.id })).code).toBe(40402);

    const cases: [unknown, string][] = [
      [{ ...body, details: [] }, 'details'],
      [{ ...body, details: [{ sysLabelId: label.id, feePrice: '-1' }] }, 'details.0.feePrice'],
      [{ ...body, feePriceTotal: '2.00' }, 'feePriceTotal'],
      [{ ...body, supplierType: 'SUPPLIER', supplierId: '999999999' }, 'supplierId'],
      [{ ...body, accountId: '999999999' }, 'accountId'],
      [{ ...body, preparedDate: '2026-02-30' }, 'preparedDate'],
    ];
    for (const [input, field] of cases) {
      const res = await boss.call('POST', 'finance/billfee/addAndUpdate', input);
      expect(res.code, field).toBe(40001);
      expect(res.data.errors[0].field).toBe(field);
    }
    const noSettle = await ok(boss, 'POST', 'finance/billfee/addAndUpdate', {
      details: [{ sysLabelId: label.id, feePrice: '3.00' }],
    });
    const refused = await boss.call('POST', 'uflo/FEE/submit', { id: noSettle.id });
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe('accountId');
    expect(await feeCount()).toBe(before + 1);
  });
});
