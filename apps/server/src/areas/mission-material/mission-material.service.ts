import {
  Dec,
  pageOf,
  type MissionActualUsage,
  type MissionMaterialBoardInput,
  type MissionMaterialBoardPage,
  type MissionMaterialLine,
  type MissionMaterialOfMission,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { explodeCells } from '../bom/index.js';
import { purchasesInTransit } from '../purchasing/index.js';
import { availableStock } from '../stock/index.js';
import { refreshMaterialNodes } from './material-node-progress.service.js';
import * as repo from './mission-material.repository.js';

const missionNotFound = () => notFound({ zh: '工单', en: 'Mission' });

/**
 * Per mission and material SKU: the BOM demand (the missions' goods SKU quantities exploded in one statement through
 * the BOM area's explosion), what reviewed deliveries sent, and what is left (never below 0), with the material columns.
 * Missions in `missionIds` order, materials in explosion order.
 */
export async function materialLinesOf(
  db: Db,
  ctx: RequestContext,
  missionIds: readonly string[],
): Promise<Map<string, MissionMaterialLine[]>> {
  const out = new Map<string, MissionMaterialLine[]>(missionIds.map((id) => [id, []]));
  if (missionIds.length === 0) return out;
  const [exploded, delivered] = await Promise.all([
    explodeCells(db, ctx, repo.missionCells(ctx, missionIds)),
    repo.deliveredOf(db, ctx, missionIds),
  ]);
  const sent = new Map(delivered.map((d) => [`${d.missionId}:${d.materialSkuId}`, Dec.of(d.delivered)]));
  const keys = new Map<string, { missionId: string; skuId: string; demand: Dec; pieces: Dec }>();
  for (const e of exploded) {
    const key = `${e.blockId}:${e.materialSkuId}`;
    const prior = keys.get(key);
    keys.set(key, {
      missionId: e.blockId,
      skuId: e.materialSkuId,
      demand: (prior?.demand ?? Dec.of(0)).plus(e.quantity),
      pieces: (prior?.pieces ?? Dec.of(0)).plus(e.goodsQuantity),
    });
  }
  // A delivered SKU outside the BOM (the BOM changed, or a free delivery) still shows, with no demand.
  for (const d of delivered) {
    const key = `${d.missionId}:${d.materialSkuId}`;
    if (!keys.has(key) && !Dec.of(d.delivered).isZero())
      keys.set(key, { missionId: d.missionId, skuId: d.materialSkuId, demand: Dec.of(0), pieces: Dec.of(0) });
  }
  const skus = new Map(
    (await repo.materialSkuColumns(db, ctx, [...new Set([...keys.values()].map((k) => k.skuId))])).map((s) => [s.id, s]),
  );
  for (const [key, k] of keys) {
    const sku = skus.get(k.skuId);
    const got = sent.get(key) ?? Dec.of(0);
    const left = k.demand.minus(got);
    out.get(k.missionId)?.push({
      materialSkuId: k.skuId,
      materialsNo: sku?.materialNo ?? '',
      materialsName: sku?.materialName ?? '',
      colorName: sku?.colorName ?? '',
      specNoName: sku?.specNo ?? '',
      stockUnit: sku?.stockUnit ?? '',
      pieces: k.pieces.toFixed(),
      demand: k.demand.toFixed(4),
      delivered: got.toFixed(4),
      left: (left.isNegative() ? Dec.of(0) : left).toFixed(4),
    });
  }
  return out;
}

/** fac/mission/material/byMission (按工单添加): the mission's materials with what is left to deliver, and its material nodes. */
export async function getMissionMaterials(
  db: Db,
  ctx: RequestContext,
  input: { missionId: string; missionNodeId?: string | undefined },
): Promise<MissionMaterialOfMission> {
  const head = await repo.findMissionHead(db, ctx, input.missionId);
  if (!head) throw missionNotFound();
  const nodes = await repo.materialNodesOf(db, ctx, [head.id]);
  if (input.missionNodeId && !nodes.some((n) => n.id === input.missionNodeId))
    throw invalid('missionNodeId', { zh: '{label}：不是该工单的送料节点', en: '{label}: not a material node of the mission' });
  const lines = (await materialLinesOf(db, ctx, [head.id])).get(head.id) ?? [];
  return {
    missionId: head.id,
    missionNo: head.missionNo,
    outsideFactoryId: head.outsideFactoryId,
    outsideFactoryName: head.outsideFactoryName,
    nodes: nodes.map((n) => ({ id: n.id, name: n.name })),
    lines,
  };
}

/**
 * fac/mission/material/board (待送料看板): a page of live missions with a material node, one row per material, with
 * the material's stock (on hand, available) and 在途 purchases. Filtered by its materials (只看未送完, a material search),
 * every matching mission is worked out first and missions left without a row drop out before paging.
 */
export async function pageMaterialBoard(
  db: Db,
  ctx: RequestContext,
  input: MissionMaterialBoardInput,
): Promise<MissionMaterialBoardPage> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const like = input.materialSearch?.toLowerCase();
  const keep = (l: MissionMaterialLine) =>
    (!input.onlyLeft || Dec.of(l.left).gt(0)) &&
    (!like || l.materialsNo.toLowerCase().includes(like) || l.materialsName.toLowerCase().includes(like));
  let page: repo.MissionHead[];
  let total: number;
  let lines: Map<string, MissionMaterialLine[]>;
  if (input.onlyLeft || like) {
    const all = await repo.allBoardMissions(db, ctx, input);
    lines = await materialLinesOf(
      db,
      ctx,
      all.map((r) => r.id),
    );
    const matching = all.filter((m) => (lines.get(m.id) ?? []).some(keep));
    total = matching.length;
    page = matching.slice(offset, offset + pageSize);
  } else {
    const found = await repo.pageBoardMissions(db, ctx, input, pageSize, offset);
    page = found.rows;
    total = found.total;
    lines = await materialLinesOf(
      db,
      ctx,
      page.map((r) => r.id),
    );
  }
  const rows = page.flatMap((m) => (lines.get(m.id) ?? []).filter(keep).map((l) => ({ m, l })));
  const skuIds = [...new Set(rows.map((r) => r.l.materialSkuId))];
  const [stock, transit] = await Promise.all([availableStock(db, ctx, skuIds), purchasesInTransit(db, ctx, skuIds)]);
  const onHand = new Map<string, { onHand: Dec; available: Dec }>();
  for (const s of stock) {
    const e = onHand.get(s.materialsSkuId) ?? { onHand: Dec.of(0), available: Dec.of(0) };
    onHand.set(s.materialsSkuId, { onHand: e.onHand.plus(s.onHand), available: e.available.plus(s.available) });
  }
  const list = rows.map(({ m, l }) => ({
    ...l,
    missionId: m.id,
    missionNo: m.missionNo,
    missionStatus: m.status,
    deliveryAt: m.deliveryAt,
    styleNo: m.styleNo,
    styleName: m.styleName,
    outsideFactoryName: m.outsideFactoryName,
    onHand: (onHand.get(l.materialSkuId)?.onHand ?? Dec.of(0)).toFixed(4),
    available: (onHand.get(l.materialSkuId)?.available ?? Dec.of(0)).toFixed(4),
    inTransit: Dec.of(transit.get(l.materialSkuId) ?? 0).toFixed(4),
  }));
  return { list, totalCount: total, pageNo, pageSize };
}

/**
 * fac/mission/material/actualUsage (实裁单耗): per material, (delivered − remnant returned for the mission) / the pieces
 * cut of the goods SKUs that take it (the lines' actual cut quantities through the same explosion, its 用料货品数),
 * beside the BOM usage per piece (demand / the pieces that take it), 4 decimals. Also 生产参考余料: delivered − returned
 * − 参考用料 (the actual cut quantities exploded through the BOM, loss included), never below 0.
 */
export async function getActualUsage(db: Db, ctx: RequestContext, missionId: string): Promise<MissionActualUsage> {
  const head = await repo.findMissionHead(db, ctx, missionId);
  if (!head) throw missionNotFound();
  const [lines, returned, cutRows] = await Promise.all([
    materialLinesOf(db, ctx, [head.id]),
    repo.remnantReturned(db, ctx, head),
    explodeCells(db, ctx, repo.missionCells(ctx, [head.id], 'actual_cut_num')),
  ]);
  const cutOf = new Map<string, Dec>();
  const usedOf = new Map<string, Dec>();
  for (const r of cutRows) {
    cutOf.set(r.materialSkuId, (cutOf.get(r.materialSkuId) ?? Dec.of(0)).plus(r.goodsQuantity));
    usedOf.set(r.materialSkuId, (usedOf.get(r.materialSkuId) ?? Dec.of(0)).plus(r.quantity));
  }
  return {
    missionId: head.id,
    missionNo: head.missionNo,
    totalNum: Dec.of(head.totalNum).toFixed(),
    actualCutNum: Dec.of(head.actualCutNum).toFixed(),
    lines: (lines.get(head.id) ?? []).map((l) => {
      const back = Dec.of(returned.get(l.materialSkuId) ?? 0);
      const cut = cutOf.get(l.materialSkuId) ?? Dec.of(0);
      const used = usedOf.get(l.materialSkuId) ?? Dec.of(0);
      const remnant = Dec.of(l.delivered).minus(back).minus(used);
      return {
        ...l,
        bomUsage: Dec.of(l.pieces).gt(0) ? Dec.of(l.demand).div(l.pieces, 4).toFixed(4) : null,
        returned: back.toFixed(4),
        cutPieces: cut.toFixed(),
        actualUsage: cut.gt(0) ? Dec.of(l.delivered).minus(back).div(cut, 4).toFixed(4) : null,
        referenceUsage: used.toFixed(4),
        referenceRemnant: (remnant.isNegative() ? Dec.of(0) : remnant).toFixed(4),
      };
    }),
  };
}

export interface MissionDeliveryPosting {
  missionId: string;
  missionNodeId: string | null;
  billNo: string;
  lines: readonly { materialsSkuId: string; quantity: string }[];
}

/**
 * Inside the delivery's approving transaction: the mission row is locked `for update` and must still be live (未开始 /
 * 进行中; a finished or revoked mission takes no more material), the node (when named) must be one of its material
 * nodes; then each line's quantity is added to what the mission received of that SKU. `reverse` (un-review) takes it
 * back, whatever the mission's status.
 */
export async function recordMissionDelivery(
  trx: Db,
  ctx: RequestContext,
  posting: MissionDeliveryPosting,
  reverse = false,
): Promise<void> {
  const mission = await repo.lockMission(trx, ctx, posting.missionId);
  if (!mission) throw missionNotFound();
  if (!reverse && mission.status !== 0 && mission.status !== 1)
    throw badState({
      zh: `工单 ${mission.missionNo} 已完成或已撤销，送料单 ${posting.billNo} 不能审核`,
      en: `Mission ${mission.missionNo} is finished or revoked; delivery ${posting.billNo} cannot be reviewed`,
    });
  if (!reverse && posting.missionNodeId) {
    const nodes = await repo.materialNodesOf(trx, ctx, [mission.id]);
    if (!nodes.some((n) => n.id === posting.missionNodeId))
      throw badState({ zh: '送料节点不属于该工单', en: 'The material node is not one of the mission' });
  }
  const bySku = new Map<string, Dec>();
  for (const l of posting.lines) bySku.set(l.materialsSkuId, (bySku.get(l.materialsSkuId) ?? Dec.of(0)).plus(l.quantity));
  for (const [skuId, q] of [...bySku].sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1)))
    await repo.addDelivered(trx, ctx, mission.id, skuId, (reverse ? q.neg() : q).toFixed());
  await refreshMaterialNodes(trx, ctx, mission, posting.missionNodeId, reverse, materialLinesOf);
}

/** Save-time check of a bill naming a mission (余料退回): the mission is the factory's, else 40001 naming missionId. */
export async function assertMission(db: Db, ctx: RequestContext, missionId: string): Promise<void> {
  if (!(await repo.findMissionHead(db, ctx, missionId)))
    throw invalid('missionId', { zh: '{label}：工单不存在', en: '{label}: no such mission' });
}

/** Save-time check of a delivery naming a mission: the mission is the factory's, the node one of its material nodes. */
export async function assertMissionForDelivery(
  db: Db,
  ctx: RequestContext,
  missionId: string,
  missionNodeId: string | null,
): Promise<void> {
  await assertMission(db, ctx, missionId);
  if (missionNodeId && !(await repo.materialNodesOf(db, ctx, [missionId])).some((n) => n.id === missionNodeId))
    throw invalid('missionNodeId', { zh: '{label}：不是该工单的送料节点', en: '{label}: not a material node of the mission' });
}
