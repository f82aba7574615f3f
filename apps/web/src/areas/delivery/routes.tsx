import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const deliveryRoutes: AppRoute[] = [
  {
    path: '/marterielNotifyPayoffList',
    titleKey: 'delivery.tab.notices',
    permission: 'fac.deliveryOrder.queryList',
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/DeliveryListPage'), 'DeliveryNoticeListPage'),
  },
  {
    path: '/marterielPayoffList',
    titleKey: 'delivery.tab.deliveries',
    permission: 'fac.deliveryOrder.queryList',
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/DeliveryListPage'), 'DeliveryListPage'),
  },
  {
    path: '/newPayoffOrder',
    titleKey: 'delivery.menu.form',
    permission: 'fac.deliveryOrder.add',
    menuParent: '/marterielPayoffList',
    component: lazyPage(() => import('./pages/DeliveryFormPage'), 'DeliveryFormPage'),
  },
  {
    path: '/payoffDetail/:id',
    titleKey: 'delivery.menu.detail',
    permission: 'fac.deliveryOrder.queryList',
    menuParent: '/marterielPayoffList',
    component: lazyPage(() => import('./pages/DeliveryDetailPage'), 'DeliveryDetailPage'),
  },
];
