import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    qualityCheck: 'Quality checks',
    qualityDetail: 'Quality check',
    qualityForm: 'Edit quality check',
    clothCheck: 'Cloth check and shrinkage',
    clothList: 'Cloth check records',
  },
};
