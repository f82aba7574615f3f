import { StatementPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/**
 * 供应商对账, 外发厂对账 (one list, two menu entries as the reference has), a partner's lines, 账龄分析, 工单对账,
 * 外发结算对账, 外发付款记录 (and its details), 订单财务对账 (and its detail); under 财务.
 */
export const statementsRoutes: AppRoute[] = [
  {
    path: '/finance/supplierStatement',
    titleKey: 'statements.menu.supplier',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/StatementListPage'), 'SupplierStatementPage'),
  },
  {
    path: '/finance/outsideFactoryStatement',
    titleKey: 'statements.menu.outsideFactory',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/StatementListPage'), 'OutsideFactoryStatementPage'),
  },
  {
    path: '/finance/statementDetail',
    titleKey: 'statements.menu.detail',
    permission: P.list,
    menuParent: '/finance/supplierStatement',
    component: lazyPage(() => import('./pages/StatementDetailPage'), 'StatementDetailPage'),
  },
  {
    path: '/finance/agedReport',
    titleKey: 'statements.menu.aged',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/AgedReportPage'), 'AgedReportPage'),
  },
  {
    path: '/finance/missionStatement',
    titleKey: 'statements.menu.missions',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/MissionStatementPage'), 'MissionStatementPage'),
  },
  {
    path: '/finance/outsideBalanceStatement',
    titleKey: 'statements.menu.balance',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/StatementListPage'), 'OutsideBalanceStatementPage'),
  },
  {
    path: '/finance/outsidePay',
    titleKey: 'statements.menu.outsidePay',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/OutsidePayPage'), 'OutsidePayPage'),
  },
  {
    path: '/finance/outsidePayDetail',
    titleKey: 'statements.menu.outsidePayDetail',
    permission: P.list,
    menuParent: '/finance/outsidePay',
    component: lazyPage(() => import('./pages/OutsidePayDetailPage'), 'OutsidePayDetailPage'),
  },
  {
    path: '/finance/orderFinanceStatement',
    titleKey: 'statements.menu.orderFinance',
    permission: P.list,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/OrderFinancePage'), 'OrderFinancePage'),
  },
  {
    path: '/finance/orderFinanceDetail',
    titleKey: 'statements.menu.orderFinanceDetail',
    permission: P.list,
    menuParent: '/finance/orderFinanceStatement',
    component: lazyPage(() => import('./pages/OrderFinanceDetailPage'), 'OrderFinanceDetailPage'),
  },
];
