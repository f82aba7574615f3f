import { MissionAdjustPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 工单调整单 (fac/missionAdjust): the list under 生产, and the form / detail page (the desk opens ?adjustNo=). */
export const missionAdjustRoutes: AppRoute[] = [
  {
    path: '/missionAdjustList',
    titleKey: 'missionAdjust.menu.list',
    permission: P.query,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/MissionAdjustListPage'), 'MissionAdjustListPage'),
  },
  {
    path: '/missionAdjust',
    titleKey: 'missionAdjust.menu.detail',
    permission: P.query,
    menuParent: '/missionAdjustList',
    component: lazyPage(() => import('./pages/MissionAdjustPage'), 'MissionAdjustPage'),
  },
  // 打印工单调整单: the A4 sheet alone (no menu or tabs), opened by 打印 on the detail and the list row.
  {
    path: '/missionAdjustPrint',
    titleKey: 'missionAdjust.menu.detail',
    permission: P.query,
    layout: 'phone',
    component: lazyPage(() => import('./print/MissionAdjustPrintPage'), 'MissionAdjustPrintPage'),
  },
];
