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
  // 打印盘点单: the A4 count sheet alone (no menu or tabs), opened by 打印 on the detail.
  {
    path: '/materialsCheckPrint',
    titleKey: 'stocktake.menu.print',
    permission: 'fac.materialsCheck.list',
    layout: 'phone',
    component: lazyPage(() => import('./print/StocktakePrintPage'), 'StocktakePrintPage'),
  },
];
