import { Dec, type JournalLedger } from '@gf/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { PartnerAmountTable } from '../../schema/stock.js';
import { entryOfPartnerAmount, postJournalEntry, reverseJournalEntry } from '../journal/index.js';

/** The other side of a payables row: what the amount bought, cost or brought in. */
const COUNTER_LEDGER: Record<string, JournalLedger> = {
  ARRIVAL: 'INVENTORY',
  RETURN: 'INVENTORY',
  DELIVERY: 'INVENTORY',
  OUTSIDE_PROCESSING: 'PROCESSING_COST',
  REFUND: 'CASH',
};

/**
 * Posts a payables row into the journal (issue 14 part 1): a PAYABLE credits the partner's 应付 on the bill's open
 * item, a RECEIVABLE debits its 应收; the other line goes to the ledger of the row's kind. PURCHASE rows are a
 * commitment (what was ordered, not received) and are not posted.
 */
export async function postAmount(trx: Db, ctx: RequestContext, id: string, row: Insertable<PartnerAmountTable>): Promise<void> {
  const counter = COUNTER_LEDGER[row.kind];
  if (!counter) return;
  const amount = Dec.of(row.amount);
  const partnerSide = row.direction === 'PAYABLE' ? amount.neg() : amount;
  await postJournalEntry(
    trx,
    ctx,
    {
      source: { type: row.sourceType, id: row.sourceId, no: row.sourceNo },
      entryDate: typeof row.occurredOn === 'string' ? row.occurredOn : null,
      lines: [
        {
          ledger: row.direction === 'PAYABLE' ? 'AP' : 'AR',
          amount: partnerSide.toFixed(2),
          partner: { type: row.partnerType, id: row.partnerId },
          item: {
            type: row.settlesType ?? row.sourceType,
            id: row.settlesId ?? row.sourceId,
            no: row.settlesNo ?? row.sourceNo,
          },
        },
        { ledger: counter, amount: partnerSide.neg().toFixed(2) },
      ],
    },
    { partnerAmountId: id },
  );
}

/** Posts the reversal of a payables row: the reversing entry of the entry the original was posted as. */
export async function reverseAmount(trx: Db, ctx: RequestContext, originalId: string, reversalId: string): Promise<void> {
  const entryId = await entryOfPartnerAmount(trx, originalId);
  if (entryId) await reverseJournalEntry(trx, ctx, entryId, { partnerAmountId: reversalId });
}
