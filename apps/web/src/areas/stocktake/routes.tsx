import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const stocktakeRoutes: AppRoute[] = [
  {
    path: '/materialsCheck',
    titleKey: 'stocktake.menu.list',
    permission: 'fac.materialsCheck.list',
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/StocktakeListPage'), 'StocktakeListPage'),
  },
  {
    path: '/materialsCheck/detail',
    titleKey: 'stocktake.menu.detail',
    permission: 'fac.materialsCheck.list',
    menuParent: '/materialsCheck',
    component: lazyPage(() => import('./pages/StocktakeDetailPage'), 'StocktakeDetailPage'),
  },
];
