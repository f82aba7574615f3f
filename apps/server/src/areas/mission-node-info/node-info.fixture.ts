import { expect } from 'vitest';
import { makeLibrary, uniq } from '../../../test/goods-library.js';
import type { Client, Harness } from '../../../test/harness.js';

// Set-up for this area's integration tests: a mission with nodes, written straight into the shared tables (the
// missions and reports areas own the calls that make them; these tests only need the rows).

export interface StyleFixture {
  styleId: string;
  skus: { id: string }[];
}

/** A goods style with colours x sizes through the goods calls. */
export async function makeStyle(c: Client, colours = 2, sizes = 2): Promise<StyleFixture> {
  const lib = await makeLibrary(c, colours, sizes, 0);
  const styleNo = uniq('K');
  const res = await c.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName: `${styleNo} 衬衫`,
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: lib.standardIds,
  });
  expect(res.code, res.msg).toBe(0);
  const styleId = (res.data.goodsId ?? res.data.id) as string;
  const skus = await c.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId });
  expect(skus.code, skus.msg).toBe(0);
  return { styleId, skus: skus.data };
}

export interface NodeWorld {
  style: StyleFixture;
  prcdNodeId: string;
  tagIds: string[];
  missionId: string;
  nodeIds: string[];
}

export async function makeOutsideFactory(c: Client, name = uniq('加工厂')): Promise<string> {
  const res = await c.call('POST', 'outside/factory/insert', { name });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

let serial = 0;

/** A mission of the client's factory with `nodes` quantitative nodes (target 100 each), planned to end `planEndAt`. */
export async function makeNodeWorld(
  h: Harness,
  c: Client,
  options: { nodes?: number; planEndAt?: string | null; warnDays?: number | null } = {},
): Promise<NodeWorld> {
  const style = await makeStyle(c);
  serial += 1;
  const prcd = await h.db
    .insertInto('prcdNode')
    .values({ unitId: c.unitId, name: uniq('车缝'), typeCode: 'quantitative', allowOutside: true, createdBy: c.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tagRows = await h.db
    .insertInto('prcdNodeTag')
    .values(['急单', '返工'].map((name, sort) => ({ unitId: c.unitId, prcdNodeId: prcd.id, name, sort })))
    .returning('id')
    .execute();
  const mission = await h.db
    .insertInto('mission')
    .values({
      unitId: c.unitId,
      missionNo: `MT${Date.now() % 1e8}${serial}`,
      placeorderAt: '2026-11-01',
      deliveryAt: '2026-12-31',
      goodsStyleId: style.styleId,
      totalNum: '100',
      createdBy: c.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('missionLine')
    .values(style.skus.map((s) => ({ unitId: c.unitId, missionId: mission.id, goodsSkuId: s.id, num: '25' })))
    .execute();
  const nodeIds: string[] = [];
  for (let i = 0; i < (options.nodes ?? 2); i++) {
    const node = await h.db
      .insertInto('missionNode')
      .values({
        unitId: c.unitId,
        missionId: mission.id,
        prcdNodeId: prcd.id,
        name: `节点${i + 1}`,
        typeCode: 'quantitative',
        sort: i,
        planEndAt: options.planEndAt === undefined ? '2026-12-20' : options.planEndAt,
        warnDays: options.warnDays ?? null,
        targetNum: '100',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    nodeIds.push(node.id);
  }
  return { style, prcdNodeId: prcd.id, tagIds: tagRows.map((t) => t.id), missionId: mission.id, nodeIds };
}

export interface OutsideWorld {
  style: StyleFixture;
  missionId: string;
  /** 裁剪 (sends to outside factories), then 车缝 (outside settlement, downstream of 裁剪). */
  nodeIds: [string, string];
}

/** A mission whose 车缝 node settles with outside factories at the given prices (the outside statement's tests). */
export async function makeOutsideWorld(
  h: Harness,
  c: Client,
  prices: { factoryId: string; unitPrice: string }[],
): Promise<OutsideWorld> {
  const style = await makeStyle(c, 1, 3);
  serial += 1;
  const mission = await h.db
    .insertInto('mission')
    .values({
      unitId: c.unitId,
      missionNo: `WS${Date.now() % 1e8}${serial}`,
      placeorderAt: '2026-11-01',
      deliveryAt: '2026-12-31',
      goodsStyleId: style.styleId,
      totalNum: '300',
      createdBy: c.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('missionLine')
    .values(style.skus.map((s) => ({ unitId: c.unitId, missionId: mission.id, goodsSkuId: s.id, num: '100' })))
    .execute();
  const ids: string[] = [];
  for (const [i, name] of ['裁剪', '车缝'].entries()) {
    const prcd = await h.db
      .insertInto('prcdNode')
      .values({ unitId: c.unitId, name: uniq(name), typeCode: 'quantitative', allowOutside: true, createdBy: c.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const node = await h.db
      .insertInto('missionNode')
      .values({
        unitId: c.unitId,
        missionId: mission.id,
        prcdNodeId: prcd.id,
        name,
        typeCode: 'quantitative',
        sort: i,
        targetNum: '300',
        outsideSettlement: i === 1,
        upstreamMissionNodeId: i === 1 ? ids[0]! : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(node.id);
  }
  await h.db
    .insertInto('missionNodeOutsideFactory')
    .values(
      prices.map((p) => ({ unitId: c.unitId, missionNodeId: ids[1]!, outsideFactoryId: p.factoryId, unitPrice: p.unitPrice })),
    )
    .execute();
  return { style, missionId: mission.id, nodeIds: [ids[0]!, ids[1]!] };
}
