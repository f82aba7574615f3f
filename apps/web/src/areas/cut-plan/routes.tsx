import { MissionPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const pages = () => import('./pages');

/** 裁剪方案 (issue 12 part 7), under 生产工单: reads the mission; 采用方案 needs the node report code. */
export const cutPlanRoutes: AppRoute[] = [
  {
    path: '/cutPlan',
    titleKey: 'cutPlan.menu.page',
    permission: MissionPermission.list,
    menuParent: '/workorders',
    component: lazyPage(pages, 'CutPlanPage'),
  },
];
