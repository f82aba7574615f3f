import { MissionNodeInfoPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const pages = () => import('./pages/OutsideStatementPage');

/** 外发对账 (/outsideMissionStatement): per outside factory, mission and node, quantities and the payable. */
export const missionNodeInfoRoutes: AppRoute[] = [
  {
    path: '/outsideMissionStatement',
    titleKey: 'missionNodeInfo.menu.statement',
    permission: MissionNodeInfoPermission.statement,
    menu: { group: 'productionOrders' },
    component: lazyPage(pages, 'OutsideStatementPage'),
  },
];
