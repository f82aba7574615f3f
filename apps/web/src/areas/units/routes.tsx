import { MeasureUnitPermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const unitsRoutes: AppRoute[] = [
  {
    path: '/measureUnits',
    titleKey: 'units.menu.units',
    permission: MeasureUnitPermission.manage,
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/MeasureUnitPage'), 'MeasureUnitPage'),
  },
];
