import { PayablesPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 应付应收 under 财务: the list, and an adjustment's detail (the desk opens ?orderNo=). */
export const payablesRoutes: AppRoute[] = [
  {
    path: '/finance/payableOperateDetails',
    titleKey: 'payables.menu.list',
    permission: P.query,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/PayablesPage'), 'PayablesPage'),
  },
];
