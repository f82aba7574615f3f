import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    list: 'Remnant put-away',
    form: 'New remnant put-away',
    detail: 'Remnant put-away',
  },
};
