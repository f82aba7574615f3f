import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    group: 'Purchasing',
    list: 'Returns',
    form: 'New / edit return',
    detail: 'Return detail',
    refunds: 'Return refunds',
  },
};
