import { StocktakePermission, stocktakeStatuses } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';

export const STOCKTAKE_BILL_TYPE = 'MATERIALS_CHECK';

/** handleCheckBill (0 → 2), materials/adjust/undo (2 → 1), continueCheck (1 → 0), undo = void (0, 1 → 5). */
export const STOCKTAKE_ACTIONS = { handle: 'HANDLE', undoAdjust: 'UNDO_ADJUST', resume: 'CONTINUE', void: 'VOID_CHECK' } as const;

const { counting, undone, handled, voided } = stocktakeStatuses;

/**
 * A stocktake has statuses of its own, moved only by its calls: a 'system' bill type whose transitions are this
 * table. The engine checks each on the locked row and writes the history event in the same transaction as the
 * stock posting (handle) or its reversal (undo the adjustment).
 */
export const stocktakeBillType: BillTypeDefinition = {
  type: STOCKTAKE_BILL_TYPE,
  table: 'stocktake',
  numberColumn: 'check_no',
  workflow: 'system',
  permissions: { edit: StocktakePermission.add },
  statusLabels: {
    [counting]: { zh: '盘点中', en: 'Counting' },
    [undone]: { zh: '已撤销调整', en: 'Adjustment undone' },
    [handled]: { zh: '已处理', en: 'Handled' },
    [voided]: { zh: '已作废', en: 'Voided' },
  },
  systemTransitions: [
    { action: STOCKTAKE_ACTIONS.handle, from: [counting], to: handled, label: { zh: '处理', en: 'be handled' } },
    {
      action: STOCKTAKE_ACTIONS.undoAdjust,
      from: [handled],
      to: undone,
      label: { zh: '撤销调整', en: 'have its adjustment undone' },
    },
    { action: STOCKTAKE_ACTIONS.resume, from: [undone], to: counting, label: { zh: '继续盘点', en: 'be counted again' } },
    { action: STOCKTAKE_ACTIONS.void, from: [counting, undone], to: voided, label: { zh: '作废', en: 'be voided' } },
  ],
};
