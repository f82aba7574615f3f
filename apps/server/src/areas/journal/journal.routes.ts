import { journalBySourceInput, journalLedgerInfo, type JournalEntryView, type JournalLedger } from '@gf/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';
import { entriesOfSource } from './journal-read.repository.js';

/** A bill's journal entries (its 凭证): what it posted to which ledger, partner and open item, reversals included. */
export function registerJournalRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: 'journal/bySource',
    summary: "A source document's journal entries with their lines (debit = credit per entry), reversals included",
    tags: ['journal'],
    permission: null,
    query: journalBySourceInput,
    handler: async ({ query, ctx }): Promise<JournalEntryView[]> => {
      const rows = await entriesOfSource(app.db, ctx.unitId, query.sourceType, query.sourceId);
      const entries = new Map<string, JournalEntryView>();
      for (const r of rows) {
        let e = entries.get(r.entryId);
        if (!e) {
          e = { id: r.entryId, entryDate: r.entryDate, reversesId: r.reversesId, memo: r.memo, lines: [] };
          entries.set(r.entryId, e);
        }
        const ledger = r.ledger as JournalLedger;
        e.lines.push({
          id: r.lineId,
          ledger,
          ledgerName: journalLedgerInfo[ledger][ctx.lang],
          partnerType: r.partnerType,
          partnerId: r.partnerId,
          partnerName: r.partnerName,
          accountId: r.accountId,
          labelId: r.labelId,
          itemType: r.itemType,
          itemId: r.itemId,
          itemNo: r.itemNo,
          debit: r.debit,
          credit: r.credit,
        });
      }
      return [...entries.values()];
    },
  });
}
