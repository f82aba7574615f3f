export const en = {
  menu: {
    supplier: 'Supplier statements',
    outsideFactory: 'Processing-factory statements',
    detail: 'Statement detail',
    aged: 'Aged payables and receivables',
    missions: 'Mission statements',
    balance: 'Outside-factory balances',
    outsidePay: 'Outside-factory payments',
    outsidePayDetail: 'Outside-factory settlement detail',
    orderFinance: 'Order finance statements',
    orderFinanceDetail: 'Order finance detail',
  },
};
