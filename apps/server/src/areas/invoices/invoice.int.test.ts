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
import { downloadSheet } from '../../../test/xlsx.js';

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
let clerk: Client; // may query invoices only
let powerless: Client;
let stranger: Client;
let supplierId: string;
let arrival: { id: string; orderNo: string };

const ok = async (client: Client, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const res = await client.call(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'inv');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const c = await createStaff(h.db, factory, ['finance.invoice.query']);
  clerk = await signIn(h.app, c.loginName, c.password);
  const p = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, p.loginName, p.password);
  const other = await createFactory(h.db, 'inv-other');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  supplierId = (await ok(boss, 'POST', 'supplier/insert', { name: `布行${Date.now() % 1e6}` })).id;
  const storehouseId = await makeStorehouse(boss, true);
  const { skuIds } = await makeMaterialSkus(boss, ['红'], { purchaseUnit: '米', conversionRate: '1' });
  arrival = await ok(boss, 'POST', 'arrive/add', {
    supplierId,
    creatorId: factory.boss.userId,
    dateArrive: '2026-11-20',
    storehouseId,
    materialsSkus: [{ materialSkuId: skuIds[0], quantity: '10', unitPrice: '40' }],
  });
  await ok(boss, 'POST', 'uflo/MATERIALS_ARRIVE/submit', { id: arrival.id });
});
afterAll(() => h.close());

const line = (including: string, excluding: string, tax: string) => ({
  billType: 'MATERIALS_ARRIVE',
  billId: arrival.id,
  excludingTaxPrice: excluding,
  taxAmount: tax,
  includingTaxPrice: including,
});
const invoiceCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('financeInvoice')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const uninvoiced = async () =>
  (
    (await ok(clerk, 'POST', 'finance/invoice/unInvoice/facPrdOrder', { kind: 'RECEIVED', keyword: arrival.orderNo })).list as {
      billId: string;
      uninvoicedAmount: string;
      invoicedAmount: string;
    }[]
  ).find((r) => r.billId === arrival.id);

describe('invoices', () => {
  it('lists the arrival as not invoiced, registers an invoice in two parts, links it and refuses going past the amount', async () => {
    expect(await uninvoiced()).toMatchObject({ uninvoicedAmount: '400.00', invoicedAmount: '0.00' });
    const first = await ok(boss, 'POST', 'finance/invoice/add', {
      kind: 'RECEIVED',
      invoiceNo: 'FP-0001',
      partnerType: 'SUPPLIER',
      partnerId: supplierId,
      priceTotal: '226.00',
      financeInvoiceDetails: [line('226.00', '200.00', '26.00')],
    });
    expect(await uninvoiced()).toMatchObject({ uninvoicedAmount: '174.00', invoicedAmount: '226.00' });
    const detail = await ok(clerk, 'GET', 'finance/invoice/detail', { id: first.id });
    expect(detail).toMatchObject({
      status: 1,
      priceTotal: '226.00',
      taxTotal: '26.00',
      partnerName: expect.stringMatching(/^布行/),
    });
    expect(detail.financeInvoiceDetails[0]).toMatchObject({ billNo: arrival.orderNo, includingTaxPrice: '226.00' });
    const state = await ok(boss, 'GET', 'uflo/MATERIALS_ARRIVE/state', { id: arrival.id });
    expect(JSON.stringify(state.lineage.downstream)).toContain('FP-0001');

    const over = await boss.call('POST', 'finance/invoice/add', {
      invoiceNo: 'FP-0002',
      financeInvoiceDetails: [line('175.00', '175.00', '0.00')],
    });
    expect(over.code).toBe(40001);
    expect(over.data.errors[0].field).toBe('financeInvoiceDetails.0.includingTaxPrice');
    // No partner typed: the invoice takes the one partner of its bills.
    const second = await ok(boss, 'POST', 'finance/invoice/add', {
      invoiceNo: 'FP-0002',
      financeInvoiceDetails: [line('174.00', '174.00', '0.00')],
    });
    expect(await uninvoiced()).toBeUndefined();
    expect(await ok(clerk, 'GET', 'finance/invoice/detail', { id: second.id })).toMatchObject({
      partnerType: 'SUPPLIER',
      partnerId: supplierId,
      partnerName: detail.partnerName,
    });

    const list = await ok(clerk, 'POST', 'finance/invoice/list', { keyword: arrival.orderNo });
    expect(list).toMatchObject({ totalCount: 2, priceTotal: '400.00' });
    expect(list.list.map((r: { partnerName: string }) => r.partnerName)).toEqual([detail.partnerName, detail.partnerName]);
    const sheet = await downloadSheet(h.app, clerk.sid, 'finance/invoice/exportExcel', { keyword: arrival.orderNo, status: 1 });
    expect(sheet.column('发票号').sort()).toEqual(['FP-0001', 'FP-0002']);
    expect(sheet.column('往来单位')).toEqual([detail.partnerName, detail.partnerName]);
    expect(sheet.total('合计', '价税合计')).toBe(400);
    expect(sheet.total('合计', '税额')).toBe(26);
    // an invoiced arrival cannot be un-reviewed while the invoice holds it; undone, it can be invoiced again
    await ok(boss, 'PUT', 'finance/invoice/undo?id=' + first.id);
    expect(await uninvoiced()).toMatchObject({ uninvoicedAmount: '226.00' });
    expect((await boss.call('PUT', 'finance/invoice/undo?id=' + first.id)).code).toBe(40902);
  });

  it('marks a bill done (it leaves the list) and open again; updates an invoice', async () => {
    await ok(boss, 'GET', 'finance/invoice/updateOrderStatus', {
      billType: 'MATERIALS_ARRIVE',
      billId: arrival.id,
      isDone: true,
    });
    expect(await uninvoiced()).toBeUndefined();
    await ok(boss, 'GET', 'finance/invoice/updateOrderStatus', {
      billType: 'MATERIALS_ARRIVE',
      billId: arrival.id,
      isDone: false,
    });
    expect(await uninvoiced()).toMatchObject({ uninvoicedAmount: '226.00' });
    const inv = await ok(boss, 'POST', 'finance/invoice/add', {
      invoiceNo: 'FP-0003',
      financeInvoiceDetails: [line('100.00', '100.00', '0.00')],
    });
    await ok(boss, 'POST', 'finance/invoice/update', {
      id: inv.id,
      invoiceNo: 'FP-0003',
      financeInvoiceDetails: [line('226.00', '200.00', '26.00')],
    });
    expect(await uninvoiced()).toBeUndefined();
  });

  it('refuses an invoice over bills of two partners unless its partner is chosen (then the other bill is refused)', async () => {
    const otherSupplier = (await ok(boss, 'POST', 'supplier/insert', { name: `纱行${Date.now() % 1e6}` })).id;
    const storehouseId = await makeStorehouse(boss, true);
    const { skuIds } = await makeMaterialSkus(boss, ['蓝'], { purchaseUnit: '米', conversionRate: '1' });
    const reviewed = async (supplier: string) => {
      const made = await ok(boss, 'POST', 'arrive/add', {
        supplierId: supplier,
        creatorId: factory.boss.userId,
        dateArrive: '2026-11-20',
        storehouseId,
        materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1', unitPrice: '10' }],
      });
      await ok(boss, 'POST', 'uflo/MATERIALS_ARRIVE/submit', { id: made.id });
      return made.id as string;
    };
    const ours = await reviewed(supplierId);
    const theirs = await reviewed(otherSupplier);
    const before = await invoiceCount();
    const both = [ours, theirs].map((billId) => ({ ...line('1.00', '1.00', '0.00'), billId }));
    const mixed = await boss.call('POST', 'finance/invoice/add', { invoiceNo: 'FP-MIX', financeInvoiceDetails: both });
    expect(mixed.code).toBe(40001);
    expect(mixed.data.errors[0].field).toBe('partnerId');
    const chosen = await boss.call('POST', 'finance/invoice/add', {
      invoiceNo: 'FP-MIX',
      partnerType: 'SUPPLIER',
      partnerId: supplierId,
      financeInvoiceDetails: both,
    });
    expect(chosen.data.errors[0].field).toBe('financeInvoiceDetails.1.billId');
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses without a session, another factory, without permission and bad input naming the field (nothing written)', async () => {
    const before = await invoiceCount();
    const body = { invoiceNo: 'FP-X', financeInvoiceDetails: [line('1.00', '1.00', '0.00')] };
    expect((await call(h.app, 'POST', 'finance/invoice/list', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'finance/invoice/add', body)).code).toBe(440);
    expect((await powerless.call('POST', 'finance/invoice/list', {})).code).toBe(40301);
    expect((await powerless.call('POST', 'finance/invoice/exportExcel', {})).code).toBe(40301);
    expect((await powerless.call('POST', 'finance/invoice/unInvoice/facPrdOrder', {})).code).toBe(40301);
    expect((await clerk.call('POST', 'finance/invoice/add', body)).code).toBe(40301);
    expect((await clerk.call('GET', 'finance/invoice/undo', { id: '1' })).code).toBe(40301);
    const theirs = await stranger.call('POST', 'finance/invoice/add', body);
    expect(theirs.code).toBe(40001);
    expect(theirs.data.errors[0].field).toBe('financeInvoiceDetails.0.billId');
    expect((await stranger.call('POST', 'finance/invoice/unInvoice/facPrdOrder', { kind: 'RECEIVED' })).data.totalCount).toBe(0);
    const someId = (await ok(boss, 'POST', 'finance/invoice/list', {})).list[0].id;
    expect((await stranger.call('GET', 'finance/invoice/detail', { id: someId })).code).toBe(40402);
    expect((await stranger.call('PUT', 'finance/invoice/undo?id=' + someId)).code).toBe(40402);

    const cases: [unknown, string][] = [
      [{ ...body, invoiceNo: '' }, 'invoiceNo'],
      [{ ...body, financeInvoiceDetails: [] }, 'financeInvoiceDetails'],
      [{ ...body, financeInvoiceDetails: [line('1.00', '1.00', '0.10')] }, 'financeInvoiceDetails.0.includingTaxPrice'],
      [{ ...body, priceTotal: '9.00' }, 'priceTotal'],
      [
        { ...body, financeInvoiceDetails: [{ ...line('1.00', '1.00', '0.00'), billId: '99999999' }] },
        'financeInvoiceDetails.0.billId',
      ],
      [{ ...body, financeInvoiceDetails: [line('1.001', '1.00', '0.00')] }, 'financeInvoiceDetails.0.includingTaxPrice'],
    ];
    for (const [input, field] of cases) {
      const res = await boss.call('POST', 'finance/invoice/add', input);
      expect(res.code, field).toBe(40001);
      expect(res.data.errors[0].field).toBe(field);
    }
    expect(await invoiceCount()).toBe(before);
  });
});
