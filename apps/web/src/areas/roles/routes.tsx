import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const rolesRoutes: AppRoute[] = [
  {
    path: '/roleManage',
    titleKey: 'menu.roles',
    permission: 'fac.role.list',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/RoleListPage'), 'RoleListPage'),
  },
  {
    path: '/roleInfo',
    titleKey: 'page.roleInfo',
    permission: 'fac.role.list',
    menuParent: '/roleManage',
    component: lazyPage(() => import('./pages/RoleFormPage'), 'RoleFormPage'),
  },
  {
    path: '/deviceAuthorization',
    titleKey: 'menu.devices',
    permission: 'fac.device.list',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/DeviceListPage'), 'DeviceListPage'),
  },
];
