import { DefectPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 次品管理 (/inferiorMamage) and 全部次品管理单据 (/allInferiorBill) under 生产. */
export const defectsRoutes: AppRoute[] = [
  {
    path: '/inferiorMamage',
    titleKey: 'defects.menu.list',
    permission: P.view,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/DefectListPage'), 'DefectListPage'),
  },
  {
    path: '/allInferiorBill',
    titleKey: 'defects.menu.bills',
    permission: P.billView,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/DefectBillListPage'), 'DefectBillListPage'),
  },
];
