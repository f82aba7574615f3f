import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const stockBalanceRoutes: AppRoute[] = [
  {
    path: '/materialsBalance',
    titleKey: 'stockBalance.menu.list',
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/BalanceListPage'), 'BalanceListPage'),
  },
  {
    path: '/materialsBalance/detail',
    titleKey: 'stockBalance.menu.detail',
    menuParent: '/materialsBalance',
    component: lazyPage(() => import('./pages/BalanceDetailPage'), 'BalanceDetailPage'),
  },
];
