import { dec, FAC_MISSION_ADJUST_ORDER, type MissionAdjustInput } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getStyleSkus } from '../goods/index.js';
import { MISSION_BILL_TYPE, missionLineRows } from '../missions/index.js';
import { missionAdjustBillType as def } from './mission-adjust.bill-type.js';
import * as repo from './mission-adjust.repository.js';
import { lineKey } from './mission-adjust.repository.js';

registerNumberRule({
  billType: FAC_MISSION_ADJUST_ORDER,
  kind: 'BILL',
  zh: '工单调整单',
  en: 'Mission adjustment',
  segments: [
    { type: 'TEXT', value: 'GT' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const adjustNotFound = () => notFound({ zh: '工单调整单', en: 'Mission adjustment' });
const ADJUST_NO = { zh: '调整单号', en: 'Adjustment no.' };
/** Statuses of a mission that may be adjusted: not started, in progress. */
export const ADJUSTABLE_MISSION_STATUSES = [0, 1] as const;

/** The mission adjusted: this factory's, waiting or in progress. */
export async function adjustableMission(db: Db, ctx: RequestContext, missionId: string) {
  const m = await repo.missionBrief(db, ctx, missionId);
  if (!m) throw invalid('missionId', { zh: '生产工单不存在', en: 'mission not found' });
  if (!(ADJUSTABLE_MISSION_STATUSES as readonly number[]).includes(m.status))
    throw invalid('missionId', {
      zh: '只有未开始或进行中的工单可以调整',
      en: 'only a mission not started or in progress can be adjusted',
    });
  return m;
}

/** The bill's lines from the typed ones: SKUs of the mission's style, each once; only changed quantities are kept. */
async function linesFromInput(db: Db, ctx: RequestContext, mission: repo.MissionBrief, typed: MissionAdjustInput['lines']) {
  const [skus, present] = await Promise.all([getStyleSkus(db, ctx, mission.goodsStyleId), missionLineRows(db, ctx, mission.id)]);
  const skuIds = new Set(skus.map((s) => s.id));
  const now = new Map(present.map((l) => [lineKey(l), l.num]));
  const seen = new Set<string>();
  const lines: (repo.LineKey & { oldNum: string | null; newNum: string })[] = [];
  for (const [i, l] of typed.entries()) {
    if (!skuIds.has(l.goodsSkuId))
      throw invalid(`lines.${i}.goodsSkuId`, { zh: '不是该工单款式的货品SKU', en: "is not a SKU of the mission's style" });
    const key = lineKey(l);
    if (seen.has(key)) throw invalid(`lines.${i}.goodsSkuId`, { zh: '重复的货品SKU', en: 'the SKU is sent twice' });
    seen.add(key);
    const oldNum = now.get(key) ?? null;
    const newNum = String(l.num);
    if (dec.cmp(oldNum ?? '0', newNum) === 0) continue;
    lines.push({ goodsSkuId: l.goodsSkuId, customerId: l.customerId, oldNum, newNum });
  }
  return lines;
}

async function adjustNumber(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string): Promise<string> {
  if (typed) {
    const taken = await repo.findAdjustIdByNo(trx, ctx, typed);
    if (taken && taken !== selfId) throw duplicate('adjustNo', ADJUST_NO);
    return typed;
  }
  return allocateNumber(trx, { unitId: ctx.unitId, billType: FAC_MISSION_ADJUST_ORDER });
}

/** A unique-index race between two saves of one typed number answers as the duplicate it is. */
async function guardDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes('mission_adjust_unit_no_key'))
      throw duplicate('adjustNo', ADJUST_NO);
    throw error;
  }
}

/**
 * fac/missionAdjust/add: a new draft (no id) or a draft / rejected bill re-edited, linked to its mission (which must
 * stay waiting or in progress); its old quantities and delivery date are read from the mission at each save.
 */
export async function saveAdjust(
  db: Db,
  ctx: RequestContext,
  input: MissionAdjustInput,
): Promise<{ id: string; adjustNo: string }> {
  const existing = input.id ? await repo.findAdjust(db, ctx, { id: input.id }) : undefined;
  if (input.id && !existing) throw adjustNotFound();
  if (existing && existing.missionId !== input.missionId)
    throw invalid('missionId', { zh: '调整单的工单不能更换', en: "the bill's mission cannot be changed" });
  const mission = await adjustableMission(db, ctx, input.missionId);
  const lines = await linesFromInput(db, ctx, mission, input.lines);
  const newDeliveryAt = input.deliveryAt && input.deliveryAt !== mission.deliveryAt ? input.deliveryAt : null;
  if (lines.length === 0 && !newDeliveryAt)
    throw invalid('lines', { zh: '没有调整任何数量或交货日期', en: 'no quantity or delivery date changes' });
  return guardDuplicate(() =>
    db.transaction().execute(async (trx) => {
      const bill = existing ? await assertEditable(trx, def, ctx, existing.id) : undefined;
      const adjustNo = await adjustNumber(trx, ctx, input.adjustNo ?? existing?.adjustNo ?? null, existing?.id);
      const head = {
        adjustNo,
        placeorderAt: input.placeorderAt,
        oldDeliveryAt: mission.deliveryAt,
        newDeliveryAt,
        reason: input.reason,
        remark: input.remark,
        allowOvershoot: input.allowOvershoot,
      };
      const id = existing
        ? (await repo.updateAdjustHead(trx, ctx, existing.id, head), existing.id)
        : await repo.insertAdjust(trx, ctx, { ...head, missionId: mission.id });
      await repo.saveLines(trx, ctx, id, lines);
      await linkDocuments(
        trx,
        ctx,
        { type: FAC_MISSION_ADJUST_ORDER, billId: id, no: adjustNo },
        [{ source: { type: MISSION_BILL_TYPE, billId: mission.id } }],
        { sourceStatuses: ADJUSTABLE_MISSION_STATUSES },
      );
      await recordBillEvent(trx, ctx, def, { id, billNo: adjustNo, status: bill?.status ?? 0 }, existing ? 'SAVE' : 'CREATE');
      return { id, adjustNo };
    }),
  );
}
