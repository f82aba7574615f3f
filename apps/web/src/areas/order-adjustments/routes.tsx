import { OrderAdjustPermission, PriceAdjustPermission } from '@gf/contracts';
import { lazy, Suspense } from 'react';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';
import type { PageTab, PageTabSlots } from '../../shared/routing/page-tabs';

/** 订单调整单 (/adjustOrder) and 订单调价单 (/adjustmentPriceDetail), the desk's detail routes, and their lists. */
export const orderAdjustmentsRoutes: AppRoute[] = [
  {
    path: '/adjustOrderList',
    titleKey: 'orderAdjustments.menu.adjustList',
    permission: OrderAdjustPermission.query,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/AdjustListPage'), 'AdjustListPage'),
  },
  {
    // ?facPrdOrderId= opens the form for a new bill of that order, ?id=&edit=1 re-edits; ?id= or ?orderNo= the detail.
    path: '/adjustOrder',
    titleKey: 'orderAdjustments.menu.adjust',
    permission: OrderAdjustPermission.query,
    menuParent: '/adjustOrderList',
    component: lazyPage(() => import('./pages/AdjustOrderPage'), 'AdjustOrderPage'),
  },
  {
    path: '/adjustmentPriceList',
    titleKey: 'orderAdjustments.menu.priceList',
    permission: PriceAdjustPermission.query,
    menu: { group: 'productionOrders' },
    component: lazyPage(() => import('./pages/PriceListPage'), 'PriceListPage'),
  },
  {
    path: '/adjustmentPriceDetail',
    titleKey: 'orderAdjustments.menu.price',
    permission: PriceAdjustPermission.query,
    menuParent: '/adjustmentPriceList',
    component: lazyPage(() => import('./pages/PricePage'), 'PricePage'),
  },
];

const LazyTab = lazy(() => import('./components/OrderAdjustmentsTab').then((m) => ({ default: m.OrderAdjustmentsTab })));

/** 调整与调价 on the order detail (its code loads when the tab is first opened). */
export const orderAdjustmentsTabs: PageTab<PageTabSlots['orderDetail']>[] = [
  {
    key: 'adjustments',
    titleKey: 'orderAdjustments.tab',
    permission: OrderAdjustPermission.query,
    component: (props) => (
      <Suspense fallback={null}>
        <LazyTab {...props} />
      </Suspense>
    ),
  },
];
