import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 集团设置 pages of the company area: the company's factories and its charge limits. */
export const companyRoutes: AppRoute[] = [
  {
    path: '/factoryMangement',
    titleKey: 'company.menu.factories',
    permission: 'company.factory.view',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/FactoryListPage'), 'FactoryListPage'),
  },
  {
    path: '/addfactory',
    titleKey: 'company.menu.addFactory',
    permission: 'company.factory.add',
    menuParent: '/factoryMangement',
    component: lazyPage(() => import('./pages/FactoryFormPage'), 'FactoryFormPage'),
  },
  {
    path: '/editFacInfo',
    titleKey: 'company.menu.editFactory',
    permission: 'company.factory.update',
    menuParent: '/factoryMangement',
    component: lazyPage(() => import('./pages/FactoryFormPage'), 'FactoryFormPage'),
  },
  {
    path: '/chargeLimit',
    titleKey: 'company.menu.chargeLimit',
    permission: 'company.chargeLimit.view',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/ChargeLimitPage'), 'ChargeLimitPage'),
  },
];
