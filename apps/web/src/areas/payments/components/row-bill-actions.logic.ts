/** The row action a list offers for a bill's status (the engine's transition table, ARCHITECTURE 6). */
export type RowBillAction = 'undo' | 'undoAntiReview' | 'void';

/** 1 pending → 撤销 (back to draft); 3 anti-review pending → 撤销 (the request withdrawn); 0, 4 → 作废; else none. */
export function rowActionFor(status: number): RowBillAction | null {
  if (status === 1) return 'undo';
  if (status === 3) return 'undoAntiReview';
  if (status === 0 || status === 4) return 'void';
  return null;
}
