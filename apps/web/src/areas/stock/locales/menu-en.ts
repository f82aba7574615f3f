import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    group: 'Stock',
    goods: 'Goods stock',
    stock: 'Material stock',
    changes: 'Stock movements',
    batch: 'Batch in / out',
  },
  view: {
    stock: 'Material stock',
    remnant: 'Remnant stock',
    changes: 'Stock movements',
    allStorehouses: 'All storehouses',
  },
};
