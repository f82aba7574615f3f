import type { ReportBillRow } from '@gf/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billApi, ReasonDialog, type BillActionKey } from '../../../bill';
import { actionLabelKey, needsReason } from './bill-row-actions';

/**
 * Runs a report bill's row action through the engine's uflo calls (the same the bill detail's action bar makes); a
 * review takes the bill's open task from its state first. 编辑 is the caller's (it opens the report dialog).
 */
export function useBillActions(onDone: () => void, onEdit: (row: ReportBillRow) => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [reasonFor, setReasonFor] = useState<{ row: ReportBillRow; action: BillActionKey } | null>(null);
  const label = (a: BillActionKey) => t(`nodeReports.bills.${actionLabelKey[a] ?? a}`);

  const review = async (row: ReportBillRow, result: boolean, message?: string) => {
    const state = await billApi.workflow(row.billType, row.id);
    const taskId = state.openTask?.taskId;
    if (taskId) await billApi.review(row.billType, { taskId, id: row.id, result, message });
  };

  const call = async (row: ReportBillRow, action: BillActionKey, reason?: string) => {
    switch (action) {
      case 'submit':
        return billApi.submit(row.billType, row.id);
      case 'approve':
      case 'antiReviewApprove':
        return review(row, true);
      case 'reject':
      case 'antiReviewRefuse':
        return review(row, false, reason);
      case 'undoSubmit':
        return billApi.undoSubmit(row.billType, row.id);
      case 'applyAntiReview':
        return billApi.applyAntiReview(row.billType, row.id, reason ?? '');
      case 'undoAntiReview':
        return billApi.undoAntiReview(row.billType, row.id);
      case 'void':
        return billApi.void(row.billType, row.id);
      default:
        return undefined;
    }
  };

  const done = async (p: Promise<unknown>) => {
    try {
      await p;
    } finally {
      onDone();
    }
  };

  const run = (row: ReportBillRow, action: BillActionKey) => {
    if (action === 'edit') return onEdit(row);
    if (needsReason(action)) return setReasonFor({ row, action });
    modal.confirm({
      title: label(action),
      content: t('nodeReports.bills.confirm', { action: label(action), no: row.billNo }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => done(call(row, action)).catch(() => undefined),
    });
  };

  const dialog = (
    <ReasonDialog
      open={reasonFor !== null}
      title={reasonFor ? label(reasonFor.action) : ''}
      onCancel={() => setReasonFor(null)}
      onOk={async (reason) => {
        const target = reasonFor;
        setReasonFor(null);
        if (target) await done(call(target.row, target.action, reason)).catch(() => undefined);
      }}
    />
  );
  return { run, label, dialog };
}
