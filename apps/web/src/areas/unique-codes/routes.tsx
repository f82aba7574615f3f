import { NodeReportPermission, UniqueCodePermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** Unique-code cutting (唯一码裁床), the codes × nodes status page and the labels, opened from the mission detail. */
export const uniqueCodesRoutes: AppRoute[] = [
  {
    path: '/missionWym',
    titleKey: 'uniqueCodes.menu.cut',
    permission: NodeReportPermission.report,
    menuParent: '/workorders',
    component: lazyPage(() => import('./pages/WymCuttingPage'), 'WymCuttingPage'),
  },
  {
    path: '/missionWymStatus',
    titleKey: 'uniqueCodes.menu.status',
    permission: UniqueCodePermission.list,
    menuParent: '/workorders',
    component: lazyPage(() => import('./pages/WymStatusPage'), 'WymStatusPage'),
  },
  {
    path: '/missionWym/print',
    titleKey: 'uniqueCodes.menu.print',
    permission: UniqueCodePermission.print,
    menuParent: '/workorders',
    component: lazyPage(() => import('./pages/WymPrintPage'), 'WymPrintPage'),
  },
];
