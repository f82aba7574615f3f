import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const partnersRoutes: AppRoute[] = [
  {
    path: '/materialSupplier',
    titleKey: 'menu.suppliers',
    permission: 'fac.supplier.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/SupplierListPage'), 'SupplierListPage'),
  },
  {
    path: '/subMaterialSupplier',
    titleKey: 'page.supplierDetail',
    permission: 'fac.supplier.list',
    menuParent: '/materialSupplier',
    component: lazyPage(() => import('./pages/SupplierDetailPage'), 'SupplierDetailPage'),
  },
  {
    path: '/outsideFactory',
    titleKey: 'partners.outsideFactory.listTitle',
    permission: 'fac.outFac.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/OutsideFactoryListPage'), 'OutsideFactoryListPage'),
  },
  {
    path: '/processingFactoryOperate',
    titleKey: 'partners.outsideFactory.detailTab',
    permission: 'fac.outFac.list',
    menuParent: '/outsideFactory',
    component: lazyPage(() => import('./pages/OutsideFactoryDetailPage'), 'OutsideFactoryDetailPage'),
  },
  {
    path: '/customer',
    titleKey: 'menu.customers',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/CustomerListPage'), 'CustomerListPage'),
  },
];
