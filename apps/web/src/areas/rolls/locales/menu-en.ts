import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    rolls: 'Material rolls',
    rollDetail: 'Roll detail',
  },
};
