import type { BillActionKey } from '../../../bill';

/** The row actions of a report bill by its status (reference 03 §5), before the engine's own answer narrows them. */
const byStatus: Record<number, BillActionKey[]> = {
  0: ['submit', 'edit', 'void'],
  1: ['approve', 'reject', 'undoSubmit'],
  2: ['applyAntiReview'],
  3: ['antiReviewApprove', 'antiReviewRefuse', 'undoAntiReview'],
  4: ['submit', 'edit', 'void'],
};

/** What a row offers: its status's actions that the server lists as open to this user (all of them if it lists none). */
export function rowActions(row: { status: number; actions?: readonly string[] }): BillActionKey[] {
  const forStatus = byStatus[row.status] ?? [];
  const open = row.actions ?? [];
  return open.length ? forStatus.filter((a) => open.includes(a)) : forStatus;
}

/** Actions that ask a reason first. */
export const needsReason = (a: BillActionKey) => a === 'reject' || a === 'applyAntiReview' || a === 'antiReviewRefuse';

/** The locale key (nodeReports.bills.*) of each row action's button. */
export const actionLabelKey: Partial<Record<BillActionKey, string>> = {
  submit: 'submit',
  edit: 'edit',
  approve: 'approve',
  reject: 'reject',
  undoSubmit: 'undoSubmit',
  applyAntiReview: 'applyAntiReview',
  antiReviewApprove: 'antiApprove',
  antiReviewRefuse: 'antiRefuse',
  undoAntiReview: 'undoAnti',
  void: 'void',
};
