import { AuditOutlined, DatabaseOutlined, SettingOutlined } from '@ant-design/icons';
import type { SessionData } from '@gf/contracts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { hasPermission } from '../shared/session/session';

// The one route table (CONVENTIONS: Ant Design Pro's config/routes.ts): path, menu i18n key,
// permission. The side menu, the tab titles and the route guards all read it.

type Page = LazyExoticComponent<ComponentType>;

/** React.lazy for a module's named export (the project uses named exports only). */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): Page {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export type MenuGroupKey = 'masterData' | 'factorySettings';

export interface AppRoute {
  path: string;
  /** i18n key of the menu item and the tab title. */
  titleKey: string;
  permission?: string;
  /** In the side menu: at the top level, or inside a group. */
  menu?: { group?: MenuGroupKey; icon?: ReactNode };
  component: Page;
}

export interface MenuGroup {
  key: MenuGroupKey;
  titleKey: string;
  icon: ReactNode;
}

export const menuGroups: MenuGroup[] = [
  { key: 'masterData', titleKey: 'menu.masterData', icon: <DatabaseOutlined /> },
  { key: 'factorySettings', titleKey: 'menu.factorySettings', icon: <SettingOutlined /> },
];

export const appRoutes: AppRoute[] = [
  {
    path: '/documentReview',
    titleKey: 'menu.reviewDesk',
    permission: 'fac.review.desk',
    menu: { icon: <AuditOutlined /> },
    component: lazyPage(() => import('../bill/review-desk/ReviewDeskPage'), 'ReviewDeskPage'),
  },
  {
    path: '/documentReview/approvalRecord',
    titleKey: 'page.approvalRecord',
    permission: 'fac.review.history',
    component: lazyPage(() => import('../bill/approval-history/ApprovalHistoryPage'), 'ApprovalHistoryPage'),
  },
  {
    path: '/materialSupplier',
    titleKey: 'menu.suppliers',
    permission: 'fac.supplier.list',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('../areas/partners/pages/SupplierListPage'), 'SupplierListPage'),
  },
  {
    path: '/subMaterialSupplier',
    titleKey: 'page.supplierDetail',
    permission: 'fac.supplier.list',
    component: lazyPage(() => import('../areas/partners/pages/SupplierDetailPage'), 'SupplierDetailPage'),
  },
  {
    path: '/customer',
    titleKey: 'menu.customers',
    menu: { group: 'masterData' },
    component: lazyPage(() => import('../areas/partners/pages/CustomerListPage'), 'CustomerListPage'),
  },
  {
    path: '/roleManage',
    titleKey: 'menu.roles',
    permission: 'fac.role.list',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('../areas/roles/pages/RoleListPage'), 'RoleListPage'),
  },
  {
    path: '/roleInfo',
    titleKey: 'page.roleInfo',
    permission: 'fac.role.list',
    component: lazyPage(() => import('../areas/roles/pages/RoleFormPage'), 'RoleFormPage'),
  },
  {
    path: '/deviceAuthorization',
    titleKey: 'menu.devices',
    permission: 'fac.device.list',
    menu: { group: 'factorySettings' },
    component: lazyPage(() => import('../areas/roles/pages/DeviceListPage'), 'DeviceListPage'),
  },
  {
    path: '/profile',
    titleKey: 'page.profile',
    component: lazyPage(() => import('../areas/accounts/pages/ProfilePage'), 'ProfilePage'),
  },
];

export function findRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((r) => r.path === pathname);
}

/** Menu routes the session may open, in table order. */
export function visibleMenuRoutes(session: SessionData | null): AppRoute[] {
  return appRoutes.filter((r) => r.menu && hasPermission(r.permission, session));
}

/** The landing page after login or a factory switch: the first permitted menu. */
export function firstMenuPath(session: SessionData | null): string {
  return visibleMenuRoutes(session)[0]?.path ?? '/profile';
}
