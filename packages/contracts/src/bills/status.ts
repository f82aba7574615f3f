/** Document status codes (SPEC section 4): one set for every bill type. */
export const BillStatus = {
  draft: 0,
  pending: 1,
  reviewed: 2,
  antiReviewPending: 3,
  rejected: 4,
  voided: 5,
  cannotUnreview: 6,
} as const;

export type BillStatusCode = (typeof BillStatus)[keyof typeof BillStatus];

export const billStatusLabels: Record<number, { zh: string; en: string }> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '待审核', en: 'Pending review' },
  2: { zh: '已审核', en: 'Reviewed' },
  3: { zh: '反审待批准', en: 'Anti-review pending' },
  4: { zh: '已驳回', en: 'Rejected' },
  5: { zh: '已作废', en: 'Voided' },
  6: { zh: '不可反审', en: 'Cannot be un-reviewed' },
};

/** The actions recorded in a bill's history (the approval-history operation types). */
export const BillAction = {
  create: 'CREATE',
  save: 'SAVE',
  submit: 'SUBMIT',
  pass: 'PASS',
  reject: 'REJECT',
  undoSubmit: 'UNDO_SUBMIT',
  applyAntiReview: 'APPLY_ANTI_REVIEW',
  antiReviewPass: 'APPLY_ANTI_REVIEW_PASS',
  antiReviewReject: 'APPLY_ANTI_REVIEW_REJECT',
  undoAntiReview: 'UNDO_ANTI_REVIEW',
  void: 'VOID',
  delete: 'DELETE',
  // Area actions that change no status but belong in a bill's history (purchasing: 撤销, 关闭, 重新打开).
  cancel: 'CANCEL',
  close: 'CLOSE',
  reopen: 'REOPEN',
} as const;

export type BillActionCode = (typeof BillAction)[keyof typeof BillAction];

export const billActionLabels: Record<BillActionCode, { zh: string; en: string }> = {
  CREATE: { zh: '新建', en: 'Created' },
  SAVE: { zh: '保存', en: 'Saved' },
  SUBMIT: { zh: '提报', en: 'Submitted' },
  PASS: { zh: '通过', en: 'Approved' },
  REJECT: { zh: '驳回', en: 'Rejected' },
  UNDO_SUBMIT: { zh: '撤回提报', en: 'Submission withdrawn' },
  APPLY_ANTI_REVIEW: { zh: '申请反审', en: 'Anti-review requested' },
  APPLY_ANTI_REVIEW_PASS: { zh: '批准', en: 'Anti-review approved' },
  APPLY_ANTI_REVIEW_REJECT: { zh: '不批准', en: 'Anti-review refused' },
  UNDO_ANTI_REVIEW: { zh: '撤回申请', en: 'Anti-review request withdrawn' },
  VOID: { zh: '作废', en: 'Voided' },
  DELETE: { zh: '删除', en: 'Deleted' },
  CANCEL: { zh: '撤销', en: 'Cancelled' },
  CLOSE: { zh: '关闭', en: 'Closed' },
  REOPEN: { zh: '重新打开', en: 'Reopened' },
};
