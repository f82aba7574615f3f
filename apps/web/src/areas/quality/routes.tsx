import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const qualityRoutes: AppRoute[] = [
  {
    path: '/qualityCheck',
    titleKey: 'quality.menu.qualityCheck',
    permission: 'fac.qualityCheck.list',
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/QualityCheckListPage'), 'QualityCheckListPage'),
  },
  {
    path: '/qualityCheckDetail',
    titleKey: 'quality.menu.qualityDetail',
    permission: 'fac.qualityCheck.list',
    menuParent: '/qualityCheck',
    component: lazyPage(() => import('./pages/QualityCheckDetailPage'), 'QualityCheckDetailPage'),
  },
  {
    path: '/qualityCheckOperate',
    titleKey: 'quality.menu.qualityForm',
    permission: 'fac.qualityCheck.add',
    menuParent: '/qualityCheck',
    component: lazyPage(() => import('./pages/QualityCheckFormPage'), 'QualityCheckFormPage'),
  },
  {
    path: '/checkAndShrunk',
    titleKey: 'quality.menu.clothList',
    permission: 'fac.arriveOrder.checkList',
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/ClothCheckListPage'), 'ClothCheckListPage'),
  },
  {
    path: '/clothCheck',
    titleKey: 'quality.menu.clothCheck',
    permission: 'fac.arriveOrder.checkList',
    menuParent: '/checkAndShrunk',
    component: lazyPage(() => import('./pages/ClothCheckPage'), 'ClothCheckPage'),
  },
];
