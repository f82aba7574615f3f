import { AppstoreOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { menuEntryOf } from '../../shared/routing/app-route';
import { usePreloadWhenIdle } from '../preload';
import { appRoutes, findRoute, menuGroups, visibleMenuRoutes, type AppRoute } from '../routes';

type Item = Required<MenuProps>['items'][number];

/** The side menu: built areas only, filtered by the session's permissions (a boss sees all). */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const visible = visibleMenuRoutes(session);
  // A menu page's code loads before its click: all of them one by one once the browser is idle, and the one
  // under the pointer at once. The click then renders the page and sends its first request without waiting.
  const preloads = useMemo(() => visibleMenuRoutes(session).map((route) => route.component.preload), [session]);
  usePreloadWhenIdle(preloads);
  const preloadOnHover = (route: AppRoute) => ({ onMouseEnter: () => void route.component.preload() });

  const items: Item[] = [];
  const placedGroups = new Set<string>();
  for (const route of visible) {
    const group = route.menu?.group;
    if (!group) {
      items.push({
        key: route.path,
        icon: route.menu?.icon ?? <AppstoreOutlined />,
        label: t(route.titleKey),
        ...preloadOnHover(route),
      });
      continue;
    }
    if (placedGroups.has(group)) continue;
    placedGroups.add(group);
    const info = menuGroups.find((g) => g.key === group);
    items.push({
      key: group,
      icon: info?.icon,
      label: t(info?.titleKey ?? group),
      children: visible
        .filter((r) => r.menu?.group === group)
        .map((r: AppRoute) => ({ key: r.path, label: t(r.titleKey), ...preloadOnHover(r) })),
    });
  }

  // Detail pages light up the menu entry of their list (each route declares its menuParent).
  const selected = menuEntryOf(findRoute(location.pathname), appRoutes) ?? location.pathname;

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed ? [] : menuGroups.map((g) => g.key)}
      onClick={({ key }) => navigate(key)}
    />
  );
}
