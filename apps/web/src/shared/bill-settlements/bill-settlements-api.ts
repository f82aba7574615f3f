import type { BillSettlementsView } from '@gf/contracts';
import { api } from '../api';

/** needPayNeedReceiveOrderApi/billSettlements: a bill's payables / receivables with their settlements. */
export const billSettlementsApi = {
  of: (billType: string, billId: string) =>
    api.get<BillSettlementsView>('needPayNeedReceiveOrderApi/billSettlements', { billType, billId }),
};
