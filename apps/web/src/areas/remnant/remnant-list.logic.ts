import { BillStatus } from '@gf/contracts';

/** 撤销 in the list: a bill the undo call moves (pending → draft, reviewed → un-review, anti-review pending → reviewed). */
export const canUndo = (status: number): boolean =>
  status === BillStatus.pending || status === BillStatus.reviewed || status === BillStatus.antiReviewPending;

/** 重编辑 in the list: a bill the update call accepts (draft or rejected). */
export const canReEdit = (status: number): boolean => status === BillStatus.draft || status === BillStatus.rejected;
