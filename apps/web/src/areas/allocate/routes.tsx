import { AllocatePermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const allocateRoutes: AppRoute[] = [
  {
    path: '/allocate',
    titleKey: 'allocate.menu.list',
    permission: P.list,
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/AllocateListPage'), 'AllocateListPage'),
  },
  {
    path: '/allocate/new',
    titleKey: 'allocate.menu.form',
    permission: P.callOut,
    menuParent: '/allocate',
    component: lazyPage(() => import('./pages/AllocateFormPage'), 'AllocateFormPage'),
  },
  {
    path: '/allocate/detail',
    titleKey: 'allocate.menu.detail',
    permission: P.list,
    menuParent: '/allocate',
    component: lazyPage(() => import('./pages/AllocateDetailPage'), 'AllocateDetailPage'),
  },
];
