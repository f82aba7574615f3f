import { FinancePeriodPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 财务结账 (the closed months, 结账 and 反结账) and one month's balances, under 财务. */
export const financePeriodsRoutes: AppRoute[] = [
  {
    path: '/finance/balance',
    titleKey: 'financePeriods.menu.list',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/FinancePeriodListPage'), 'FinancePeriodListPage'),
  },
  {
    path: '/finance/balanceDetail',
    titleKey: 'financePeriods.menu.detail',
    permission: P.list,
    menuParent: '/finance/balance',
    component: lazyPage(() => import('./pages/FinancePeriodDetailPage'), 'FinancePeriodDetailPage'),
  },
];
