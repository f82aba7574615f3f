import { MissionWorkbenchPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const reports = () => import('./pages/ReportPages');

/** 生产工作台 and the production reports (issue 11 parts 6 and 8). */
export const missionWorkbenchRoutes: AppRoute[] = [
  {
    path: '/productionWorkbench',
    titleKey: 'missionWorkbench.menu.workbench',
    permission: P.query,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/WorkbenchPage'), 'WorkbenchPage'),
  },
  {
    path: '/pieceWageReport',
    titleKey: 'missionWorkbench.menu.wages',
    permission: P.wages,
    menu: { group: 'productionOrders' },
    component: lazyPage(reports, 'WageReportPage'),
  },
  {
    path: '/workbayNodeReport',
    titleKey: 'missionWorkbench.menu.workbay',
    permission: P.workbayProgress,
    menu: { group: 'productionOrders' },
    component: lazyPage(reports, 'WorkbayProgressPage'),
  },
  {
    path: '/factoryProgressReport',
    titleKey: 'missionWorkbench.menu.progress',
    permission: P.factoryProgress,
    menu: { group: 'productionOrders' },
    component: lazyPage(reports, 'FactoryProgressPage'),
  },
];
