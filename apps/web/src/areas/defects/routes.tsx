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
  // 打印次品管理单: the A4 sheet alone (no menu or tabs), opened by 打印 on the bill list and its detail.
  {
    path: '/allInferiorBill/print',
    titleKey: 'defects.menu.bills',
    permission: P.billView,
    layout: 'phone',
    component: lazyPage(() => import('./print/DefectBillPrintPage'), 'DefectBillPrintPage'),
  },
];
