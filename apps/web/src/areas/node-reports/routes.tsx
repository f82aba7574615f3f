import { NodeReportPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** The node panel (/missionNode), the report bill list (/allReportBill) and the workbay phone screen (/m/nodes). */
export const nodeReportsRoutes: AppRoute[] = [
  {
    path: '/allReportBill',
    titleKey: 'nodeReports.menu.allReportBill',
    permission: NodeReportPermission.view,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/AllReportBillPage'), 'AllReportBillPage'),
  },
  {
    // ?missionNodeId= (the mission detail's node strip opens it).
    path: '/missionNode',
    titleKey: 'nodeReports.menu.panel',
    menuParent: '/workorders',
    component: lazyPage(() => import('./pages/NodePanelPage'), 'NodePanelPage'),
  },
  {
    path: '/m/nodes',
    titleKey: 'nodeReports.menu.phone',
    permission: NodeReportPermission.report,
    layout: 'phone',
    component: lazyPage(() => import('./pages/PhoneNodesPage'), 'PhoneNodesPage'),
  },
];
