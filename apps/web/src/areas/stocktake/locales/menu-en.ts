import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    list: 'Stocktake',
    print: 'Print stocktake',
    detail: 'Stocktake',
  },
};
