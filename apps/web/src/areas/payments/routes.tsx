import { PaymentPermission as P, PrepayPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 付款单 / 付款申请单 (finance/payment) and 预付款 / 预付款转移 (finance/prepay, prepayTransfer) under 财务. */
export const paymentsRoutes: AppRoute[] = [
  {
    path: '/finance/paymentOrder',
    titleKey: 'payments.menu.paymentOrder',
    permission: P.query,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/PaymentOrderListPage'), 'PaymentOrderListPage'),
  },
  {
    path: '/finance/paymentAdd',
    titleKey: 'payments.menu.paymentAdd',
    permission: P.add,
    menuParent: '/finance/paymentOrder',
    component: lazyPage(() => import('./pages/PaymentFormPage'), 'PaymentFormPage'),
  },
  {
    path: '/finance/paymentListDetail',
    titleKey: 'payments.menu.paymentDetail',
    permission: P.query,
    menuParent: '/finance/paymentOrder',
    component: lazyPage(() => import('./pages/PaymentDetailPage'), 'PaymentDetailPage'),
  },
  {
    path: '/finance/prepay',
    titleKey: 'payments.menu.prepay',
    permission: PrepayPermission.query,
    menu: { group: 'finance' },
    component: lazyPage(() => import('./pages/PrepayListPage'), 'PrepayListPage'),
  },
  {
    path: '/finance/prepayDetail',
    titleKey: 'payments.menu.prepayDetail',
    permission: PrepayPermission.query,
    menuParent: '/finance/prepay',
    component: lazyPage(() => import('./pages/PrepayDetailPage'), 'PrepayDetailPage'),
  },
];
