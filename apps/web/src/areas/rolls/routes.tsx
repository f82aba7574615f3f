import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const rollsRoutes: AppRoute[] = [
  {
    path: '/materialRoll',
    titleKey: 'rolls.menu.rolls',
    permission: 'fac.materialRoll.list',
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/RollListPage'), 'RollListPage'),
  },
  {
    path: '/materialRollDetail',
    titleKey: 'rolls.menu.rollDetail',
    permission: 'fac.materialRoll.list',
    menuParent: '/materialRoll',
    component: lazyPage(() => import('./pages/RollDetailPage'), 'RollDetailPage'),
  },
];
