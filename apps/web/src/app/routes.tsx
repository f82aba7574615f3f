import {
  ApartmentOutlined,
  AccountBookOutlined,
  AppstoreOutlined,
  DatabaseOutlined,
  InboxOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { MissionNodeInfoPermission, type SessionData } from '@gf/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { accountsRoutes } from '../areas/accounts/routes';
import { attributesRoutes } from '../areas/attributes/routes';
import { materialsRoutes } from '../areas/materials/routes';
import { numberingRoutes } from '../areas/numbering/routes';
import { factoryRoutes } from '../areas/factory/routes';
import { companyRoutes } from '../areas/company/routes';
import { employeesRoutes } from '../areas/employees/routes';
import { goodsRoutes } from '../areas/goods/routes';
import { bomGoodsTabs, bomRoutes } from '../areas/bom/routes';
import { orderDemandTabs } from '../areas/order-demand/routes';
import { orderAdjustmentsRoutes, orderAdjustmentsTabs } from '../areas/order-adjustments/routes';
import { registerPageTabs } from '../shared/routing/page-tabs';
import { partnersRoutes } from '../areas/partners/routes';
import { purchasingRoutes } from '../areas/purchasing/routes';
import { productionOrdersRoutes } from '../areas/production-orders/routes';
import { missionsRoutes } from '../areas/missions/routes';
import { cutPlanRoutes } from '../areas/cut-plan/routes';
import { missionAdjustRoutes } from '../areas/mission-adjust/routes';
import { paymentsRoutes } from '../areas/payments/routes';
import { payablesRoutes } from '../areas/payables/routes';
import { defectsRoutes } from '../areas/defects/routes';
import { processNodesRoutes } from '../areas/process-nodes/routes';
import { missionWorkbenchRoutes } from '../areas/mission-workbench/routes';
import { nodeReportsRoutes } from '../areas/node-reports/routes';
import { missionNodeInfoRoutes } from '../areas/mission-node-info/routes';
import { rolesRoutes } from '../areas/roles/routes';
import { stockRoutes } from '../areas/stock/routes';
import { stockBillsRoutes } from '../areas/stock-bills/routes';
import { financeConfigRoutes } from '../areas/finance-config/routes';
import { feesRoutes } from '../areas/fees/routes';
import { statementsRoutes } from '../areas/statements/routes';
import { financePeriodsRoutes } from '../areas/finance-periods/routes';
import { invoicesRoutes } from '../areas/invoices/routes';
import { returnsRoutes } from '../areas/returns/routes';
import { rollsRoutes } from '../areas/rolls/routes';
import { qualityRoutes } from '../areas/quality/routes';
import { stocktakeRoutes } from '../areas/stocktake/routes';
import { allocateRoutes } from '../areas/allocate/routes';
import { stockBalanceRoutes } from '../areas/stock-balance/routes';
import { deliveryRoutes } from '../areas/delivery/routes';
import { missionMaterialRoutes } from '../areas/mission-material/routes';
import { cuttingRoutes } from '../areas/cutting/routes';
import { uniqueCodesRoutes } from '../areas/unique-codes/routes';
import { scanningRoutes } from '../areas/scanning/routes';
import { remnantRoutes } from '../areas/remnant/routes';
import { arrivalsRoutes } from '../areas/arrivals/routes';
import { unitsRoutes } from '../areas/units/routes';
import { billRoutes } from '../bill/routes';
import { homeRoutes } from './home/routes';
import { customFieldRoutes } from '../shared/custom-fields/routes';
import { hasPermission } from '../shared/session/session';
import type { AppRoute } from '../shared/routing/app-route';

export type { AppRoute } from '../shared/routing/app-route';

export interface MenuGroup {
  key: string;
  titleKey: string;
  icon: ReactNode;
}

/** Side-menu groups in menu order; an area's route names its group by key. */
export const menuGroups: MenuGroup[] = [
  { key: 'productionOrders', titleKey: 'productionOrders.menu.group', icon: <ProfileOutlined /> },
  { key: 'process', titleKey: 'processNodes.menu.group', icon: <AppstoreOutlined /> },
  { key: 'masterData', titleKey: 'menu.masterData', icon: <DatabaseOutlined /> },
  { key: 'purchasing', titleKey: 'arrivals.menu.group', icon: <ShoppingCartOutlined /> },
  { key: 'stock', titleKey: 'stock.menu.group', icon: <InboxOutlined /> },
  { key: 'finance', titleKey: 'payments.menu.group', icon: <AccountBookOutlined /> },
  { key: 'factorySettings', titleKey: 'menu.factorySettings', icon: <SettingOutlined /> },
  { key: 'company', titleKey: 'menu.company', icon: <ApartmentOutlined /> },
];

/** The one route table: each area's rows, in menu order. */
export const appRoutes: AppRoute[] = [
  ...homeRoutes,
  ...productionOrdersRoutes,
  ...missionsRoutes,
  ...cutPlanRoutes,
  ...processNodesRoutes,
  ...missionWorkbenchRoutes,
  ...nodeReportsRoutes,
  ...missionNodeInfoRoutes,
  ...orderAdjustmentsRoutes,
  ...missionAdjustRoutes,
  ...defectsRoutes,
  ...billRoutes,
  ...partnersRoutes,
  ...materialsRoutes,
  ...unitsRoutes,
  ...goodsRoutes,
  ...bomRoutes,
  ...purchasingRoutes,
  ...arrivalsRoutes,
  ...qualityRoutes,
  ...stocktakeRoutes,
  ...allocateRoutes,
  ...stockBalanceRoutes,
  ...rollsRoutes,
  ...deliveryRoutes,
  ...missionMaterialRoutes,
  ...cuttingRoutes,
  ...uniqueCodesRoutes,
  ...scanningRoutes,
  ...remnantRoutes,
  ...returnsRoutes,
  ...stockRoutes,
  ...stockBillsRoutes,
  ...feesRoutes,
  ...invoicesRoutes,
  ...financeConfigRoutes,
  ...paymentsRoutes,
  ...payablesRoutes,
  ...statementsRoutes,
  ...financePeriodsRoutes,
  ...attributesRoutes,
  ...rolesRoutes,
  ...factoryRoutes,
  ...companyRoutes,
  ...employeesRoutes,
  ...numberingRoutes,
  ...accountsRoutes,
  ...customFieldRoutes,
];

// Tabs an area adds to another area's page (shared/routing/page-tabs.ts), registered with the route table.
registerPageTabs('goodsDetail', bomGoodsTabs);
registerPageTabs('orderDetail', orderDemandTabs);
registerPageTabs('orderDetail', orderAdjustmentsTabs);

// mission-node-info's 节点信息 and 提醒 inside the node panel (/missionNode, areas/node-reports), loaded with the panel.
const NodeInfoSection = lazy(() => import('../areas/mission-node-info').then((m) => ({ default: m.NodeInfoSection })));
registerPageTabs('missionNode', [
  {
    key: 'nodeInfo',
    titleKey: 'nodeReports.panel.info',
    permission: MissionNodeInfoPermission.details,
    component: (props) => (
      <Suspense fallback={null}>
        <NodeInfoSection {...props} />
      </Suspense>
    ),
  },
]);

export function findRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((r) => r.path === pathname || (r.path.includes(':') && matchPath(r.path, pathname)));
}

/** Menu routes the session may open, in table order. */
export function visibleMenuRoutes(session: SessionData | null): AppRoute[] {
  return appRoutes.filter((r) => r.menu && hasPermission(r.permission, session));
}

/** A part of the side menu: one route at the top level, or a group (at its first route) with its routes. */
export type MenuSection = { route: AppRoute; group?: never } | { group: MenuGroup; routes: AppRoute[] };

/** How the side menu lays out `routes` (the home page's shortcuts follow it): each group where its first route is. */
export function menuSections(routes: readonly AppRoute[]): MenuSection[] {
  const sections: MenuSection[] = [];
  const groups = new Map<string, { group: MenuGroup; routes: AppRoute[] }>();
  for (const route of routes) {
    const key = route.menu?.group;
    if (!key) {
      sections.push({ route });
      continue;
    }
    let section = groups.get(key);
    if (!section) {
      section = { group: menuGroups.find((g) => g.key === key) ?? { key, titleKey: key, icon: null }, routes: [] };
      groups.set(key, section);
      sections.push(section);
    }
    section.routes.push(route);
  }
  return sections;
}

/** The landing page after login or a factory switch: the first permitted menu, 首页 (/home, open to every session). */
export function firstMenuPath(session: SessionData | null): string {
  return visibleMenuRoutes(session)[0]?.path ?? '/profile';
}
