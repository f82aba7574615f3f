import { InvoicePermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 发票管理 under 财务. */
export const invoicesRoutes: AppRoute[] = [
  {
    path: '/finance/invoice',
    titleKey: 'invoices.menu.list',
    permission: P.query,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/InvoiceListPage'), 'InvoiceListPage'),
  },
];
