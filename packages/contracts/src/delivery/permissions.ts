import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/**
 * Permission codes this area adds to the catalogue. The reference's own delivery codes
 * (fac.deliveryOrder.add / .queryKanban / .queryList, fac.sampleDeliveryOrder.add) stay in
 * platform/permission-catalogue.ts; it has no code for revoking (撤销) a reviewed delivery.
 */
export const deliveryPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'deliveryExtra',
    zh: '送料撤销',
    en: 'Delivery revoke',
    codes: ['fac.deliveryOrder.repeal'],
  },
];

export const DeliveryPermission = {
  add: 'fac.deliveryOrder.add',
  list: 'fac.deliveryOrder.queryList',
  kanban: 'fac.deliveryOrder.queryKanban',
  repeal: 'fac.deliveryOrder.repeal',
} as const;
