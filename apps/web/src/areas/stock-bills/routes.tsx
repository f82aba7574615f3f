import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const list = 'fac.inventory.queryStorage';

export const stockBillsRoutes: AppRoute[] = [
  {
    path: '/stockBills',
    titleKey: 'stockBills.menu.list',
    permission: list,
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/StockBillListPage'), 'StockBillListPage'),
  },
  {
    path: '/home/instorage',
    titleKey: 'stockBills.menu.form',
    menuParent: '/stockBills',
    component: lazyPage(() => import('./pages/StockBillFormPage'), 'StockBillFormPage'),
  },
  {
    path: '/stockDetail',
    titleKey: 'stockBills.menu.detail',
    permission: list,
    menuParent: '/stockBills',
    component: lazyPage(() => import('./pages/StockBillDetailPage'), 'StockBillDetailPage'),
  },
  // 打印库存单据: the A4 sheet alone (no menu or tabs), opened by 打印 on the list row and the detail.
  {
    path: '/stockBillPrint',
    titleKey: 'stockBills.menu.print',
    permission: list,
    layout: 'phone',
    component: lazyPage(() => import('./print/StockBillPrintPage'), 'StockBillPrintPage'),
  },
  {
    path: '/stockInforms',
    titleKey: 'stockBills.menu.informs',
    permission: list,
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/StockInformListPage'), 'StockInformListPage'),
  },
];
