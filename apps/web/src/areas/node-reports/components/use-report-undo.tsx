import type { ReportBillRow } from '@gf/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeReportsApi } from '../api/node-reports-api';

/** Statuses a report can be undone from (an anti-review pending or a voided bill cannot). */
export const UNDOABLE_STATUSES: readonly number[] = [0, 1, 2, 4];

/** What the confirmation says happens, by the bill's status. */
export function undoEffectKey(status: number): 'draft' | 'pending' | 'reviewed' {
  if (status === 1) return 'pending';
  if (status === 2) return 'reviewed';
  return 'draft';
}

/**
 * 撤销上报 from the node panel's bill table: asks, then `DELETE fac-mission-prcd-node-reports/undo/{id}` (the server voids,
 * withdraws or un-reviews through the engine). The answer's status says whether it is done (5) or an anti-review waits (3).
 * The call answers X-Data-Changed, so the panel, the mission and the lists refresh; `onDone` refetches the panel at once.
 */
export function useReportUndo(onDone: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const u = (k: string, o?: Record<string, unknown>) => t(`nodeReports.undo.${k}`, o);
  return (row: ReportBillRow) =>
    modal.confirm({
      title: u('title', { no: row.billNo }),
      content: u(undoEffectKey(row.status)),
      okText: u('action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const res = await nodeReportsApi.undo(row.id);
          void message.success(u(res.status === 3 ? 'antiReview' : 'voided', { no: row.billNo }));
        } finally {
          onDone();
        }
      },
    });
}
