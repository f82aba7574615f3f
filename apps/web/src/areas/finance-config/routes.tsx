import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 财务账户, 财务成员 and 财务设置 under 财务. */
export const financeConfigRoutes: AppRoute[] = [
  {
    path: '/finance/accounts',
    titleKey: 'financeConfig.menu.accounts',
    permission: 'finance.account.view',
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/FinanceAccountsPage'), 'FinanceAccountsPage'),
  },
  {
    path: '/finance/members',
    titleKey: 'financeConfig.menu.members',
    permission: 'company.financeMember.view',
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/FinanceMembersPage'), 'FinanceMembersPage'),
  },
  {
    path: '/finance/setting',
    titleKey: 'financeConfig.menu.settings',
    permission: 'finance.config.update',
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/FinanceSettingsPage'), 'FinanceSettingsPage'),
  },
];
