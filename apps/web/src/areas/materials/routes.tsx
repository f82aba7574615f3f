import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** Managing the company's material kinds and their attributes (contracts MaterialPermission.kinds). */
export const KINDS_PERMISSION = 'company.materialKind.manage';
const kindPage = lazyPage(() => import('./pages/MaterialKindPage'), 'MaterialKindPage');

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
  // Kinds and their attributes are the company's (ADR 0011): the company menu, at the reference's paths.
  {
    path: '/materielClassify',
    titleKey: 'materials.menu.kinds',
    permission: KINDS_PERMISSION,
    menu: { group: 'company' },
    component: kindPage,
  },
  // The former path keeps working (bookmarks, links): the same page, lit under 物料分类.
  {
    path: '/materialKinds',
    titleKey: 'materials.menu.kinds',
    permission: KINDS_PERMISSION,
    menuParent: '/materielClassify',
    component: kindPage,
  },
  {
    path: '/attribute',
    titleKey: 'materials.menu.kindAttrs',
    permission: KINDS_PERMISSION,
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/MaterialKindAttrPage'), 'MaterialKindAttrPage'),
  },
  {
    path: '/materialSpecs',
    titleKey: 'materials.menu.specs',
    permission: 'fac.materials.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('./pages/MaterialSpecPage'), 'MaterialSpecPage'),
  },
  // The company's specifications (多厂通用设置's 物料规格), read by every factory of the company.
  {
    path: '/publicMaterialSpecs',
    titleKey: 'materials.menu.companySpecs',
    permission: 'company.specLibrary.edit',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/MaterialSpecPage'), 'CompanyMaterialSpecPage'),
  },
];
