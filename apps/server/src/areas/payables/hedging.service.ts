import { Dec, NEED_PAY_HEDGING, type HedgingInput } from '@gf/contracts';
import { linkDocuments, unlinkDocument } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import { lockOpenItems, openItemKey, postJournalEntry, reverseJournalEntriesOf } from '../journal/index.js';
import * as repo from './hedging.repository.js';
import { itemOrRefuse } from './need-pay-adjust.service.js';

registerNumberRule({
  billType: NEED_PAY_HEDGING,
  kind: 'BILL',
  zh: '应付应收对冲',
  en: 'Payable offset',
  segments: [
    { type: 'TEXT', value: 'DC' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

/**
 * adjustneedPayBalance (对冲): a payable of a partner settled against a receivable of the same partner. Both items are
 * locked FOR UPDATE (key order) and the amount must fit what is open on each under that lock; the entry debits the
 * payable and credits the receivable. The offset is linked to both bills, so neither can be un-reviewed under it.
 */
export async function createHedging(
  db: Db,
  ctx: RequestContext,
  input: HedgingInput,
): Promise<{ id: string; hedgingNo: string }> {
  // One after the other: the first refusal named is always the payable's.
  const payable = await itemOrRefuse(db, ctx, input.payableItemId, 'payableItemId');
  const receivable = await itemOrRefuse(db, ctx, input.receivableItemId, 'receivableItemId');
  if (payable.ledger !== 'AP') throw invalid('payableItemId', { zh: '不是应付单据', en: 'is not a payable' });
  if (receivable.ledger !== 'AR') throw invalid('receivableItemId', { zh: '不是应收单据', en: 'is not a receivable' });
  if (payable.partnerType !== receivable.partnerType || payable.partnerId !== receivable.partnerId)
    throw invalid('receivableItemId', { zh: '应收单据不是同一往来单位的', en: 'belongs to another partner' });
  const amount = Dec.of(input.amount).toFixed(2);
  return db.transaction().execute(async (trx) => {
    const open = await lockOpenItems(trx, ctx, [
      { ledger: 'AP', type: payable.itemType, id: payable.itemId },
      { ledger: 'AR', type: receivable.itemType, id: receivable.itemId },
    ]);
    for (const [item, word] of [
      [payable, { zh: '应付', en: 'payable' }],
      [receivable, { zh: '应收', en: 'receivable' }],
    ] as const) {
      const left = open.get(openItemKey(item.ledger, item.itemType, item.itemId))?.open ?? '0';
      if (Dec.of(amount).gt(left))
        throw badState({
          zh: `对冲金额 ${amount} 超过单据 ${item.itemNo} 未结${word.zh} ${Dec.of(left).toFixed(2)}`,
          en: `The offset ${amount} exceeds the ${Dec.of(left).toFixed(2)} ${word.en} open on bill ${item.itemNo}`,
        });
    }
    const hedgingNo = await allocateNumber(trx, { unitId: ctx.unitId, billType: NEED_PAY_HEDGING });
    const hedgeDate = input.hedgeDate ?? factoryToday();
    const partner = { type: payable.partnerType, id: payable.partnerId };
    const id = await repo.insertHedging(trx, {
      unitId: ctx.unitId,
      hedgingNo,
      partnerType: partner.type,
      partnerId: partner.id,
      payableType: payable.itemType,
      payableId: payable.itemId,
      payableNo: payable.itemNo,
      receivableType: receivable.itemType,
      receivableId: receivable.itemId,
      receivableNo: receivable.itemNo,
      amount,
      hedgeDate,
      remark: input.remark,
      createdBy: ctx.userId,
    });
    await postJournalEntry(trx, ctx, {
      source: { type: NEED_PAY_HEDGING, id, no: hedgingNo },
      entryDate: hedgeDate,
      memo: input.remark,
      lines: [
        { ledger: 'AP', amount, partner, item: { type: payable.itemType, id: payable.itemId, no: payable.itemNo } },
        {
          ledger: 'AR',
          amount: Dec.of(amount).neg().toFixed(2),
          partner,
          item: { type: receivable.itemType, id: receivable.itemId, no: receivable.itemNo },
        },
      ],
    });
    await linkDocuments(
      trx,
      ctx,
      { type: NEED_PAY_HEDGING, billId: id, no: hedgingNo },
      [
        { source: { type: payable.itemType, billId: payable.itemId }, amount },
        { source: { type: receivable.itemType, billId: receivable.itemId }, amount },
      ],
      { sourceStatuses: [2] },
    );
    return { id, hedgingNo };
  });
}

/** revokeNeedPayNeedReceiveOrderHedging: the offset's entry reversed, its links ended; once (the row is locked). */
export async function revokeHedging(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockHedging(trx, ctx.unitId, id);
    if (!row) throw notFound({ zh: '对冲记录', en: 'Offset' });
    if (row.revokedAt) throw badState({ zh: `对冲 ${row.hedgingNo} 已撤销`, en: `Offset ${row.hedgingNo} was already revoked` });
    await reverseJournalEntriesOf(trx, ctx, { type: NEED_PAY_HEDGING, id });
    await repo.markRevoked(trx, ctx.unitId, id, ctx.userId);
    await unlinkDocument(trx, ctx, { type: NEED_PAY_HEDGING, billId: id });
  });
}
