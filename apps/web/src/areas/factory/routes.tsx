import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/** 本厂设置 pages of the factory set-up area. */
export const factoryRoutes: AppRoute[] = [
  {
    path: '/facInfo',
    titleKey: 'factory.menu.facInfo',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/FacInfoPage'), 'FacInfoPage'),
  },
  {
    path: '/facGroups',
    titleKey: 'factory.menu.groups',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/GroupTreePage'), 'GroupTreePage'),
  },
  {
    path: '/selfFacStationManager',
    titleKey: 'factory.menu.workbays',
    permission: 'fac.workbay.list',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/WorkbayListPage'), 'WorkbayListPage'),
  },
  {
    path: '/storehouseManage',
    titleKey: 'factory.menu.storehouses',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/StorehouseListPage'), 'StorehouseListPage'),
  },
  {
    path: '/home/repertory',
    titleKey: 'factory.menu.companyStorehouses',
    permission: 'company.storehouse.list',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/CompanyStorehousePage'), 'CompanyStorehousePage'),
  },
  {
    path: '/home/repertory/factoryStore',
    titleKey: 'factory.companyStore.processing',
    permission: 'company.storehouse.list',
    menuParent: '/home/repertory',
    component: lazyPage(() => import('./pages/CompanyStorehousePage'), 'ProcessingStorehousePage'),
  },
  {
    path: '/selfFacInferiorTag',
    titleKey: 'factory.menu.labels',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/LabelPage'), 'LabelPage'),
  },
  {
    path: '/publicInferior',
    titleKey: 'factory.menu.companyLabels',
    permission: 'company.defectLabel.manage',
    menu: { group: 'company' },
    component: lazyPage(() => import('./pages/LabelPage'), 'CompanyLabelPage'),
  },
  {
    path: '/config360',
    titleKey: 'factory.menu.link360',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('./pages/Link360Page'), 'Link360Page'),
  },
];
