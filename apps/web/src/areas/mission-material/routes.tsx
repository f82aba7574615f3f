import { DeliveryPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 待送料看板 (the reference's /marterielPayoff default tab), under 采购 beside the delivery lists. */
export const missionMaterialRoutes: AppRoute[] = [
  {
    path: '/marterielPayoff',
    titleKey: 'missionMaterial.menu.board',
    permission: DeliveryPermission.kanban,
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/MaterialBoardPage'), 'MaterialBoardPage'),
  },
];
