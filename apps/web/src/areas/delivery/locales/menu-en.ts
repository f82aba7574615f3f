import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    list: 'Material delivery',
    form: 'New delivery',
    detail: 'Delivery',
  },
  tab: {
    notices: 'Delivery notices',
    deliveries: 'Deliveries',
  },
};
