import { AppstoreOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { menuEntryOf } from '../../shared/routing/app-route';
import { usePreloadWhenIdle } from '../preload';
import { appRoutes, findRoute, menuGroups, menuSections, visibleMenuRoutes, type AppRoute } from '../routes';

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

  const items: Item[] = menuSections(visible).map((section) =>
    section.group
      ? {
          key: section.group.key,
          icon: section.group.icon,
          label: t(section.group.titleKey),
          children: section.routes.map((r) => ({ key: r.path, label: t(r.titleKey), ...preloadOnHover(r) })),
        }
      : {
          key: section.route.path,
          icon: section.route.menu?.icon ?? <AppstoreOutlined />,
          label: t(section.route.titleKey),
          ...preloadOnHover(section.route),
        },
  );

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
