import { expect } from 'vitest';
import type { Db } from '../../platform/db/database.js';
import type { Client, FactoryFixture } from '../../../test/harness.js';
import { makeLibrary, uniq } from '../../../test/goods-library.js';

// Set-up of the mission adjustment tests through the calls a user makes (another area's fixture is not importable):
// a style with sizes, an optional reviewed order of it, a one-node process template (inserted: node definitions are
// the process-nodes area's) and a mission of `num` per SKU.

export interface AdjustStyle {
  styleId: string;
  customerId: string;
  skuIds: string[];
}

export async function makeStyle(c: Client, sizes = 2): Promise<AdjustStyle> {
  const lib = await makeLibrary(c, 1, sizes, 0);
  const styleNo = uniq('GT');
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
  return { styleId, customerId: lib.customerId, skuIds: (skus.data as { id: string }[]).map((s) => s.id) };
}

/** A reviewed order of the style with `num` of every SKU; answers its goods block id. */
export async function reviewedOrderGoods(c: Client, db: Db, style: AdjustStyle, num: number): Promise<string> {
  const made = await c.call('POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      {
        styleId: style.styleId,
        deliveryAt: '2026-12-20',
        facPrdOrderGoodsDetailList: style.skuIds.map((goodsSkuId) => ({ goodsSkuId, num })),
      },
    ],
  });
  expect(made.code, made.msg).toBe(0);
  const submitted = await c.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: made.data.id });
  expect(submitted.data?.status, submitted.msg).toBe(2);
  const block = await db
    .selectFrom('productionOrderGoods')
    .select('id')
    .where('productionOrderId', '=', made.data.id)
    .executeTakeFirstOrThrow();
  return block.id;
}

/** A template of one quantitative node (no upstream: its target is the mission's quantity per SKU). */
export async function makeTemplate(db: Db, f: FactoryFixture): Promise<string> {
  const template = await db
    .insertInto('prcdTemplate')
    .values({ unitId: f.unitId, name: uniq('模板'), createdBy: f.boss.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const node = await db
    .insertInto('prcdNode')
    .values({ unitId: f.unitId, name: uniq('车缝'), typeCode: 'quantitative', createdBy: f.boss.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('prcdTemplateNode')
    .values({ unitId: f.unitId, prcdTemplateId: template.id, prcdNodeId: node.id, sort: 1, endDaysBefore: 1 })
    .execute();
  return template.id;
}

/** A mission of `num` per SKU with the template's node; answers its id, number and node id. */
export async function makeMission(
  c: Client,
  db: Db,
  f: FactoryFixture,
  style: AdjustStyle,
  opts: { num: number; templateId: string; orderGoodsId?: string },
) {
  const res = await c.call('POST', 'fac/mission/addMission', {
    placeorderAt: '2026-11-27',
    deliveryAt: '2026-12-20',
    styleId: style.styleId,
    customerId: style.customerId,
    leaderIds: [f.boss.userId],
    prcdTemplateId: opts.templateId,
    productionOrderGoodsId: opts.orderGoodsId ?? null,
    lines: style.skuIds.map((goodsSkuId) => ({ goodsSkuId, num: opts.num })),
  });
  expect(res.code, res.msg).toBe(0);
  const node = await db.selectFrom('missionNode').select('id').where('missionId', '=', res.data.id).executeTakeFirstOrThrow();
  return { id: res.data.id as string, missionNo: res.data.missionNo as string, nodeId: node.id };
}

/** A completion report of `num` on one SKU of the node (direct mode: reviewed at once). */
export const report = (c: Client, f: FactoryFixture, nodeId: string, goodsSkuId: string, num: string) =>
  c.call('POST', `fac-mission-prcd-nodes/${nodeId}/quantitative`, {
    actionType: 'REPORT',
    dateCompleted: '2026-11-28',
    finishUserId: f.boss.userId,
    skus: [{ goodsSkuId, num }],
  });

/** The mission's quantities: total, per SKU, node targets, delivery date. */
export async function missionState(db: Db, missionId: string) {
  const m = await db
    .selectFrom('mission')
    .select([
      'totalNum',
      'deliveryChangeCount',
      (e) => e.fn<string>('to_char', [e.ref('deliveryAt'), e.val('YYYY-MM-DD')]).as('deliveryAt'),
    ])
    .where('id', '=', missionId)
    .executeTakeFirstOrThrow();
  const lines = await db.selectFrom('missionLine').select(['goodsSkuId', 'num']).where('missionId', '=', missionId).execute();
  const nodes = await db.selectFrom('missionNode').select('targetNum').where('missionId', '=', missionId).execute();
  return {
    total: Number(m.totalNum),
    deliveryAt: m.deliveryAt,
    changes: m.deliveryChangeCount,
    bySku: Object.fromEntries(lines.map((l) => [l.goodsSkuId, Number(l.num)])),
    targets: nodes.map((n) => Number(n.targetNum)),
  };
}
