import { describe, expect, it } from 'vitest';
import { NEW, nextStatus, type WorkflowAction } from './transitions.js';

const statuses = [NEW, 0, 1, 2, 3, 4, 5, 6];
const actions: WorkflowAction[] = [
  'save',
  'submit',
  'approve',
  'reject',
  'undoSubmit',
  'applyAntiReview',
  'antiReviewApprove',
  'antiReviewRefuse',
  'undoAntiReview',
  'void',
  'delete',
];

// Expected outcome per action and status: [with review config, without]; '-' = refused.
type Cell = number | 'deleted' | '-';
const expected: Record<WorkflowAction, Record<number, [Cell, Cell]>> = {
  save: { [NEW]: [0, 0], 0: [0, 0], 4: [4, 4] },
  submit: { 0: [1, 2], 4: [1, 2] },
  approve: { 1: [2, 2] },
  reject: { 1: [4, 4] },
  undoSubmit: { 1: [0, 0] },
  applyAntiReview: { 2: [3, 0] },
  antiReviewApprove: { 3: [0, 0] },
  antiReviewRefuse: { 3: [2, 2] },
  undoAntiReview: { 3: [2, 2] },
  void: { 0: [5, 5], 4: [5, 5] },
  delete: { 0: ['deleted', 'deleted'] },
};

const cases = actions.flatMap((action) =>
  statuses.flatMap((from) =>
    ([true, false] as const).map((hasReview) => {
      const cell = expected[action][from];
      const want = cell ? cell[hasReview ? 0 : 1] : '-';
      return { action, from, hasReview, want };
    }),
  ),
);

describe('bill transition table (full matrix)', () => {
  it.each(cases)('$action from $from (review: $hasReview) -> $want', ({ action, from, hasReview, want }) => {
    const got = nextStatus(action, from, hasReview);
    expect(got ?? '-').toBe(want);
  });

  it('never leaves voided (5) or cannot-un-review (6)', () => {
    for (const action of actions) {
      expect(nextStatus(action, 5, true)).toBeNull();
      expect(nextStatus(action, 6, true)).toBeNull();
    }
  });
});
