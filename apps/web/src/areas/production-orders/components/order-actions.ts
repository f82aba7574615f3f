import { ProductionOrderPermission as P } from '@gf/contracts';
import type { BillActionKey } from '../../../bill';
import { checkPermission } from '../../../shared/session/permission';

/** The code each engine action of an order needs (reference 01: fac.prcmission.*); reviewing is the task's own. */
const codeOf: Partial<Record<BillActionKey, string>> = {
  edit: P.add,
  submit: P.report,
  applyAntiReview: P.applyAntiReview,
  void: P.cancel,
  delete: P.cancel,
};

/** BillActionBar's guard for orders: refuses with the permission toast when the code is missing. */
export const orderActionGuard = (action: BillActionKey): boolean => checkPermission(codeOf[action]);

/** The list's row action by status (reference 02 §3): 提报 (0, 4), 审核 (1), 反审 (2, 6), 反审审批 (3). */
export function rowActionKey(status: number): 'submit' | 'review' | 'antiReview' | 'antiReviewApproval' | null {
  switch (status) {
    case 0:
    case 4:
      return 'submit';
    case 1:
      return 'review';
    case 2:
    case 6:
      return 'antiReview';
    case 3:
      return 'antiReviewApproval';
    default:
      return null;
  }
}
