import { lazyPage, type AppRoute } from '../routing/app-route';

export const customFieldRoutes: AppRoute[] = [
  {
    path: '/customFieldSettings',
    titleKey: 'capabilities.customFields.menu',
    permission: 'fac.customField.manage',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./CustomFieldSettingsPage'), 'CustomFieldSettingsPage'),
  },
  // 属性库: the company's fields (material attribute store and the other entities), read by every factory.
  {
    path: '/archives',
    titleKey: 'capabilities.customFields.companyMenu',
    permission: 'company.customField.manage',
    menu: { group: 'company' },
    component: lazyPage(() => import('./CustomFieldSettingsPage'), 'CompanyCustomFieldSettingsPage'),
  },
];
