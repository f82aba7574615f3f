import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const stockRoutes: AppRoute[] = [
  {
    path: '/goodsInventory',
    titleKey: 'stock.menu.goods',
    permission: 'fac.inventory.queryStorage',
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/GoodsStockPage'), 'GoodsStockPage'),
  },
  {
    path: '/materialInventory',
    titleKey: 'stock.menu.stock',
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/MaterialStockPage'), 'MaterialStockPage'),
  },
  {
    path: '/materialInventory/matremaind',
    titleKey: 'stock.view.remnant',
    menuParent: '/materialInventory',
    component: lazyPage(() => import('./pages/RemnantStockPage'), 'RemnantStockPage'),
  },
  {
    path: '/materialInventory/changes',
    titleKey: 'stock.menu.changes',
    permission: 'fac.stock.record.list',
    menu: { group: 'stock' },
    component: lazyPage(() => import('./pages/StockChangeLogPage'), 'StockChangeLogPage'),
  },
  {
    path: '/materialInventory/matBatch',
    titleKey: 'stock.menu.batch',
    menuParent: '/materialInventory',
    component: lazyPage(() => import('./pages/StockBatchPage'), 'StockBatchPage'),
  },
];
