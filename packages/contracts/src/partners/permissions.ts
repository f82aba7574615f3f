import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Permission codes this area adds to the catalogue (the reference's own codes stay in platform/permission-catalogue.ts). */
export const partnersPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'outsideFactory',
    zh: '加工厂商档案',
    en: 'Processing factories',
    codes: ['fac.outFac.list', 'fac.outFac.stopUse', 'fac.outFac.settings'],
  },
  { key: 'customerGroup', zh: '客户分组', en: 'Customer groups', codes: ['fac.customer.group'] },
];
