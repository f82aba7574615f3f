export {
  balanceKeyOf,
  entryOfPartnerAmount,
  lockBalances,
  lockOpenItems,
  normalBalance,
  openItemKey,
  postJournalEntry,
  reverseJournalEntriesOf,
  reverseJournalEntry,
  type BalanceKeyInput,
  type JournalEntryInput,
  type JournalItemRef,
  type JournalLineInput,
  type JournalPartner,
  type OpenItem,
} from './journal.service.js';
export { lockBooks, setBooksClosedUntil } from './books.service.js';

import type { AreaModule } from '../area-module.js';
import { registerJournalRoutes } from './journal.routes.js';

export const journalArea: AreaModule = {
  name: 'journal',
  register(app) {
    registerJournalRoutes(app);
  },
};
