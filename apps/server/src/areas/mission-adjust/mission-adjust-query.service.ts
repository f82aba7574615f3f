import {
  dec,
  pageOf,
  type MissionAdjustDetail,
  type MissionAdjustListQuery,
  type MissionAdjustOptions,
  type MissionAdjustRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getStyleSkus } from '../goods/index.js';
import { missionLines } from '../missions/index.js';
import { COUNTED_AT_SUBMIT } from '../node-reports/index.js';
import { reportedPerSku } from './mission-adjust-apply.service.js';
import * as list from './mission-adjust-list.repository.js';
import * as repo from './mission-adjust.repository.js';
import { adjustNotFound } from './mission-adjust.service.js';

export function rowOf(r: list.AdjustListRow): MissionAdjustRow {
  return {
    id: r.id,
    adjustNo: r.adjustNo,
    status: r.status,
    placeorderAt: r.placeorderAt,
    missionId: r.missionId,
    missionNo: r.missionNo,
    styleNo: r.styleNo,
    reason: r.reason,
    oldTotalNum: dec.norm(r.oldChanged),
    newTotalNum: dec.norm(r.newChanged),
    oldDeliveryAt: r.oldDeliveryAt,
    newDeliveryAt: r.newDeliveryAt,
    createByName: r.createByName,
    createdAt: r.createdAt,
  };
}

/** fac/missionAdjust/list: newest first (调整单号, 工单号, status, 制单日期). */
export async function pageAdjusts(db: Db, ctx: RequestContext, input: MissionAdjustListQuery) {
  const { pageSize, offset } = pageOf(input);
  const page = await list.pageAdjusts(db, ctx, filterOf(input), pageSize, offset);
  return { list: page.rows.map(rowOf), totalCount: page.totalCount };
}

/** The list's filter (the list and its export). */
export function filterOf(input: MissionAdjustListQuery): list.AdjustListFilter {
  return {
    adjustNo: input.adjustNo,
    missionNo: input.missionNo,
    missionId: input.missionId,
    statuses: input.statusList?.filter((s) => s <= 5),
    dateStart: input.dateStart,
    dateEnd: input.dateEnd,
  };
}

/** fac/missionAdjust/detail: the bill with its lines named (colour / size / customer), old and new. */
export async function getAdjustDetail(
  db: Db,
  ctx: RequestContext,
  ref: { id?: string | undefined; adjustNo?: string | undefined },
): Promise<MissionAdjustDetail> {
  const head = await repo.findAdjust(db, ctx, {
    ...(ref.id ? { id: ref.id } : {}),
    ...(ref.adjustNo ? { adjustNo: ref.adjustNo } : {}),
  });
  if (!head) throw adjustNotFound();
  const page = await list.pageAdjusts(db, ctx, { ids: [head.id] }, 1, 0);
  const row = page.rows[0]!;
  const brief = await repo.missionBrief(db, ctx, head.missionId);
  const [lines, skus, present] = await Promise.all([
    repo.linesOf(db, ctx, [head.id]),
    brief ? getStyleSkus(db, ctx, brief.goodsStyleId) : Promise.resolve([]),
    missionLines(db, ctx, head.missionId),
  ]);
  const skuById = new Map(skus.map((s) => [s.id, s]));
  const customers = new Map(present.map((l) => [l.customerId ?? '', l.customerName]));
  return {
    ...rowOf(row),
    remark: row.remark,
    allowOvershoot: row.allowOvershoot,
    skuList: skus,
    lines: lines.map((l) => {
      const s = skuById.get(l.goodsSkuId);
      return {
        goodsSkuId: l.goodsSkuId,
        customerId: l.customerId,
        customerName: customers.get(l.customerId ?? '') ?? null,
        colorName: s?.color_name ?? null,
        sizeName: s?.size_value ?? null,
        standardName: s?.standard_value ?? null,
        oldNum: l.oldNum === null ? null : dec.norm(l.oldNum),
        newNum: dec.norm(l.newNum),
      };
    }),
  };
}

/**
 * fac/missionAdjust/options: what a new bill of the mission starts from: each line of the mission (and each SKU of
 * the style it lacks, at 0) with the most its nodes reported on the SKU (reviewed and waiting for review).
 */
export async function adjustOptions(db: Db, ctx: RequestContext, missionId: string): Promise<MissionAdjustOptions> {
  const m = await repo.missionBrief(db, ctx, missionId);
  if (!m) throw invalid('missionId', { zh: '生产工单不存在', en: 'mission not found' });
  const [lines, skus, nodes] = await Promise.all([
    missionLines(db, ctx, missionId),
    getStyleSkus(db, ctx, m.goodsStyleId),
    repo.missionNodes(db, ctx, missionId),
  ]);
  const reported = await reportedPerSku(db, ctx, nodes, COUNTED_AT_SUBMIT);
  const had = new Set(lines.map((l) => l.goodsSkuId));
  return {
    missionId: m.id,
    missionNo: m.missionNo,
    status: m.status,
    styleNo: m.styleNo,
    styleName: m.styleName,
    deliveryAt: m.deliveryAt,
    totalNum: dec.norm(m.totalNum),
    fromOrder: m.productionOrderGoodsId !== null,
    orderNo: m.orderNo,
    skuList: skus,
    skus: [
      ...lines.map((l) => ({
        goodsSkuId: l.goodsSkuId,
        customerId: l.customerId,
        customerName: l.customerName,
        colorName: l.colorName,
        sizeName: l.sizeName,
        standardName: l.standardName,
        num: dec.norm(l.num),
        reportedNum: reported.get(l.goodsSkuId)?.toFixed() ?? '0',
      })),
      ...skus
        .filter((s) => !had.has(s.id))
        .map((s) => ({
          goodsSkuId: s.id,
          customerId: null,
          customerName: null,
          colorName: s.color_name ?? null,
          sizeName: s.size_value ?? null,
          standardName: s.standard_value ?? null,
          num: '0',
          reportedNum: reported.get(s.id)?.toFixed() ?? '0',
        })),
    ],
  };
}
