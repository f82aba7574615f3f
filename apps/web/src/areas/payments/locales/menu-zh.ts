/** The area's menu and tab titles: the shell carries these (ADR 0013); the rest loads with the pages. */
export const zh = {
  menu: {
    group: '财务',
    paymentOrder: '付款单',
    prepay: '预付款',
    transfer: '预付款转移',
    paymentAdd: '新建付款单',
    applyAdd: '新建付款申请单',
    paymentDetail: '付款单详情',
    applyDetail: '付款申请单详情',
    prepayDetail: '预付款详情',
    transferDetail: '预付款转移详情',
  },
};
