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
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postJournalEntry } from '../journal/index.js';
import { assertFinanceAccount, financeConfigValue } from './index.js';

let h: Harness;
let company: FactoryFixture;
let boss: Client;
let clerk: Client; // factory finance staff: sees accounts and this factory's flow, not the company balance
let powerless: Client;
let sister: Client; // staff of a second factory of the same company
let stranger: Client;

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'fin-acct');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  const c = await createStaff(h.db, company, ['finance.account.view']);
  clerk = await signIn(h.app, c.loginName, c.password);
  const p = await createStaff(h.db, company, []);
  powerless = await signIn(h.app, p.loginName, p.password);
  const second = await addFactory(h.db, company, 'fin-acct-2');
  const s = await createStaff(h.db, { ...company, unitId: second }, ['finance.account.view']);
  sister = await signIn(h.app, s.loginName, s.password);
  const other = await createFactory(h.db, 'fin-acct-other');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
});
afterAll(() => h.close());

const ctxOf = (client: Client): RequestContext => ({
  sessionId: 't',
  userId: client.userId,
  unitId: client.unitId,
  bossUnitId: client.bossUnitId,
  userKind: 'BOSS',
  loginName: 'boss',
  userName: 'Boss',
  permissions: new Set(),
  lang: 'zh',
  visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
});
const accountRows = () => h.db.selectFrom('financeAccount').selectAll().where('unitId', '=', company.bossUnitId).execute();
/** A money event paying out of (negative) or into (positive) the account, as a fee or payment would post. */
const postCash = (client: Client, accountId: string, amount: string, no: string) =>
  h.db.transaction().execute((trx) =>
    postJournalEntry(trx, ctxOf(client), {
      source: { type: 'FEE', id: no.replace(/\D/g, ''), no },
      lines: [
        { ledger: 'CASH', accountId, amount },
        {
          ledger: amount.startsWith('-') ? 'FEE_EXPENSE' : 'FEE_INCOME',
          amount: amount.startsWith('-') ? amount.slice(1) : `-${amount}`,
        },
      ],
    }),
  );

describe('finance accounts', () => {
  it('adds, lists, edits; the company balance sums every factory, a factory sees its own amount and flow', async () => {
    const added = await boss.call('POST', 'config/finance/account/add', {
      remitMethodName: '工商银行',
      accountNo: '6222 0001',
      openingBalance: '1000.50',
    });
    expect(added.code, added.msg).toBe(0);
    const id = added.data.id as string;
    await postCash(boss, id, '-200.25', 'FY-101');
    await postCash(sister, id, '50.00', 'FY-102');

    const page = await boss.call('POST', 'config/finance/account/page', { pageNo: 1, pageSize: 20 });
    expect(page.data.list).toMatchObject([
      { id, name: '工商银行', openingBalance: '1000.50', factoryAmount: '-200.25', balance: '850.25' },
    ]);
    const clerkPage = await clerk.call('POST', 'config/finance/account/page', {});
    expect(clerkPage.data.list[0]).toMatchObject({ factoryAmount: '-200.25', balance: null });
    const sisterPage = await sister.call('POST', 'config/finance/account/page', {});
    expect(sisterPage.data.list[0]).toMatchObject({ id, factoryAmount: '50.00', balance: null });

    const flow = await clerk.call('POST', 'config/finance/account/flow', { id });
    expect(flow.data).toMatchObject({ totalCount: 1, incomeTotal: '0.00', expenseTotal: '200.25' });
    expect(flow.data.list[0]).toMatchObject({ sourceType: 'FEE', sourceNo: 'FY-101', expense: '200.25' });
    const sisterFlow = await sister.call('POST', 'config/finance/account/flow', { id });
    expect(sisterFlow.data.list.map((l: { sourceNo: string }) => l.sourceNo)).toEqual(['FY-102']);

    const options = await powerless.call('POST', 'config/finance/account/queryList', {});
    expect(options.data).toEqual([{ id, name: '工商银行', remitMethodName: '工商银行' }]);
    const edited = await boss.call('POST', 'config/finance/account/update', {
      id,
      remitMethodName: '工行基本户',
      openingBalance: '1000.50',
    });
    expect(edited.code, edited.msg).toBe(0);
    expect((await accountRows()).find((a) => a.id === id)?.name).toBe('工行基本户');
  });

  it('deletes an unused account outright and a used one softly; history keeps it, forms refuse it', async () => {
    const unused = (await boss.call('POST', 'config/finance/account/add', { remitMethodName: '零用现金' })).data.id;
    const used = (await boss.call('POST', 'config/finance/account/add', { remitMethodName: '农业银行' })).data.id;
    await postCash(boss, used, '30.00', 'FY-201');
    expect((await boss.call('GET', 'config/finance/account/delete', { id: unused })).data).toMatchObject({ soft: false });
    expect((await boss.call('GET', 'config/finance/account/delete', { id: used })).data).toMatchObject({ soft: true });
    const rows = await accountRows();
    expect(rows.find((a) => a.id === unused)).toBeUndefined();
    expect(rows.find((a) => a.id === used)).toMatchObject({ isDeleted: true });
    const options = await boss.call('POST', 'config/finance/account/queryList', {});
    expect(options.data.map((o: { id: string }) => o.id)).not.toContain(used);
    const history = await boss.call('POST', 'config/finance/account/page', { includeDeleted: true });
    expect(history.data.list.find((a: { id: string }) => a.id === used)).toMatchObject({ isDeleted: true, balance: '30.00' });
    expect((await boss.call('POST', 'config/finance/account/flow', { id: used })).data.totalCount).toBe(1);
    // a name freed by a deletion can be used again
    expect((await boss.call('POST', 'config/finance/account/add', { remitMethodName: '农业银行' })).code).toBe(0);
    const gone = await boss.call('GET', 'config/finance/account/delete', { id: used });
    expect(gone.code).toBe(40402);
  });

  it('assertFinanceAccount names accountId for an unknown, deleted or other company account', async () => {
    const live = (await boss.call('POST', 'config/finance/account/add', { remitMethodName: '建设银行' })).data.id;
    const theirs = (await stranger.call('POST', 'config/finance/account/add', { remitMethodName: '建设银行' })).data.id;
    const check = (client: Client, id: string) =>
      h.db.transaction().execute((trx) => assertFinanceAccount(trx, ctxOf(client), id));
    await expect(check(sister, live)).resolves.toEqual({ id: live, name: '建设银行' });
    for (const id of [theirs, '999999999', 'abc']) {
      await expect(check(boss, id)).rejects.toMatchObject({ code: 40001, data: { errors: [{ field: 'accountId' }] } });
    }
    expect(await financeConfigValue(h.db, ctxOf(boss), 'SKU_SALE')).toBe(false);
  });

  it('refuses without a session, another company, without permission and bad input (nothing written)', async () => {
    const mine = (await boss.call('POST', 'config/finance/account/add', { remitMethodName: '招商银行' })).data.id;
    const before = await accountRows();
    expect((await call(h.app, 'POST', 'config/finance/account/queryList', {})).code).toBe(440);
    expect((await call(h.app, 'POST', 'config/finance/account/add', { remitMethodName: 'x' })).code).toBe(440);
    for (const [method, url, body] of [
      ['POST', 'config/finance/account/add', { remitMethodName: '无权账户' }],
      ['POST', 'config/finance/account/update', { id: mine, remitMethodName: '无权' }],
      ['GET', 'config/finance/account/delete', { id: mine }],
      ['POST', 'config/finance/account/page', {}],
    ] as const) {
      expect((await powerless.call(method, url, body)).code, url).toBe(40301);
    }
    expect((await clerk.call('POST', 'config/finance/account/add', { remitMethodName: '无权账户' })).code).toBe(40301);
    expect((await stranger.call('POST', 'config/finance/account/update', { id: mine, remitMethodName: '抢' })).code).toBe(40402);
    expect((await stranger.call('GET', 'config/finance/account/delete', { id: mine })).code).toBe(40402);
    expect((await stranger.call('POST', 'config/finance/account/flow', { id: mine })).code).toBe(40402);
    const strangerList = await stranger.call('POST', 'config/finance/account/queryList', {});
    expect(strangerList.data.map((o: { id: string }) => o.id)).not.toContain(mine);

    const blank = await boss.call('POST', 'config/finance/account/add', { remitMethodName: ' ' });
    expect(blank.code).toBe(40001);
    expect(blank.data.errors[0].field).toBe('remitMethodName');
    expect(blank.msg).toContain('账户名称');
    const money = await boss.call('POST', 'config/finance/account/add', { remitMethodName: '坏金额', openingBalance: '1.234' });
    expect(money.code).toBe(40001);
    expect(money.data.errors[0].field).toBe('openingBalance');
    const twice = await boss.call('POST', 'config/finance/account/add', { remitMethodName: '招商银行' });
    expect(twice.code).toBe(40901);
    expect(twice.data.errors[0].field).toBe('remitMethodName');
    expect(await accountRows()).toEqual(before);
  });
});

describe('finance configuration', () => {
  it('lists the types, answers off when never set, and changes a switch with its order types', async () => {
    const types = await powerless.call('GET', 'finance/getBusinessTypes');
    expect(types.data.map((t: { type: string }) => t.type)).toEqual(['SKU_SALE', 'ENABLE_PAYMENT_APPLY']);
    const fresh = await powerless.call('GET', 'finance/getConfigure');
    expect(fresh.data.financeConfigureTypes[1]).toMatchObject({
      type: 'ENABLE_PAYMENT_APPLY',
      enabled: false,
      relationOrderTypes: [],
    });
    const changed = await boss.call('POST', 'finance/changeConfigure', {
      type: 'ENABLE_PAYMENT_APPLY',
      enabled: true,
      relationOrderTypes: [{ orderType: 'MATERIEL_PURCHASE' }, 'OUTSIDE_BALANCE'],
    });
    expect(changed.code, changed.msg).toBe(0);
    expect(changed.data.financeConfigureTypes[1]).toMatchObject({
      enabled: true,
      relationOrderTypes: [{ orderType: 'MATERIEL_PURCHASE', name: '物料采购' }, { orderType: 'OUTSIDE_BALANCE' }],
    });
    expect(await financeConfigValue(h.db, ctxOf(boss), 'ENABLE_PAYMENT_APPLY')).toBe(true);
    // the switch is the factory's: the sister factory and the other company are untouched
    expect(await financeConfigValue(h.db, ctxOf(sister), 'ENABLE_PAYMENT_APPLY')).toBe(false);
    expect((await stranger.call('GET', 'finance/getConfigure')).data.financeConfigureTypes[1].enabled).toBe(false);
  });

  it('refuses without a session, without permission and bad input naming the field (nothing written)', async () => {
    const rows = () => h.db.selectFrom('financeConfig').selectAll().where('unitId', '=', company.unitId).execute();
    const before = await rows();
    expect((await call(h.app, 'GET', 'finance/getConfigure')).code).toBe(440);
    expect((await call(h.app, 'POST', 'finance/changeConfigure', { type: 'SKU_SALE', enabled: true })).code).toBe(440);
    expect((await clerk.call('POST', 'finance/changeConfigure', { type: 'SKU_SALE', enabled: true })).code).toBe(40301);
    const stray = await boss.call('POST', 'finance/changeConfigure', {
      type: 'SKU_SALE',
      enabled: true,
      relationOrderTypes: ['OUTSIDE_BALANCE'],
    });
    expect(stray.code).toBe(40001);
    expect(stray.data.errors[0].field).toBe('relationOrderTypes');
    const badType = await boss.call('POST', 'finance/changeConfigure', { type: 'NOPE', enabled: true });
    expect(badType.code).toBe(40001);
    expect(badType.data.errors[0].field).toBe('type');
    const foreign = await boss.call('POST', 'finance/changeConfigure', { type: 'SKU_SALE', enabled: true, unitId: '1' });
    expect(foreign.code).toBe(40302);
    expect(await rows()).toEqual(before);
  });
});
