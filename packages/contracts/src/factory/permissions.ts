import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Permission codes this area adds to the catalogue (the reference's own codes stay in platform/permission-catalogue.ts). */
export const factoryPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'factorySetup',
    zh: '本厂设置',
    en: 'Factory set-up',
    codes: [
      'fac.factory.info.update',
      'fac.factory.group.manage',
      'fac.workbay.list',
      'fac.workbay.add',
      'fac.workbay.update',
      'fac.workbay.ban',
      'fac.workbay.resetPassword',
      'fac.factory.360.update',
      'fac.factory.360.viewPassword',
    ],
  },
  {
    key: 'storehouse',
    zh: '仓库管理',
    en: 'Storehouses',
    codes: ['fac.storehouse.add', 'fac.storehouse.update', 'fac.storehouse.delete'],
  },
  {
    key: 'labels',
    zh: '标签管理',
    en: 'Labels',
    codes: ['fac.defectiveLabel.manage', 'fac.billLabel.manage'],
  },
];
