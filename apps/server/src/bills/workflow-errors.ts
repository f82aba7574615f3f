import { billStatusLabels } from '@gf/contracts';
import { AppError, Code, NO_PERMISSION, notFound } from '../platform/http/errors.js';
import type { WorkflowAction } from './transitions.js';

const actionNames: Record<WorkflowAction, { zh: string; en: string }> = {
  save: { zh: '保存', en: 'save' },
  submit: { zh: '提报', en: 'submit' },
  approve: { zh: '审核通过', en: 'approve' },
  reject: { zh: '驳回', en: 'reject' },
  undoSubmit: { zh: '撤回提报', en: 'withdraw' },
  applyAntiReview: { zh: '申请反审', en: 'apply for anti-review' },
  antiReviewApprove: { zh: '批准反审', en: 'approve the anti-review' },
  antiReviewRefuse: { zh: '不批准反审', en: 'refuse the anti-review' },
  undoAntiReview: { zh: '撤回申请', en: 'withdraw the anti-review request' },
  void: { zh: '作废', en: 'void' },
  delete: { zh: '删除', en: 'delete' },
};

export function notAllowedFrom(action: WorkflowAction, status: number): AppError {
  const label = billStatusLabels[status] ?? { zh: String(status), en: String(status) };
  return new AppError(Code.badState, {
    zh: `单据状态为「${label.zh}」，不能${actionNames[action].zh}`,
    en: `A bill in status "${label.en}" cannot ${actionNames[action].en}`,
  });
}

export const billNotFound = () => notFound({ zh: '单据', en: 'Bill' });
export const unknownBillType = (name: string) =>
  new AppError(
    Code.notFound,
    { zh: `未知的单据类型 ${name}`, en: `Unknown bill type ${name}` },
    { errors: [{ field: 'billType', message: 'unknown bill type' }] },
  );
export const noPermission = () => new AppError(Code.noPermission, NO_PERMISSION);
export const notYourTask = () =>
  new AppError(Code.noPermission, {
    zh: '您不是该单据当前的审核人',
    en: 'You are not a reviewer of this bill at its current step',
  });
export const noReviewers = () =>
  new AppError(Code.badState, { zh: '审核配置中没有可用的审核人', en: 'The review configuration names no available reviewer' });
export const reasonRequired = () =>
  new AppError(
    Code.invalidInput,
    { zh: 'message：请填写原因', en: 'message: a reason is required' },
    { errors: [{ field: 'message', message: 'a reason is required' }] },
  );
