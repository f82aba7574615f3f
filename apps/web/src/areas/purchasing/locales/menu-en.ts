import type { zh } from './menu-zh';

export const en: typeof zh = {
  menu: {
    need: 'Purchase demand board',
    list: 'Purchase bills',
    sampleList: 'Sample purchases',
    newPurchase: 'New purchase',
    newSamplePurchase: 'New sample purchase',
    pickUp: 'Purchase, receive and deliver',
    detail: 'Purchase bill',
    sampleDetail: 'Sample purchase',
    fieldConfig: 'Field configuration',
  },
};
