import { NodeReportPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const pages = () => import('./pages');

/** The scan screen for the desk (/scan) and the workbay phone (/m/scan), and bundle tracking (/bundleTrack). */
export const scanningRoutes: AppRoute[] = [
  {
    path: '/scan',
    titleKey: 'scanning.menu.scan',
    permission: NodeReportPermission.report,
    menu: { group: 'productionOrders' },
    component: lazyPage(pages, 'ScanPage'),
  },
  {
    path: '/m/scan',
    titleKey: 'scanning.menu.phone',
    permission: NodeReportPermission.report,
    // In the menu too, so a workbay finds it after signing in; the page itself has no menu (layout 'phone').
    menu: { group: 'productionOrders' },
    layout: 'phone',
    component: lazyPage(pages, 'ScanPage'),
  },
  {
    path: '/bundleTrack',
    titleKey: 'scanning.menu.track',
    permission: NodeReportPermission.details,
    menu: { group: 'productionOrders' },
    component: lazyPage(pages, 'BundleTrackPage'),
  },
];
