import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const goodsRoutes: AppRoute[] = [
  {
    path: '/goodsMangement',
    titleKey: 'goods.menu.list',
    permission: 'fac.goods.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/GoodsListPage'), 'GoodsListPage'),
  },
  {
    path: '/baseGoodsInfo',
    titleKey: 'goods.menu.detail',
    permission: 'fac.goods.list',
    menuParent: '/goodsMangement',
    component: lazyPage(() => import('./pages/GoodsDetailPage'), 'GoodsDetailPage'),
  },
  {
    path: '/goodsSystemImport',
    titleKey: 'goods.menu.systemImport',
    permission: 'fac.goods.add',
    menuParent: '/goodsMangement',
    component: lazyPage(() => import('./pages/GoodsSystemImportPage'), 'GoodsSystemImportPage'),
  },
  {
    path: '/goodsBarCodeManagement',
    titleKey: 'goods.menu.barcode',
    // The company's barcodes (ADR 0011): company menu, the reference's path.
    permission: 'company.goodsBarcode.manage',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/BarcodeListPage'), 'BarcodeListPage'),
  },
  {
    path: '/goodsCategory',
    titleKey: 'goods.menu.category',
    permission: 'fac.goods.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/GoodsCategoryPage'), 'GoodsCategoryPage'),
  },
];
