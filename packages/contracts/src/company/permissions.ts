import type { PermissionGroup } from '../platform/permission-catalogue-types.js';

/** Company-level codes (集团设置): the company's factories, joins between companies and the charge limits. */
export const companyPermissionGroups: readonly PermissionGroup[] = [
  {
    key: 'companyFactory',
    zh: '工厂管理',
    en: 'Factories',
    codes: [
      'company.factory.view',
      'company.factory.add',
      'company.factory.update',
      'company.factory.delete',
      'company.factory.join',
    ],
  },
  {
    key: 'companyChargeLimit',
    zh: '收费限制',
    en: 'Charge limits',
    codes: ['company.chargeLimit.view', 'company.chargeLimit.update'],
  },
];
