// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    supplier: '供应商对账',
    outsideFactory: '外发厂对账',
    detail: '对账明细',
    aged: '账龄分析',
    missions: '工单对账',
    balance: '外发结算对账',
    outsidePay: '外发付款记录',
    outsidePayDetail: '外发结算详情',
    orderFinance: '订单财务对账',
    orderFinanceDetail: '订单财务明细',
  },
};
