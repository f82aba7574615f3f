import { expect } from 'vitest';
import type { Db } from '../../platform/db/database.js';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { makeLibrary, uniq } from '../../../test/goods-library.js';

// Set-up shared by the mission tests, made through the calls a user makes (another area's fixture is not importable
// here): a style with colours x sizes, a reviewed formal order of it (direct mode), and a process template inserted
// directly (node definitions are the process-nodes area's).

/** What every mission test starts from: a harness, a factory with its boss signed in, a style of it, another company. */
export interface MissionWorld {
  h: Harness;
  f: FactoryFixture;
  boss: Client;
  /** The boss of another company. */
  intruder: Client;
  style: MissionStyle;
}

export async function startMissionWorld(name: string): Promise<MissionWorld> {
  const h = await startHarness();
  const f = await createFactory(h.db, name);
  const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, `${name} (other company)`);
  const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  return { h, f, boss, intruder, style: await makeStyle(boss) };
}

export interface MissionStyle {
  styleId: string;
  styleNo: string;
  customerId: string;
  skus: { id: string }[];
}

export async function makeStyle(c: Client, colours = 1, sizes = 2): Promise<MissionStyle> {
  const lib = await makeLibrary(c, colours, sizes, 0);
  const styleNo = uniq('GD');
  const res = await c.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName: `${styleNo} 衬衫`,
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: [],
  });
  expect(res.code, res.msg).toBe(0);
  const styleId = (res.data.goodsId ?? res.data.id) as string;
  const skus = await c.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId });
  expect(skus.code, skus.msg).toBe(0);
  return { styleId, styleNo, customerId: lib.customerId, skus: skus.data };
}

/** A reviewed order of the style with `num` of every SKU; answers its id and its goods block id. */
export async function reviewedOrder(c: Client, db: Db, style: MissionStyle, num = 10) {
  const made = await c.call('POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      {
        styleId: style.styleId,
        deliveryAt: '2026-12-20',
        facPrdOrderGoodsDetailList: style.skus.map((s) => ({ goodsSkuId: s.id, num })),
      },
    ],
  });
  expect(made.code, made.msg).toBe(0);
  const submitted = await c.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: made.data.id });
  expect(submitted.code, submitted.msg).toBe(0);
  expect(submitted.data.status).toBe(2);
  const block = await db
    .selectFrom('productionOrderGoods')
    .select('id')
    .where('productionOrderId', '=', made.data.id)
    .executeTakeFirstOrThrow();
  return { id: made.data.id as string, orderNo: made.data.orderNo as string, goodsId: block.id };
}

/** A template of `names.length` quantitative nodes, each ending `i + 1` days before delivery. */
export async function makeTemplate(db: Db, unitId: string, userId: string, names = ['裁剪', '车缝', '包装']) {
  const template = await db
    .insertInto('prcdTemplate')
    .values({ unitId, name: uniq('模板'), createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nodeIds: string[] = [];
  for (const [i, name] of names.entries()) {
    const node = await db
      .insertInto('prcdNode')
      .values({ unitId, name: uniq(name), typeCode: 'quantitative', createdBy: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    nodeIds.push(node.id);
    await db
      .insertInto('prcdTemplateNode')
      .values({ unitId, prcdTemplateId: template.id, prcdNodeId: node.id, sort: i + 1, endDaysBefore: names.length - i })
      .execute();
  }
  return { templateId: template.id, nodeIds };
}

/** The body of a mission on its own: `num` of every SKU. */
export const missionBody = (style: MissionStyle, leaderId: string, over: Record<string, unknown> = {}) => ({
  placeorderAt: '2026-11-27',
  deliveryAt: '2026-12-20',
  styleId: style.styleId,
  customerId: style.customerId,
  leaderIds: [leaderId],
  lines: style.skus.map((s) => ({ goodsSkuId: s.id, num: 10 })),
  ...over,
});
