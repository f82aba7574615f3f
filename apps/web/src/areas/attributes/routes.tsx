import { companyLibraryPermissions } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const attributesRoutes: AppRoute[] = [
  {
    path: '/home/setting/selfFacSetting',
    titleKey: 'attributes.menu.specLibrary',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/SpecLibraryPage'), 'SpecLibraryPage'),
  },
  {
    path: '/sizeCategory',
    titleKey: 'attributes.menu.sizeCategories',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/SizeCategoryPage'), 'SizeCategoryPage'),
  },
  {
    path: '/sizeConfig',
    titleKey: 'attributes.menu.codeRatios',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/CodeRatioPage'), 'CodeRatioPage'),
  },
  {
    path: '/sizeTableTemplate',
    titleKey: 'attributes.menu.sizeTableTemplates',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/SizeTableTemplatePage'), 'SizeTableTemplatePage'),
  },
  {
    path: '/publicSet',
    titleKey: 'attributes.menu.companyLibrary',
    permission: companyLibraryPermissions.specLibraryEdit,
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/SpecLibraryPage'), 'CompanySpecLibraryPage'),
  },
];
