import { PurchasePermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const form = lazyPage(() => import('./pages/PurchaseFormPage'), 'PurchaseFormPage');
const detail = lazyPage(() => import('./pages/PurchaseDetailPage'), 'PurchaseDetailPage');
const list = lazyPage(() => import('./pages/PurchaseListPage'), 'PurchaseListPage');

export const purchasingRoutes: AppRoute[] = [
  {
    path: '/purchaseNeed',
    titleKey: 'purchasing.menu.need',
    permission: PurchasePermission.kanban,
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/PurchaseNeedPage'), 'PurchaseNeedPage'),
  },
  {
    path: '/purchaseList',
    titleKey: 'purchasing.menu.list',
    permission: PurchasePermission.list,
    menu: { group: 'purchasing' },
    component: list,
  },
  {
    path: '/samplePurchaseList',
    titleKey: 'purchasing.menu.sampleList',
    permission: PurchasePermission.list,
    menu: { group: 'purchasing' },
    component: list,
  },
  {
    // 字段配置: which optional fields the purchase, arrival, delivery and return documents show (reference 05 §8).
    path: '/marterielConfig',
    titleKey: 'purchasing.menu.fieldConfig',
    permission: PurchasePermission.fieldConfigUpdate,
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/MaterialFieldConfigPage'), 'MaterialFieldConfigPage'),
  },
  {
    path: '/newPurchase',
    titleKey: 'purchasing.menu.newPurchase',
    // 一键采到送 is this form with ?type=pickUpDelivery.
    modes: [{ param: 'type', value: 'pickUpDelivery', titleKey: 'purchasing.menu.pickUp' }],
    permission: PurchasePermission.add,
    menuParent: '/purchaseList',
    component: form,
  },
  {
    path: '/newSamplePurchase',
    titleKey: 'purchasing.menu.newSamplePurchase',
    permission: PurchasePermission.sampleAdd,
    menuParent: '/samplePurchaseList',
    component: form,
  },
  {
    path: '/detailPurchase',
    titleKey: 'purchasing.menu.detail',
    permission: PurchasePermission.list,
    menuParent: '/purchaseList',
    component: detail,
  },
  {
    path: '/detailSamplePurchase',
    titleKey: 'purchasing.menu.sampleDetail',
    permission: PurchasePermission.list,
    menuParent: '/samplePurchaseList',
    component: detail,
  },
];
