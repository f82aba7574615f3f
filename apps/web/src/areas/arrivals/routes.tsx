import { ArrivalPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const list = lazyPage(() => import('./pages/ArrivalListPage'), 'ArrivalListPage');
const form = lazyPage(() => import('./pages/ArrivalFormPage'), 'ArrivalFormPage');

export const arrivalsRoutes: AppRoute[] = [
  {
    path: '/materialList',
    titleKey: 'arrivals.menu.list',
    permission: ArrivalPermission.list,
    menu: { group: 'purchasing' },
    component: list,
  },
  {
    path: '/sampleMaterialList',
    titleKey: 'arrivals.menu.sampleList',
    permission: ArrivalPermission.sampleList,
    menu: { group: 'purchasing' },
    component: list,
  },
  {
    path: '/materialAdd',
    titleKey: 'arrivals.page.add',
    permission: ArrivalPermission.add,
    menuParent: '/materialList',
    component: form,
  },
  {
    path: '/sampleMaterialAdd',
    titleKey: 'arrivals.page.sampleAdd',
    permission: ArrivalPermission.sampleAdd,
    menuParent: '/sampleMaterialList',
    component: form,
  },
  {
    path: '/materialDetail',
    titleKey: 'arrivals.page.detail',
    menuParent: '/materialList',
    component: lazyPage(() => import('./pages/ArrivalDetailPage'), 'ArrivalDetailPage'),
  },
  {
    path: '/receiveInformList',
    titleKey: 'arrivals.menu.notices',
    permission: ArrivalPermission.noticeList,
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/NoticeListPage'), 'NoticeListPage'),
  },
  {
    path: '/receiveInformOperate',
    titleKey: 'arrivals.page.noticeDetail',
    permission: ArrivalPermission.noticeList,
    menuParent: '/receiveInformList',
    component: lazyPage(() => import('./pages/NoticeDetailPage'), 'NoticeDetailPage'),
  },
];
