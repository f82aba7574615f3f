import { ReturnPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const returnsRoutes: AppRoute[] = [
  {
    path: '/returnMarterielList',
    titleKey: 'returns.menu.list',
    permission: ReturnPermission.list,
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/ReturnListPage'), 'ReturnListPage'),
  },
  {
    path: '/newReturnMarteriel',
    titleKey: 'returns.menu.form',
    permission: ReturnPermission.add,
    menuParent: '/returnMarterielList',
    component: lazyPage(() => import('./pages/ReturnFormPage'), 'ReturnFormPage'),
  },
  {
    path: '/returnMaterielDetail/:id',
    titleKey: 'returns.menu.detail',
    permission: ReturnPermission.list,
    menuParent: '/returnMarterielList',
    component: lazyPage(() => import('./pages/ReturnDetailPage'), 'ReturnDetailPage'),
  },
  {
    path: '/returnRefundList',
    titleKey: 'returns.menu.refunds',
    permission: ReturnPermission.list,
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/RefundListPage'), 'RefundListPage'),
  },
];
