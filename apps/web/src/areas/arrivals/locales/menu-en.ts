import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    group: 'Purchasing',
    list: 'Arrivals',
    sampleList: 'Sample arrivals',
    notices: 'Receipt notices',
  },
  page: {
    add: 'New arrival',
    sampleAdd: 'New sample arrival',
    edit: 'Edit arrival',
    detail: 'Arrival',
    noticeDetail: 'Receipt notice',
    noticeAdd: 'New receipt notice',
  },
};
