import { FeePermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 费用单 under 财务 (its detail is the desk's FEE page). */
export const feesRoutes: AppRoute[] = [
  {
    path: '/finance/feeList',
    titleKey: 'fees.menu.list',
    permission: P.query,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/FeeListPage'), 'FeeListPage'),
  },
  {
    path: '/finance/feeListDetails',
    titleKey: 'fees.menu.detail',
    permission: P.query,
    menuParent: '/finance/feeList',
    component: lazyPage(() => import('./pages/FeeDetailPage'), 'FeeDetailPage'),
  },
];
