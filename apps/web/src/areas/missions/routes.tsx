import { MissionPermission as P } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const pages = () => import('./pages');
const form = lazyPage(pages, 'MissionFormPage');

/** 生产工单 (reference 03 §2; route names as the reference spells them). */
export const missionsRoutes: AppRoute[] = [
  {
    path: '/workorders',
    titleKey: 'missions.menu.list',
    permission: P.list,
    menu: { group: 'productionOrders' },
    component: lazyPage(pages, 'MissionListPage'),
  },
  {
    // ?orderGoodsId= is 转工单 from an order's goods block (pre-filled).
    path: '/CreateOrder',
    titleKey: 'missions.menu.create',
    permission: P.add,
    menuParent: '/workorders',
    component: form,
  },
  {
    path: '/editOrder',
    titleKey: 'missions.menu.edit',
    permission: P.update,
    menuParent: '/workorders',
    component: form,
  },
  {
    path: '/OrderDetailed',
    titleKey: 'missions.menu.detail',
    permission: P.list,
    menuParent: '/workorders',
    component: lazyPage(pages, 'MissionDetailPage'),
  },
  // 打印生产工单: the A4 card alone (no menu or tabs, like the phone screens), opened by 打印 on the detail.
  {
    path: '/missionPrint',
    titleKey: 'missions.menu.detail',
    permission: P.list,
    layout: 'phone',
    component: lazyPage(pages, 'MissionPrintPage'),
  },
  {
    path: '/cancelOrder',
    titleKey: 'missions.menu.cancelled',
    permission: P.list,
    menuParent: '/workorders',
    component: lazyPage(pages, 'CancelledMissionsPage'),
  },
];
