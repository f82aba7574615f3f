import { CuttingPermission, NodeReportPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** Bundle cutting (扎号裁床), the bundle list (扎号列表) and the tickets' print page, under 生产. */
export const cuttingRoutes: AppRoute[] = [
  {
    path: '/cutting/report',
    titleKey: 'cutting.menu.report',
    permission: NodeReportPermission.report,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/BundleCuttingPage'), 'BundleCuttingPage'),
  },
  {
    path: '/ligation/list',
    titleKey: 'cutting.menu.list',
    permission: CuttingPermission.list,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/BundleListPage'), 'BundleListPage'),
  },
  {
    path: '/ligation/print',
    titleKey: 'cutting.menu.print',
    permission: CuttingPermission.print,
    menuParent: '/ligation/list',
    component: lazyPage(() => import('./pages/TicketPrintPage'), 'TicketPrintPage'),
  },
];
