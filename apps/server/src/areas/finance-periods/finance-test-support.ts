import type { JournalLedger } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postJournalEntry } from '../journal/index.js';

/** For tests of the finance areas: a request context of a signed-in user, for calling the journal directly. */
export function contextOf(user: { userId: string; unitId: string; bossUnitId: string }): RequestContext {
  return {
    sessionId: 'test',
    userId: user.userId,
    unitId: user.unitId,
    bossUnitId: user.bossUnitId,
    userKind: 'BOSS',
    loginName: 'boss',
    userName: 'Boss',
    permissions: new Set(),
    lang: 'zh',
    visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
  };
}

let sourceSeq = 0;

/**
 * For tests: posts one two-line entry through the journal in its own transaction: `amount` (signed: + debit) on the
 * partner's ledger and open item, the other side on `against` (CASH by default). Answers the entry id.
 */
export async function postPartnerEntry(
  db: Db,
  ctx: RequestContext,
  e: {
    ledger: JournalLedger;
    partner: { type: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER'; id: string };
    amount: string;
    date: string;
    item?: { type: string; id: string; no: string };
    against?: JournalLedger;
    source?: { type: string; id: string; no: string };
  },
): Promise<string> {
  sourceSeq += 1;
  const source = e.source ?? { type: 'TEST_DOC', id: String(900000 + sourceSeq), no: `T-${sourceSeq}` };
  const neg = e.amount.startsWith('-') ? e.amount.slice(1) : `-${e.amount}`;
  return db.transaction().execute((trx) =>
    postJournalEntry(trx, ctx, {
      source,
      entryDate: e.date,
      lines: [
        { ledger: e.ledger, amount: e.amount, partner: e.partner, item: e.item ?? null },
        { ledger: e.against ?? 'CASH', amount: neg },
      ],
    }),
  );
}
