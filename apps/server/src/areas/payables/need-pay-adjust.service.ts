import { Dec, NEED_PAY_ADJUST_ORDER, type NeedPayAdjustInput, type NeedPayCheckResult } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { needPayAdjustBillType as def } from './need-pay-adjust.bill-type.js';
import * as repo from './need-pay-adjust.repository.js';
import { findItem } from './need-pay-list.repository.js';

registerNumberRule({
  billType: NEED_PAY_ADJUST_ORDER,
  kind: 'BILL',
  zh: '应付调整单',
  en: 'Payable adjustment',
  segments: [
    { type: 'TEXT', value: 'YT' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const adjustNotFound = () => notFound({ zh: '应付调整单', en: 'Payable adjustment' });
const ADJUST_NO = { zh: '调整单号', en: 'Adjustment no.' };

/** The open item an adjustment or offset names (journal_item id): this factory's AP or AR item of a partner. */
export async function itemOrRefuse(db: Db, ctx: RequestContext, itemId: string, field = 'itemId') {
  const item = await findItem(db, ctx.unitId, itemId);
  if (!item) throw invalid(field, { zh: '应付应收单据不存在', en: 'no such payable or receivable' });
  return item;
}

/** checkAllowCommit: what is open on the item now and after the typed change (a hint: the rule runs again at review). */
export async function checkAllowCommit(db: Db, ctx: RequestContext, input: { itemId: string; amount: string }) {
  const item = await itemOrRefuse(db, ctx, input.itemId);
  const after = Dec.of(item.open).plus(input.amount);
  return {
    allowed: !after.isNegative(),
    open: Dec.of(item.open).toFixed(2),
    after: after.toFixed(2),
  } satisfies NeedPayCheckResult;
}

async function adjustNumber(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string): Promise<string> {
  if (typed) {
    const taken = await repo.findAdjustIdByNo(trx, ctx.unitId, typed);
    if (taken && taken !== selfId) throw duplicate('adjustNo', ADJUST_NO);
    return typed;
  }
  return allocateNumber(trx, { unitId: ctx.unitId, billType: NEED_PAY_ADJUST_ORDER });
}

/**
 * editNeedPayAdjust: a new draft (no id) or a draft / rejected bill re-edited; linked to the bill whose item it
 * adjusts (which must be reviewed). The below-zero rule is the review's (checked on the locked item).
 */
export async function saveAdjust(
  db: Db,
  ctx: RequestContext,
  input: NeedPayAdjustInput,
): Promise<{ id: string; adjustNo: string }> {
  const existing = input.id ? await repo.findAdjust(db, ctx.unitId, { id: input.id }) : undefined;
  if (input.id && !existing) throw adjustNotFound();
  const item = await itemOrRefuse(db, ctx, input.itemId);
  return db.transaction().execute(async (trx) => {
    const bill = existing ? await assertEditable(trx, def, ctx, existing.id) : undefined;
    const adjustNo = await adjustNumber(trx, ctx, input.adjustNo ?? existing?.adjustNo ?? null, existing?.id);
    const head = {
      adjustNo,
      ledger: item.ledger,
      itemType: item.itemType,
      itemId: item.itemId,
      itemNo: item.itemNo,
      partnerType: item.partnerType,
      partnerId: item.partnerId,
      amount: Dec.of(input.amount).toFixed(2),
      reason: input.reason,
      adjustDate: input.adjustDate ?? existing?.adjustDate ?? factoryToday(),
    };
    const id = existing
      ? (await repo.updateAdjust(trx, ctx.unitId, existing.id, { ...head, updatedBy: ctx.userId }), existing.id)
      : await repo.insertAdjust(trx, { ...head, unitId: ctx.unitId, createdBy: ctx.userId });
    await linkDocuments(
      trx,
      ctx,
      { type: NEED_PAY_ADJUST_ORDER, billId: id, no: adjustNo },
      [{ source: { type: item.itemType, billId: item.itemId }, amount: head.amount }],
      { sourceStatuses: [2] },
    );
    await recordBillEvent(trx, ctx, def, { id, billNo: adjustNo, status: bill?.status ?? 0 }, existing ? 'SAVE' : 'CREATE');
    return { id, adjustNo };
  });
}

/** needPayNeedRecvDetails of an adjustment bill (by id or number). */
export async function getAdjust(db: Db, ctx: RequestContext, by: { id?: string | undefined; orderNo?: string | null }) {
  if (!by.id && !by.orderNo) throw invalid('id', { zh: '请传入调整单编号或单号', en: 'give the id or the number' });
  const found = await repo.findAdjust(db, ctx.unitId, {
    ...(by.id ? { id: by.id } : {}),
    ...(by.orderNo ? { adjustNo: by.orderNo } : {}),
  });
  if (!found) throw adjustNotFound();
  return found;
}
