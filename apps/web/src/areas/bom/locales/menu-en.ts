import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    template: 'BOM templates',
  },
  tab: 'BOM',
};
