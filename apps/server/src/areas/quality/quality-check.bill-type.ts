import { QualityPermission, qualityStatuses } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';

export const QUALITY_CHECK_BILL_TYPE = 'QUALITY_CHECK';

/** changeStatus actions: complete (0 → 1), reopen (1 → 0), void (0 → 5). */
export const QUALITY_ACTIONS = { complete: 'COMPLETE', reopen: 'REOPEN', void: 'VOID_CHECK' } as const;

const { open, completed, voided } = qualityStatuses;

/**
 * A quality check has a status of its own (open, completed, voided), moved only by changeStatus: a 'system' bill type
 * whose transitions are this declared table. The engine checks it on the locked row and writes the history event;
 * voiding ends the check's lineage links (it no longer points at the purchase, notice or arrival it checked).
 */
export const qualityCheckBillType: BillTypeDefinition = {
  type: QUALITY_CHECK_BILL_TYPE,
  table: 'quality_check',
  numberColumn: 'bill_no',
  workflow: 'system',
  permissions: { edit: QualityPermission.update },
  statusLabels: {
    [open]: { zh: '未完成', en: 'Open' },
    [completed]: { zh: '已完成', en: 'Completed' },
    [voided]: { zh: '已作废', en: 'Voided' },
  },
  systemTransitions: [
    { action: QUALITY_ACTIONS.complete, from: [open], to: completed, label: { zh: '完成', en: 'be completed' } },
    { action: QUALITY_ACTIONS.reopen, from: [completed], to: open, label: { zh: '重新打开', en: 'be reopened' } },
    { action: QUALITY_ACTIONS.void, from: [open], to: voided, label: { zh: '作废', en: 'be voided' } },
  ],
};

/** The action that takes a check from one status to another (changeStatus sends the target status). */
export function qualityActionTo(status: number): string | undefined {
  if (status === completed) return QUALITY_ACTIONS.complete;
  if (status === open) return QUALITY_ACTIONS.reopen;
  if (status === voided) return QUALITY_ACTIONS.void;
  return undefined;
}
