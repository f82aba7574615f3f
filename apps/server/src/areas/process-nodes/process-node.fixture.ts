import { expect } from 'vitest';
import { makeLibrary, uniq } from '../../../test/goods-library.js';
import type { Client, Harness } from '../../../test/harness.js';

// Set-up for this area's integration tests: nodes through the calls, and a mission using a node written straight
// into the shared tables (the missions area owns the calls that make missions; a lock test only needs the row).

export async function addNode(c: Client, body: Record<string, unknown>): Promise<string> {
  const res = await c.call('POST', 'prcd-nodes', { name: uniq('节点'), typeCode: 'quantitative', ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

/** A mission of the client's factory without nodes (a goods style made through the calls). */
export async function makeMission(h: Harness, c: Client): Promise<string> {
  const lib = await makeLibrary(c, 1, 1, 0);
  const styleNo = uniq('K');
  const style = await c.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName: `${styleNo} 衬衫`,
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: lib.standardIds,
  });
  expect(style.code, style.msg).toBe(0);
  const mission = await h.db
    .insertInto('mission')
    .values({
      unitId: c.unitId,
      missionNo: uniq('MPN'),
      placeorderAt: '2026-11-01',
      deliveryAt: '2026-12-31',
      goodsStyleId: (style.data.goodsId ?? style.data.id) as string,
      createdBy: c.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return mission.id;
}

/** A mission of the client's factory with one node made from the node definition `prcdNodeId`. */
export async function useInMission(h: Harness, c: Client, prcdNodeId: string, tagIds: string[] = []): Promise<string> {
  const missionId = await makeMission(h, c);
  await h.db
    .insertInto('missionNode')
    .values({
      unitId: c.unitId,
      missionId,
      prcdNodeId,
      name: '节点',
      typeCode: 'quantitative',
      sort: 1,
      tagIds: JSON.stringify(tagIds),
    })
    .execute();
  return missionId;
}
