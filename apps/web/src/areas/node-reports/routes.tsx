import { NodeReportPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const pages = () => import('./pages');

/** The node panel (/missionNode), the report bill list (/allReportBill) and detail (/allReportBillDetail), the workbay phone screen (/m/nodes). */
export const nodeReportsRoutes: AppRoute[] = [
  {
    path: '/allReportBill',
    titleKey: 'nodeReports.menu.allReportBill',
    permission: NodeReportPermission.view,
    menu: { group: 'productionOrders' },
    component: lazyPage(pages, 'AllReportBillPage'),
  },
  {
    // ?id= (the review desk's link for the four report bill types).
    path: '/allReportBillDetail',
    titleKey: 'nodeReports.menu.detail',
    permission: NodeReportPermission.view,
    menuParent: '/allReportBill',
    component: lazyPage(pages, 'ReportBillDetailPage'),
  },
  {
    // ?missionNodeId= (the mission detail's node strip opens it).
    path: '/missionNode',
    titleKey: 'nodeReports.menu.panel',
    menuParent: '/workorders',
    component: lazyPage(pages, 'NodePanelPage'),
  },
  {
    path: '/m/nodes',
    titleKey: 'nodeReports.menu.phone',
    permission: NodeReportPermission.report,
    // In the menu too, so a workbay finds it after signing in; the page itself has no menu (layout 'phone').
    menu: { group: 'productionOrders' },
    layout: 'phone',
    component: lazyPage(pages, 'PhoneNodesPage'),
  },
];
