import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    adjustList: 'Order adjustments',
    adjust: 'Order adjustment',
    priceList: 'Price adjustments',
    price: 'Price adjustment',
  },
  tab: 'Adjustments',
};
