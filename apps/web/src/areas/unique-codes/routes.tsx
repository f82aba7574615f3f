import { NodeReportPermission, UniqueCodePermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/**
 * Unique-code cutting (唯一码裁床) and the codes × nodes status page, in the menu beside the other production pages
 * (opened there they first ask for the node; the mission detail opens them on one), and the labels.
 */
export const uniqueCodesRoutes: AppRoute[] = [
  {
    path: '/missionWym',
    titleKey: 'uniqueCodes.menu.cut',
    permission: NodeReportPermission.report,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/WymCuttingPage'), 'WymCuttingPage'),
  },
  {
    path: '/missionWymStatus',
    titleKey: 'uniqueCodes.menu.status',
    permission: UniqueCodePermission.list,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/WymStatusPage'), 'WymStatusPage'),
  },
  {
    path: '/missionWym/print',
    titleKey: 'uniqueCodes.menu.print',
    permission: UniqueCodePermission.print,
    menuParent: '/missionWymStatus',
    component: lazyPage(() => import('./pages/WymPrintPage'), 'WymPrintPage'),
  },
];
