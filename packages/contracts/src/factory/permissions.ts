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
    // The company's storehouses (集团设置 · 自用仓库 / 加工厂仓库) and which factories use them.
    key: 'companyStorehouse',
    zh: '集团仓库',
    en: 'Company storehouses',
    codes: [
      'company.storehouse.list',
      'company.storehouse.add',
      'company.storehouse.update',
      'company.storehouse.delete',
      'company.storehouse.link',
    ],
  },
  {
    key: 'labels',
    zh: '标签管理',
    en: 'Labels',
    codes: ['fac.defectiveLabel.manage', 'fac.billLabel.manage'],
  },
];
