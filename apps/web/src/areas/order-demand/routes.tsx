import { OrderDemandPermission } from '@gf/contracts';
import { lazy, Suspense } from 'react';
import type { PageTab, PageTabSlots } from '../../shared/routing/page-tabs';

const LazyOrderDemandTab = lazy(() => import('./components/OrderDemandTab').then((m) => ({ default: m.OrderDemandTab })));

/** 物料需求 on the order detail (registered by app/routes.tsx; its code loads when the tab is first opened). */
export const orderDemandTabs: PageTab<PageTabSlots['orderDetail']>[] = [
  {
    key: 'demand',
    titleKey: 'orderDemand.tab',
    permission: OrderDemandPermission.query,
    component: (props) => (
      <Suspense fallback={null}>
        <LazyOrderDemandTab {...props} />
      </Suspense>
    ),
  },
];
