/** 撤销 / 重编辑 in the list: the rule every material bill list shares (shared/material-lines). */
export { canReEditBill as canReEdit, canUndoBill as canUndo } from '../../shared/material-lines';
