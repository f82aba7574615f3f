import { ProductionOrderPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const form = lazyPage(() => import('./pages/OrderFormPage'), 'OrderFormPage');

/** 生产订单 (reference 02, route names as the reference spells them, 'orderProductio…' included). */
export const productionOrdersRoutes: AppRoute[] = [
  {
    path: '/orderProduction',
    titleKey: 'productionOrders.menu.list',
    permission: P.query,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/OrderListPage'), 'OrderListPage'),
  },
  {
    // ?type=formal (default) or informal (预下单); ?id= re-edits; ?advanceId= turns a pre-order into an order.
    path: '/orderProductionNew',
    titleKey: 'productionOrders.menu.newOrder',
    modes: [{ param: 'type', value: 'informal', titleKey: 'productionOrders.menu.newAdvance' }],
    permission: P.query,
    menuParent: '/orderProduction',
    component: form,
  },
  {
    path: '/orderProductioDetail',
    titleKey: 'productionOrders.menu.detail',
    permission: P.query,
    menuParent: '/orderProduction',
    component: lazyPage(() => import('./pages/OrderDetailPage'), 'OrderDetailPage'),
  },
  // 打印生产订单: the A4 sheet alone (no menu or tabs), opened by 打印 on the list row and the detail.
  {
    path: '/orderProductionPrint',
    titleKey: 'productionOrders.menu.detail',
    permission: P.query,
    layout: 'phone',
    component: lazyPage(() => import('./print/OrderPrintPage'), 'OrderPrintPage'),
  },
  {
    path: '/orderProductionConfig',
    titleKey: 'productionOrders.menu.config',
    permission: P.deploy,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/OrderConfigPage'), 'OrderConfigPage'),
  },
];
