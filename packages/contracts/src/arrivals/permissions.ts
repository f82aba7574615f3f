import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's own arrival codes (fac.arriveOrder.add,
 * fac.sampleArriveOrder.add, ...) stay in platform/permission-catalogue.ts; it has none for reading the
 * arrival list, for signing lines or for receipt notices.
 */
export const arrivalsPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'arrivalsExtra',
    zh: '到料与收料通知',
    en: 'Arrivals and receipt notices',
    codes: [
      'fac.arriveOrder.queryList',
      'fac.arriveOrder.sign',
      'fac.sampleArriveOrder.queryList',
      'fac.arriveNotify.add',
      'fac.arriveNotify.queryList',
    ],
  },
];

export const ArrivalPermission = {
  add: 'fac.arriveOrder.add',
  list: 'fac.arriveOrder.queryList',
  sign: 'fac.arriveOrder.sign',
  sampleAdd: 'fac.sampleArriveOrder.add',
  sampleList: 'fac.sampleArriveOrder.queryList',
  noticeAdd: 'fac.arriveNotify.add',
  noticeList: 'fac.arriveNotify.queryList',
} as const;
