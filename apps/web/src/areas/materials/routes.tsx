import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const materialsRoutes: AppRoute[] = [
  {
    path: '/materialArchives',
    titleKey: 'materials.menu.archive',
    permission: 'fac.materials.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/MaterialListPage'), 'MaterialListPage'),
  },
  {
    path: '/addMaterial',
    titleKey: 'materials.menu.form',
    permission: 'fac.materials.add',
    menuParent: '/materialArchives',
    component: lazyPage(() => import('./pages/MaterialFormPage'), 'MaterialFormPage'),
  },
  {
    path: '/materialInfo/:id',
    titleKey: 'materials.menu.detail',
    permission: 'fac.materials.list',
    menuParent: '/materialArchives',
    component: lazyPage(() => import('./pages/MaterialDetailPage'), 'MaterialDetailPage'),
  },
  {
    path: '/materialKinds',
    titleKey: 'materials.menu.kinds',
    permission: 'fac.materials.kinds',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/MaterialKindPage'), 'MaterialKindPage'),
  },
  {
    path: '/attribute',
    titleKey: 'materials.menu.kindAttrs',
    permission: 'fac.materials.kinds',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/MaterialKindAttrPage'), 'MaterialKindAttrPage'),
  },
  {
    path: '/materialSpecs',
    titleKey: 'materials.menu.specs',
    permission: 'fac.materials.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/MaterialSpecPage'), 'MaterialSpecPage'),
  },
];
