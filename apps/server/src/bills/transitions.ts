import { BillStatus } from '@gf/contracts';

/** A bill that does not exist yet (the "new" row of the transition table). */
export const NEW = -1;

export type WorkflowAction =
  | 'save'
  | 'submit'
  | 'approve'
  | 'reject'
  | 'undoSubmit'
  | 'applyAntiReview'
  | 'antiReviewApprove'
  | 'antiReviewRefuse'
  | 'undoAntiReview'
  | 'void'
  | 'delete';

type Target = number | 'same' | 'deleted' | { withReview: number; withoutReview: number };

interface Transition {
  action: WorkflowAction;
  from: readonly number[];
  to: Target;
}

const { draft, pending, reviewed, antiReviewPending, rejected, voided } = BillStatus;

/** ARCHITECTURE section 6, as data. Everything the engine allows is in this table and nowhere else. */
export const transitions: readonly Transition[] = [
  { action: 'save', from: [NEW, draft, rejected], to: 'same' },
  { action: 'submit', from: [draft, rejected], to: { withReview: pending, withoutReview: reviewed } },
  { action: 'approve', from: [pending], to: reviewed },
  { action: 'reject', from: [pending], to: rejected },
  { action: 'undoSubmit', from: [pending], to: draft },
  { action: 'applyAntiReview', from: [reviewed], to: { withReview: antiReviewPending, withoutReview: draft } },
  { action: 'antiReviewApprove', from: [antiReviewPending], to: draft },
  { action: 'antiReviewRefuse', from: [antiReviewPending], to: reviewed },
  { action: 'undoAntiReview', from: [antiReviewPending], to: reviewed },
  { action: 'void', from: [draft, rejected], to: voided },
  { action: 'delete', from: [draft], to: 'deleted' },
];

/** The status after an action, 'deleted', or null when the action is not allowed from that status. */
export function nextStatus(action: WorkflowAction, from: number, hasReview: boolean): number | 'deleted' | null {
  const t = transitions.find((x) => x.action === action && x.from.includes(from));
  if (!t) return null;
  if (t.to === 'same') return from === NEW ? draft : from;
  if (t.to === 'deleted') return 'deleted';
  if (typeof t.to === 'number') return t.to;
  return hasReview ? t.to.withReview : t.to.withoutReview;
}

export function isAllowed(action: WorkflowAction, from: number): boolean {
  return nextStatus(action, from, true) !== null;
}
