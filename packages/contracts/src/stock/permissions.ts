/** Material stock permission codes (reference 01 §6 "Material stock"), named for the server routes. */
export const stockPermissions = {
  list: null,
  in: 'fac.stock.add',
  out: 'fac.stock.delete',
  adjust: 'fac.stock.adjust',
  batchIn: 'fac.stock.batchAdd',
  batchOut: 'fac.stock.batchDelete',
  position: 'fac.stock.edit',
  records: 'fac.stock.record.list',
  undo: 'fac.stock.change',
  warning: 'fac.stock.edit',
} as const;
