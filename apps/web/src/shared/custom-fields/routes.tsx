import { lazyPage, type AppRoute } from '../routing/app-route';

export const customFieldRoutes: AppRoute[] = [
  {
    path: '/customFieldSettings',
    titleKey: 'capabilities.customFields.menu',
    permission: 'fac.customField.manage',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./CustomFieldSettingsPage'), 'CustomFieldSettingsPage'),
  },
];
