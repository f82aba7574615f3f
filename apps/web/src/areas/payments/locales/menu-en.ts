import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    group: 'Finance',
    paymentOrder: 'Payments',
    prepay: 'Prepayments',
    transfer: 'Prepayment transfers',
    paymentAdd: 'New payment',
    applyAdd: 'New payment application',
    paymentDetail: 'Payment',
    applyDetail: 'Payment application',
    prepayDetail: 'Prepayment',
    transferDetail: 'Prepayment transfer',
  },
};
