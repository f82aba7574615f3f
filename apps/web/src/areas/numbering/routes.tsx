import { NumberingPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const rulesPage = lazyPage(() => import('./pages/NumberingRulesPage'), 'NumberingRulesPage');

/** 自动编号设置: the company's numbering rules of bills and archives (ADR 0011: the company menu, the reference's path). */
export const numberingRoutes: AppRoute[] = [
  {
    path: '/home/autoNumber',
    titleKey: 'numbering.menu.rules',
    permission: NumberingPermission.manage,
    menu: { group: 'company' },
    component: rulesPage,
  },
  // The former path keeps working: the same page, lit under 自动编号设置.
  {
    path: '/autoNumbering',
    titleKey: 'numbering.menu.rules',
    permission: NumberingPermission.manage,
    menuParent: '/home/autoNumber',
    component: rulesPage,
  },
];
