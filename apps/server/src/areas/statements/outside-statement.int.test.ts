import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq } from '../../../test/goods-library.js';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { downloadSheet } from '../../../test/xlsx.js';
import { contextOf, postPartnerEntry } from '../finance-periods/index.js';

/**
 * Outside-factory settlement read from the journal. One mission with an outside-settlement node priced 2.50 at 甲 and
 * 3.00 at 乙; reviewed node reports (through the reports call, which posts their payables): 甲 24 pieces on 10-05 =
 * 60.00, 乙 10 on 10-08 = 30.00; 甲 then paid 25.00 on 10-20 against its report. Figures by hand.
 */
let h: Harness;
let boss: Client;
let intruder: Client;
let clerk: Client;
let a: string;
let b: string;
let missionNo: string;
let reportA: string;
let orderNo: string;
let orderId: string;
let customerId: string;
const tag = uniq('结算');

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'outside-pay');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'outside-pay-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  clerk = await signIn(h.app, staff.loginName, staff.password);
  a = (await boss.call('POST', 'outside/factory/insert', { name: `${tag}A甲厂` })).data.id;
  b = (await boss.call('POST', 'outside/factory/insert', { name: `${tag}B乙厂` })).data.id;
  // The mission and its node are rows (the missions area owns their calls); the reports go through their call.
  const lib = await makeLibrary(boss, 1, 1, 0);
  customerId = lib.customerId;
  const style = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: uniq('K'),
    styleName: '结算衬衫',
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: lib.standardIds,
  });
  expect(style.code, style.msg).toBe(0);
  const styleId = (style.data.goodsId ?? style.data.id) as string;
  const sku = (await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId })).data[0].id as string;
  missionNo = uniq('WS');
  const unitId = boss.unitId;
  orderNo = uniq('SC');
  orderId = (
    await h.db
      .insertInto('productionOrder')
      .values({ unitId, orderNo, type: 1, status: 2, placeorderAt: '2026-10-01', createdBy: boss.userId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await h.db
    .insertInto('productionOrderGoods')
    .values({
      unitId,
      productionOrderId: orderId,
      goodsStyleId: styleId,
      deliveryAt: '2026-12-31',
      fillType: 0,
      noTaxAmount: '100',
      taxAmount: '13',
    })
    .execute();
  const mission = await h.db
    .insertInto('mission')
    .values({
      unitId,
      productionOrderId: orderId,
      missionNo,
      placeorderAt: '2026-10-01',
      deliveryAt: '2026-12-31',
      goodsStyleId: styleId,
      totalNum: '100',
      createdBy: boss.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db.insertInto('missionLine').values({ unitId, missionId: mission.id, goodsSkuId: sku, num: '100' }).execute();
  const prcd = await h.db
    .insertInto('prcdNode')
    .values({ unitId, name: uniq('车缝'), typeCode: 'quantitative', allowOutside: true, createdBy: boss.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const node = await h.db
    .insertInto('missionNode')
    .values({
      unitId,
      missionId: mission.id,
      prcdNodeId: prcd.id,
      name: '车缝',
      typeCode: 'quantitative',
      sort: 0,
      targetNum: '100',
      outsideSettlement: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('missionNodeOutsideFactory')
    .values([
      { unitId, missionNodeId: node.id, outsideFactoryId: a, unitPrice: '2.5' },
      { unitId, missionNodeId: node.id, outsideFactoryId: b, unitPrice: '3' },
    ])
    .execute();
  const report = async (factoryId: string, num: string, dateCompleted: string) => {
    const res = await boss.call('POST', `fac-mission-prcd-nodes/${node.id}/quantitative`, {
      actionType: 'REPORT',
      dateCompleted,
      finishUserId: boss.userId,
      outsideFactoryId: factoryId,
      skus: [{ goodsSkuId: sku, num }],
    });
    expect(res.code, res.msg).toBe(0);
    return res.data.billIds[0] as string;
  };
  reportA = await report(a, '24', '2026-10-05');
  await report(b, '10', '2026-10-08');
  const item = await h.db
    .selectFrom('journalItem')
    .select(['itemType', 'itemNo'])
    .where('itemId', '=', reportA)
    .executeTakeFirstOrThrow();
  await postPartnerEntry(h.db, contextOf(boss), {
    ledger: 'AP',
    partner: { type: 'OUTSIDE_FACTORY', id: a },
    amount: '25.00',
    date: '2026-10-20',
    item: { type: item.itemType, id: reportA, no: item.itemNo },
    source: { type: 'PAYMENT', id: '9901', no: 'FK-9901' },
  });
  // What the customer owes on the order (113.00) and collected of it (50.00), straight into the journal.
  const customer = { type: 'CUSTOMER' as const, id: customerId };
  const onOrder = { type: 'FAC_PRD_ORDER', id: orderId, no: orderNo };
  await postPartnerEntry(h.db, contextOf(boss), {
    ledger: 'AR',
    partner: customer,
    amount: '113.00',
    date: '2026-10-02',
    item: onOrder,
    against: 'SALES',
    source: onOrder,
  });
  await postPartnerEntry(h.db, contextOf(boss), {
    ledger: 'AR',
    partner: customer,
    amount: '-50.00',
    date: '2026-10-30',
    item: onOrder,
    source: { type: 'PAYMENT', id: '9902', no: 'SK-9902' },
  });
}, 120_000);
afterAll(() => h.close());

describe('outside-factory settlement', () => {
  it('answers per factory and mission what the reports came to, paid and open, with the running balance and export', async () => {
    const res = await boss.call('POST', 'financeMissionStatement', { keyword: tag });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list).toEqual([
      expect.objectContaining({
        outsideFactoryId: a,
        missionNo,
        bills: 1,
        owed: '60.00',
        paid: '25.00',
        open: '35.00',
        balance: '35.00',
        firstDate: '2026-10-05',
      }),
      expect.objectContaining({
        outsideFactoryId: b,
        missionNo,
        bills: 1,
        owed: '30.00',
        paid: '0.00',
        open: '30.00',
        balance: '30.00',
      }),
    ]);
    expect(res.data.totals).toEqual({ owed: '90.00', paid: '25.00', offset: '0.00', adjusted: '0.00', open: '65.00' });
    const narrowed = await boss.call('POST', 'financeMissionStatement', { outsideFactoryIds: [b], startDate: '2026-10-06' });
    expect(narrowed.data.list.map((r: { outsideFactoryId: string }) => r.outsideFactoryId)).toEqual([b]);
    const none = await boss.call('POST', 'financeMissionStatement', { keyword: tag, missionNo: 'no-such-mission' });
    expect(none.data).toMatchObject({ list: [], totalCount: 0, totals: { owed: '0.00' } });
    const sheet = await downloadSheet(h.app, boss.sid, 'financeMissionStatement/exportExcel', { keyword: tag });
    expect(sheet.column('欠款')).toEqual([35, 30]);
    expect(sheet.total('合计', '累计应付')).toBe(90);
  });

  it('lists per processing factory (outside/factory/pay/list) and its postings line by line (details, export)', async () => {
    const list = await boss.call('POST', 'outside/factory/pay/list', { keyword: tag, debt: true });
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list).toEqual([
      {
        outsideFactoryId: a,
        outsideFactoryName: `${tag}A甲厂`,
        bills: 1,
        owed: '60.00',
        paid: '25.00',
        offset: '0.00',
        adjusted: '0.00',
        open: '35.00',
        prepaid: '0.00',
      },
      expect.objectContaining({ outsideFactoryId: b, open: '30.00' }),
    ]);
    expect(list.data.totals).toMatchObject({ owed: '90.00', open: '65.00', prepaid: '0.00' });
    const details = await boss.call('POST', 'outside/factory/pay/details', { outsideFactoryId: a });
    expect(details.code, details.msg).toBe(0);
    expect(details.data).toMatchObject({
      opening: '0.00',
      increase: '60.00',
      decrease: '25.00',
      closing: '35.00',
      totalCount: 2,
    });
    expect(details.data.list.map((l: { sourceId: string; balance: string }) => [l.sourceId, l.balance])).toEqual([
      [reportA, '60.00'],
      ['9901', '35.00'],
    ]);
    const payments = await boss.call('POST', 'outside/factory/pay/details', { outsideFactoryId: a, billType: 'PAYMENT' });
    expect(payments.data).toMatchObject({
      increase: '0.00',
      decrease: '25.00',
      totalCount: 1,
      list: [{ sourceNo: 'FK-9901', balance: '35.00' }],
    });
    const sheet = await downloadSheet(h.app, boss.sid, 'outside/factory/pay/exportExcel', { outsideFactoryId: a });
    expect(sheet.column('累计欠款')).toEqual([60, 35]);
    const factories = await downloadSheet(h.app, boss.sid, 'outside/factory/pay/list/exportExcel', { keyword: tag });
    expect(factories.total('合计', '欠款')).toBe(65);
    const balance = await boss.call('POST', 'financeOutSideBalanceStatement', { keyword: tag, startDate: '2026-10-10' });
    expect(balance.data.list).toEqual([
      expect.objectContaining({ partnerId: a, opening: '60.00', increase: '0.00', decrease: '25.00', closing: '35.00' }),
      expect.objectContaining({ partnerId: b, opening: '30.00', closing: '30.00' }),
    ]);
  });

  it('answers per production order its amount, receivable and outside processing (facPrdOrder/statement/finance)', async () => {
    const res = await boss.call('POST', 'facPrdOrder/statement/finance', { keyword: orderNo });
    expect(res.code, res.msg).toBe(0);
    const processing = { owed: '90.00', paid: '25.00', offset: '0.00', adjusted: '0.00', open: '65.00' };
    const receivable = { owed: '113.00', paid: '50.00', offset: '0.00', adjusted: '0.00', open: '63.00' };
    expect(res.data.list).toEqual([
      {
        productionOrderId: orderId,
        orderNo,
        buyNo: null,
        placeorderAt: '2026-10-01',
        orderAmount: '113.00',
        processing,
        receivable,
        materialCost: '0.00',
        profit: '23.00', // 113.00 − 0.00 material − 90.00 processing
        bills: 3,
      },
    ]);
    expect(res.data.totals).toEqual({ orderAmount: '113.00', processing, receivable, materialCost: '0.00', profit: '23.00' });
    const detail = await boss.call('POST', 'facPrdOrder/statement/finance/detail', { id: orderId });
    expect(detail.code, detail.msg).toBe(0);
    expect(
      detail.data.list.map((b: { kind: string; partnerName: string; open: string }) => [b.kind, b.partnerName, b.open]),
    ).toEqual([
      ['RECEIVABLE', expect.any(String), '63.00'],
      ['PROCESSING', `${tag}A甲厂`, '35.00'],
      ['PROCESSING', `${tag}B乙厂`, '30.00'],
    ]);
    const later = await boss.call('POST', 'facPrdOrder/statement/finance', { keyword: orderNo, startDate: '2026-10-02' });
    expect(later.data.totalCount).toBe(0);
    const sheet = await downloadSheet(h.app, boss.sid, 'facPrdOrder/statement/finance/exportExcel', { keyword: orderNo });
    expect(sheet.column('未收')).toEqual([63]);
    expect(sheet.total('合计', '外发加工未付')).toBe(65);
  });

  it('refuses no session, another factory, no permission and bad input naming the field', async () => {
    for (const [url, body] of [
      ['facPrdOrder/statement/finance', {}],
      ['facPrdOrder/statement/finance/detail', { id: orderId }],
      ['financeMissionStatement', {}],
      ['financeOutSideBalanceStatement', {}],
      ['outside/factory/pay/list', {}],
      ['outside/factory/pay/details', { outsideFactoryId: a }],
    ] as const) {
      expect((await call(h.app, 'POST', url, body)).code).toBe(440);
      expect((await clerk.call('POST', url, body)).code).toBe(40301);
    }
    expect((await intruder.call('POST', 'financeMissionStatement', {})).data.totalCount).toBe(0);
    expect((await intruder.call('POST', 'outside/factory/pay/list', { outsideFactoryIds: [a] })).data.totalCount).toBe(0);
    expect((await intruder.call('POST', 'facPrdOrder/statement/finance', { keyword: orderNo })).data.totalCount).toBe(0);
    const cases: [string, object, string][] = [
      ['outside/factory/pay/details', { outsideFactoryId: a }, 'outsideFactoryId'],
      ['facPrdOrder/statement/finance/detail', { id: orderId }, 'id'],
      ['financeMissionStatement', { startDate: '2026-10-31', endDate: '2026-10-01' }, 'endDate'],
      ['outside/factory/pay/list', { outsideFactoryIds: ['x'] }, 'outsideFactoryIds.0'],
      ['outside/factory/pay/details', {}, 'outsideFactoryId'],
      ['facPrdOrder/statement/finance', { endDate: '31/10/2026' }, 'endDate'],
    ];
    for (const [i, [url, body, field]] of cases.entries()) {
      const bad = await (i < 2 ? intruder : boss).call('POST', url, body);
      expect(bad.code, url).toBe(40001);
      expect(bad.data.errors[0].field).toBe(field);
    }
  });
  it('pays a processing factory (outside/factory/pay/add): its open bills settled oldest first, the rest prepaid', async () => {
    const account = await boss.call('POST', 'config/finance/account/add', {
      remitMethodName: `${tag}基本户`,
      openingBalance: '500',
    });
    expect(account.code, account.msg).toBe(0);
    const pay = { outsideFactoryId: b, payAmount: '40.00', remitMethodId: account.data.id, payDate: '2026-10-25' };
    for (const [body, field] of [
      [{ ...pay, payAmount: '0' }, 'payAmount'],
      [{ ...pay, remitMethodId: '999999999' }, 'remitMethodId'],
      [{ ...pay, outsideFactoryId: '999999999' }, 'outsideFactoryId'],
    ] as const) {
      const bad = await boss.call('POST', 'outside/factory/pay/add', body);
      expect(bad.code, field).toBe(40001);
      expect(bad.data.errors[0].field).toBe(field);
    }
    expect((await clerk.call('POST', 'outside/factory/pay/add', pay)).code).toBe(40301);
    const foreign = await intruder.call('POST', 'outside/factory/pay/add', pay);
    expect([foreign.code, foreign.data.errors[0].field]).toEqual([40001, 'outsideFactoryId']);
    const before = await h.db
      .selectFrom('financePayment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(before.n).toBe('0');
    // 乙 owes 30.00 on one report: 40.00 settles it and leaves 10.00 prepaid; the payment is reviewed at once.
    const paid = await boss.call('POST', 'outside/factory/pay/add', pay);
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.status).toBe(2);
    const list = await boss.call('POST', 'outside/factory/pay/list', { outsideFactoryIds: [b] });
    expect(list.data.list[0]).toMatchObject({ owed: '30.00', paid: '30.00', open: '0.00', prepaid: '10.00' });
  });
});
