import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    list: 'Period-end balance',
    detail: 'Period-end balance detail',
  },
};
