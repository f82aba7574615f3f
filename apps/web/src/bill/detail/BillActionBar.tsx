import type { BillWorkflowState } from '@gf/contracts';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billApi } from '../api/bill-api';
import { ReasonDialog } from './ReasonDialog';
import { ApiError } from '../../shared/api/api-error';

export type BillActionKey = keyof BillWorkflowState['allowed'];

/** Display order of the buttons; each shows only when the engine allows it now. */
export const billActionOrder: BillActionKey[] = [
  'edit',
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

type ReasonAction = 'reject' | 'applyAntiReview' | 'antiReviewRefuse';

export interface BillActionBarProps {
  billType: string;
  billId: string;
  state: BillWorkflowState;
  onEdit?: () => void;
  /** Deleting is the bill's own call (it may check related records first). */
  onDelete?: () => void;
  /** Called after an action answered code 0: the frame reloads the bill. */
  onDone: () => void;
  /** Permission guard per action (false: refused with the permission toast by the caller). */
  guard?: (action: BillActionKey) => boolean;
  /**
   * Button names where no review is configured (reference 08 §1: the document takes effect at once), e.g. an archive's
   * 生成档案 for 提报 and 申请驳回 for 申请反审.
   */
  directLabels?: Partial<Record<BillActionKey, string>>;
}

export function BillActionBar({ billType, billId, state, onEdit, onDelete, onDone, guard, directLabels }: BillActionBarProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<BillActionKey | null>(null);
  const [reasonFor, setReasonFor] = useState<ReasonAction | null>(null);
  const taskId = state.openTask?.taskId;

  const run = async (action: BillActionKey, call: () => Promise<unknown>) => {
    setBusy(action);
    try {
      await call();
      onDone();
    } catch (e) {
      // The api client has already shown the error. A refusal for the bill's state (409: moved on elsewhere, or
      // live documents point at it) reloads the page so it shows why.
      if (e instanceof ApiError && Math.floor(e.code / 100) === 409) onDone();
    } finally {
      setBusy(null);
    }
  };

  const confirmThen = (action: BillActionKey, text: string, call: () => Promise<unknown>) => {
    modal.confirm({
      title: t(`bill.actions.${action}`),
      content: text,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => run(action, call),
    });
  };

  const click = (action: BillActionKey) => {
    if (guard && !guard(action)) return;
    switch (action) {
      case 'edit':
        onEdit?.();
        return;
      case 'delete':
        onDelete?.();
        return;
      case 'submit':
        void run(action, () => billApi.submit(billType, billId));
        return;
      case 'approve':
        if (taskId) void run(action, () => billApi.review(billType, { taskId, id: billId, result: true }));
        return;
      case 'antiReviewApprove':
        if (taskId)
          confirmThen(action, t('bill.confirm.antiReviewApprove'), () =>
            billApi.review(billType, { taskId, id: billId, result: true }),
          );
        return;
      case 'undoSubmit':
        confirmThen(action, t('bill.confirm.undoSubmit'), () => billApi.undoSubmit(billType, billId));
        return;
      case 'undoAntiReview':
        confirmThen(action, t('bill.confirm.undoAntiReview'), () => billApi.undoAntiReview(billType, billId));
        return;
      case 'void':
        confirmThen(action, t('bill.confirm.void'), () => billApi.void(billType, billId));
        return;
      case 'reject':
      case 'applyAntiReview':
      case 'antiReviewRefuse':
        setReasonFor(action);
        return;
    }
  };

  const submitReason = async (reason: string) => {
    const action = reasonFor;
    if (!action) return;
    setReasonFor(null);
    if (action === 'applyAntiReview') {
      await run(action, () => billApi.applyAntiReview(billType, billId, reason));
    } else if (taskId) {
      await run(action, () => billApi.review(billType, { taskId, id: billId, result: false, message: reason }));
    }
  };

  const label = (action: BillActionKey) =>
    (!state.reviewEnabled ? directLabels?.[action] : undefined) ?? t(`bill.actions.${action}`);

  const shown = billActionOrder.filter(
    (action) => state.allowed[action] && (action !== 'edit' || onEdit) && (action !== 'delete' || onDelete),
  );

  return (
    <>
      <Space wrap data-testid="bill-action-bar">
        {shown.map((action) => (
          <Button
            key={action}
            data-action={action}
            type={action === 'submit' || action === 'approve' || action === 'antiReviewApprove' ? 'primary' : 'default'}
            danger={action === 'void' || action === 'delete' || action === 'reject' || action === 'antiReviewRefuse'}
            loading={busy === action}
            disabled={busy !== null && busy !== action}
            onClick={() => click(action)}
          >
            {label(action)}
          </Button>
        ))}
      </Space>
      <ReasonDialog
        open={reasonFor !== null}
        title={reasonFor ? ((!state.reviewEnabled ? directLabels?.[reasonFor] : undefined) ?? t(`bill.reason.${reasonFor}`)) : ''}
        onCancel={() => setReasonFor(null)}
        onOk={submitReason}
      />
    </>
  );
}
