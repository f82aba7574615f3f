// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    list: '库存单据',
    form: '新建库存单据',
    detail: '库存单据详情',
    print: '打印库存单据',
    informs: '入库通知',
  },
  /** The goods stock page's buttons (stock area) opening the form of each kind. */
  open: {
    STOCK_IN: '开入库单',
    STOCK_OUT: '开出库单',
    STOCK_DELIVERY: '开发货单',
    STOCK_SALE_RETURN: '开退货单',
    STOCK_ADJUST: '开调整单',
  },
};
