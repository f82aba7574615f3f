import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 自动编码管理: the numbering rules of bills and archives (menu group 本厂设置). */
export const numberingRoutes: AppRoute[] = [
  {
    path: '/autoNumbering',
    titleKey: 'numbering.menu.rules',
    permission: 'fac.numbering.rule',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/NumberingRulesPage'), 'NumberingRulesPage'),
  },
];
