import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { makeStyle, makeTemplate, missionBody, type MissionStyle } from './mission.fixture.js';

// 一键转工单: fac/mission/batchConvertCheck and fac/mission/batchConvert.
let h: Harness;
let f: FactoryFixture;
let boss: Client;
let intruder: Client;
let shirt: MissionStyle;
let coat: MissionStyle;
let templateId: string;

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'batch convert');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'batch other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  shirt = await makeStyle(boss);
  coat = await makeStyle(boss, 2, 1);
  templateId = (await makeTemplate(h.db, f.unitId, f.boss.userId)).templateId;
});
afterAll(() => h.close());

/** A reviewed order of the shirt (10 of each SKU) and the coat (5 of each), delivery 2030-12-20. */
async function twoBlockOrder(status: 'reviewed' | 'draft' = 'reviewed') {
  const block = (s: MissionStyle, num: number) => ({
    styleId: s.styleId,
    deliveryAt: '2030-12-20',
    facPrdOrderGoodsDetailList: s.skus.map((k) => ({ goodsSkuId: k.id, num })),
  });
  const made = await boss.call('POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    chargerIds: [f.boss.userId],
    facPrdOrderGoodsList: [block(shirt, 10), block(coat, 5)],
  });
  expect(made.code, made.msg).toBe(0);
  if (status === 'reviewed') {
    const submitted = await boss.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: made.data.id });
    expect(submitted.code, submitted.msg).toBe(0);
  }
  const goods = await h.db
    .selectFrom('productionOrderGoods')
    .select(['id', 'goodsStyleId'])
    .where('productionOrderId', '=', made.data.id)
    .execute();
  const idOf = (s: MissionStyle) => goods.find((g) => g.goodsStyleId === s.styleId)!.id;
  return { id: made.data.id as string, shirtGoodsId: idOf(shirt), coatGoodsId: idOf(coat) };
}

const missionsOf = (orderId: string) =>
  h.db
    .selectFrom('mission')
    .select(['id', 'productionOrderGoodsId', 'totalNum', 'prcdTemplateId', 'status'])
    .where('productionOrderId', '=', orderId)
    .execute();
const convertedOf = async (goodsId: string) =>
  (await h.db.selectFrom('productionOrderGoods').select('convertedNum').where('id', '=', goodsId).executeTakeFirstOrThrow())
    .convertedNum;

describe('fac/mission/batchConvertCheck', () => {
  it('answers each block with what is left, the order’s defaults and no blockers on a reviewed order', async () => {
    const order = await twoBlockOrder();
    const res = await boss.call('GET', 'fac/mission/batchConvertCheck', { orderId: order.id });
    expect(res.code, res.msg).toBe(0);
    const shirtRow = res.data.find((r: { orderGoodsId: string }) => r.orderGoodsId === order.shirtGoodsId);
    expect(shirtRow).toMatchObject({
      styleNo: shirt.styleNo,
      remainingNum: '20',
      deliveryAt: '2030-12-20',
      customerId: shirt.customerId,
      isCustomerFixed: false,
      leaderIds: [f.boss.userId],
      blockers: [],
      canConvert: true,
    });
    expect(shirtRow.customerName).toBeTruthy();
  });

  it('names what blocks a block: a draft order, a block converted in full, an incomplete goods record', async () => {
    const draft = await twoBlockOrder('draft');
    const d = await boss.call('GET', 'fac/mission/batchConvertCheck', { orderId: draft.id });
    expect(d.data.every((r: { blockers: string[] }) => r.blockers.includes('ORDER_STATUS'))).toBe(true);

    const order = await twoBlockOrder();
    const one = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(coat, f.boss.userId, {
        productionOrderGoodsId: order.coatGoodsId,
        deliveryAt: '2030-12-20',
        lines: coat.skus.map((k) => ({ goodsSkuId: k.id, num: 5 })),
      }),
    );
    expect(one.code, one.msg).toBe(0);
    await boss.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: ['brand'] });
    try {
      const res = await boss.call('GET', 'fac/mission/batchConvertCheck', { orderId: order.id });
      const coatRow = res.data.find((r: { orderGoodsId: string }) => r.orderGoodsId === order.coatGoodsId);
      expect(coatRow).toMatchObject({ remainingNum: '0', canConvert: false });
      expect(coatRow.blockers).toEqual(['NOTHING_LEFT', 'GOODS_INCOMPLETE']);
      expect(coatRow.missingFields).toEqual(['品牌']);
    } finally {
      await boss.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: [] });
    }
  });

  it('is refused without a session, without the permission, and for another company’s order', async () => {
    const order = await twoBlockOrder();
    const anon = await h.app.inject({ method: 'GET', url: `/v1/api/fac/mission/batchConvertCheck?orderId=${order.id}` });
    expect(anon.json().code).not.toBe(0);
    const staff = await createStaff(h.db, f, ['fac.mission.list']);
    const weak = await signIn(h.app, staff.loginName, staff.password);
    expect((await weak.call('GET', 'fac/mission/batchConvertCheck', { orderId: order.id })).code).toBe(40301);
    expect((await intruder.call('GET', 'fac/mission/batchConvertCheck', { orderId: order.id })).code).toBe(40402);
  });
});

describe('fac/mission/batchConvert', () => {
  it('makes one mission per chosen block with what is left, the template given once, and fills 转工单数量', async () => {
    const order = await twoBlockOrder();
    // 4 of the shirt's first SKU converted by hand first: the batch takes the 16 left.
    const first = await boss.call(
      'POST',
      'fac/mission/addMission',
      missionBody(shirt, f.boss.userId, {
        productionOrderGoodsId: order.shirtGoodsId,
        deliveryAt: '2030-12-20',
        lines: [{ goodsSkuId: shirt.skus[0]!.id, num: 4 }],
      }),
    );
    expect(first.code, first.msg).toBe(0);
    const res = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: order.id,
      prcdTemplateId: templateId,
      items: [
        { orderGoodsId: order.shirtGoodsId },
        { orderGoodsId: order.coatGoodsId, missionNo: 'BATCH-COAT-1', deliveryAt: '2030-12-10' },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.missions.map((m: { totalNum: string }) => m.totalNum)).toEqual(['16', '10']);
    expect(res.data.missions[1].missionNo).toBe('BATCH-COAT-1');
    const made = await missionsOf(order.id);
    expect(made).toHaveLength(3);
    expect(made.filter((m) => m.prcdTemplateId === templateId)).toHaveLength(2);
    expect(await convertedOf(order.shirtGoodsId)).toBe('20.0000');
    expect(await convertedOf(order.coatGoodsId)).toBe('10.0000');
    const coatMission = made.find((m) => m.productionOrderGoodsId === order.coatGoodsId)!;
    const nodes = await h.db.selectFrom('missionNode').select('targetNum').where('missionId', '=', coatMission.id).execute();
    expect(nodes.map((n) => n.targetNum)).toEqual(['10.0000', '10.0000', '10.0000']);
    const lines = await h.db.selectFrom('missionLine').select('num').where('missionId', '=', coatMission.id).execute();
    expect(lines.map((l) => l.num).sort()).toEqual(['5.0000', '5.0000']);
    // The order shows its missions, and the batch call again finds nothing left.
    const linked = await boss.call('GET', 'fac/mission/byOrder', { orderId: order.id });
    expect(linked.data).toHaveLength(3);
    const again = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: order.id,
      prcdTemplateId: templateId,
      items: [{ orderGoodsId: order.coatGoodsId }],
    });
    expect(again.code).toBe(40001);
    expect(again.data.errors[0].field).toBe('items.0.orderGoodsId');
    expect(again.msg).toContain(coat.styleNo);
  });

  it('is all or nothing: a refused second block leaves the first unconverted, naming the block and field', async () => {
    const order = await twoBlockOrder();
    const cases: [Record<string, unknown>, string][] = [
      [
        { items: [{ orderGoodsId: order.shirtGoodsId }, { orderGoodsId: order.coatGoodsId, deliveryAt: '2026-01-01' }] },
        'items.1.deliveryAt',
      ],
      [
        { items: [{ orderGoodsId: order.shirtGoodsId }, { orderGoodsId: order.coatGoodsId, leaderIds: [] }] },
        'items.1.leaderIds',
      ],
      [
        {
          items: [
            { orderGoodsId: order.shirtGoodsId, missionNo: 'DUP-1' },
            { orderGoodsId: order.coatGoodsId, missionNo: 'DUP-1' },
          ],
        },
        'items.1.missionNo',
      ],
      [{ items: [{ orderGoodsId: order.shirtGoodsId }, { orderGoodsId: order.shirtGoodsId }] }, 'items.1.orderGoodsId'],
      [{ items: [{ orderGoodsId: order.shirtGoodsId }, { orderGoodsId: f.unitId }] }, 'items.1.orderGoodsId'],
      [{ prcdTemplateId: null, items: [{ orderGoodsId: order.shirtGoodsId }] }, 'prcdTemplateId'],
      [{ items: [{ orderGoodsId: order.shirtGoodsId, isOutside: true, outsideFactoryId: null }] }, 'items.0.outsideFactoryId'],
      [{ items: [{ orderGoodsId: order.shirtGoodsId, machiningUnitPrice: 'abc' }] }, 'items.0.machiningUnitPrice'],
      [{ items: [] }, 'items'],
    ];
    for (const [over, field] of cases) {
      const res = await boss.call('POST', 'fac/mission/batchConvert', { orderId: order.id, prcdTemplateId: templateId, ...over });
      expect(res.code, `${field}: ${res.msg}`).toBe(field.endsWith('missionNo') ? 40901 : 40001);
      expect(res.data.errors[0].field, res.msg).toBe(field);
    }
    expect(await missionsOf(order.id)).toHaveLength(0);
    expect(await convertedOf(order.shirtGoodsId)).toBe('0.0000');
  });

  it('refuses an order not reviewed and a goods record missing a required field, writing nothing', async () => {
    const draft = await twoBlockOrder('draft');
    const d = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: draft.id,
      prcdTemplateId: templateId,
      items: [{ orderGoodsId: draft.shirtGoodsId }],
    });
    expect(d.code).toBe(40001);
    expect(d.data.errors[0].field).toBe('items.0.orderGoodsId');
    const order = await twoBlockOrder();
    await boss.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: ['brand'] });
    try {
      const res = await boss.call('POST', 'fac/mission/batchConvert', {
        orderId: order.id,
        prcdTemplateId: templateId,
        items: [{ orderGoodsId: order.shirtGoodsId }],
      });
      expect(res.code).toBe(40001);
      expect(res.msg).toContain('品牌');
      expect(res.msg).toContain(shirt.styleNo);
    } finally {
      await boss.call('POST', 'facPrdOrder/updateAttachmentFieldConfig', { fieldIds: [] });
    }
    expect(await missionsOf(order.id)).toHaveLength(0);
    expect(await missionsOf(draft.id)).toHaveLength(0);
  });

  it('is refused without a session, without either permission, and for another company’s order', async () => {
    const order = await twoBlockOrder();
    const body = { orderId: order.id, prcdTemplateId: templateId, items: [{ orderGoodsId: order.shirtGoodsId }] };
    const anon = await h.app.inject({ method: 'POST', url: '/v1/api/fac/mission/batchConvert', payload: body });
    expect(anon.json().code).not.toBe(0);
    for (const codes of [['fac.mission.add'], ['fac.prcmission.toMission']]) {
      const staff = await createStaff(h.db, f, codes);
      const weak = await signIn(h.app, staff.loginName, staff.password);
      expect((await weak.call('POST', 'fac/mission/batchConvert', body)).code, codes[0]).toBe(40301);
    }
    expect((await intruder.call('POST', 'fac/mission/batchConvert', body)).code).toBe(40402);
    expect(await missionsOf(order.id)).toHaveLength(0);
    const clerk = await createStaff(h.db, f, ['fac.mission.add', 'fac.prcmission.toMission']);
    const allowed = await signIn(h.app, clerk.loginName, clerk.password);
    const res = await allowed.call('POST', 'fac/mission/batchConvert', body);
    expect(res.code, res.msg).toBe(0);
  });
});

// On PostgreSQL the requests overlap (node scripts/with-postgres.mjs npx vitest run <this file>); on PGlite they run
// one after another and must give the same answers.
describe('races on 一键转工单', () => {
  it('two parallel batches over the same blocks: one converts everything, the other finds nothing left', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await twoBlockOrder();
      const body = {
        orderId: order.id,
        prcdTemplateId: templateId,
        items: [{ orderGoodsId: order.coatGoodsId }, { orderGoodsId: order.shirtGoodsId }],
      };
      const reversed = { ...body, items: [...body.items].reverse() };
      const answers = await Promise.all([body, reversed].map((b) => boss.call('POST', 'fac/mission/batchConvert', b)));
      expect(
        answers.map((a) => a.code).sort((a, b) => a - b),
        answers.map((a) => a.msg).join(' | '),
      ).toEqual([0, 40001]);
      expect(await missionsOf(order.id)).toHaveLength(2);
      expect(await convertedOf(order.shirtGoodsId)).toBe('20.0000');
      expect(await convertedOf(order.coatGoodsId)).toBe('10.0000');
    }
  });

  it('a batch racing a single 转工单 of the same block: exactly one takes the quantity', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await twoBlockOrder();
      const single = missionBody(shirt, f.boss.userId, {
        productionOrderGoodsId: order.shirtGoodsId,
        deliveryAt: '2030-12-20',
      });
      const batch = { orderId: order.id, prcdTemplateId: templateId, items: [{ orderGoodsId: order.shirtGoodsId }] };
      const answers = await Promise.all([
        boss.call('POST', 'fac/mission/addMission', single),
        boss.call('POST', 'fac/mission/batchConvert', batch),
      ]);
      expect(
        answers.filter((a) => a.code === 0),
        answers.map((a) => a.msg).join(' | '),
      ).toHaveLength(1);
      expect(await missionsOf(order.id)).toHaveLength(1);
      expect(await convertedOf(order.shirtGoodsId)).toBe('20.0000');
    }
  });
});

describe('一键转工单: per-row choices and orders shown as 不可反审 (6)', () => {
  it('takes a template and persons in charge per row over the common ones; a displayed-6 order still converts', async () => {
    const order = await twoBlockOrder();
    const sewer = await createStaff(h.db, f, []);
    const own = await makeTemplate(h.db, f.unitId, f.boss.userId, ['车缝', '包装']);
    const first = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: order.id,
      prcdTemplateId: templateId,
      leaderIds: [f.boss.userId],
      items: [{ orderGoodsId: order.shirtGoodsId, prcdTemplateId: own.templateId, leaderIds: [sewer.userId] }],
    });
    expect(first.code, first.msg).toBe(0);
    const shirtMission = await h.db
      .selectFrom('mission')
      .select(['id', 'prcdTemplateId', 'leaderIds'])
      .where('id', '=', first.data.missions[0].id)
      .executeTakeFirstOrThrow();
    expect(shirtMission).toMatchObject({ prcdTemplateId: own.templateId, leaderIds: [sewer.userId] });
    const shirtNodes = await h.db.selectFrom('missionNode').select('name').where('missionId', '=', shirtMission.id).execute();
    expect(shirtNodes).toHaveLength(2); // its own template's two nodes, not the common one's three

    // The mission made from it keeps the order from being un-reviewed: the order shows 6 (不可反审), stored as 2,
    // and is listed under 6. The reference offers 一键转工单 on it, and the rest of it converts.
    const state = await boss.call('GET', 'uflo/FAC_PRD_ORDER/state', { id: order.id });
    expect(state.data.displayStatus).toBe(6);
    const locked = await boss.call('POST', 'facPrdOrder/page', { pageNo: 1, pageSize: 50, statusList: [6] });
    expect(locked.data.list.map((r: { id: string }) => r.id)).toContain(order.id);
    const check = await boss.call('GET', 'fac/mission/batchConvertCheck', { orderId: order.id });
    expect(check.data.find((r: { orderGoodsId: string }) => r.orderGoodsId === order.coatGoodsId)).toMatchObject({
      canConvert: true,
      blockers: [],
    });
    const rest = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: order.id,
      prcdTemplateId: templateId,
      leaderIds: [f.boss.userId],
      items: [{ orderGoodsId: order.coatGoodsId }],
    });
    expect(rest.code, rest.msg).toBe(0);
    const coatMission = await h.db
      .selectFrom('mission')
      .select(['prcdTemplateId', 'leaderIds'])
      .where('id', '=', rest.data.missions[0].id)
      .executeTakeFirstOrThrow();
    expect(coatMission).toMatchObject({ prcdTemplateId: templateId, leaderIds: [f.boss.userId] });
  });

  it('refuses a row template of another factory and a row leader who is nobody, naming the row, writing nothing', async () => {
    const order = await twoBlockOrder();
    const foreign = await createFactory(h.db, 'batch foreign template');
    const theirs = await makeTemplate(h.db, foreign.unitId, foreign.boss.userId);
    const bad = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: order.id,
      prcdTemplateId: templateId,
      items: [{ orderGoodsId: order.shirtGoodsId }, { orderGoodsId: order.coatGoodsId, prcdTemplateId: theirs.templateId }],
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('items.1.prcdTemplateId');
    const nobody = await boss.call('POST', 'fac/mission/batchConvert', {
      orderId: order.id,
      prcdTemplateId: templateId,
      items: [{ orderGoodsId: order.shirtGoodsId, leaderIds: ['999999999'] }],
    });
    expect(nobody.code).toBe(40001);
    expect(nobody.data.errors[0].field).toMatch(/^items\.0\.leaderIds/);
    expect(await missionsOf(order.id)).toEqual([]);
  });
});
