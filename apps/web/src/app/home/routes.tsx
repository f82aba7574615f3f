import { HomeOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

/**
 * 首页: the first screen after login and after a factory switch (the first menu item, open to every session). A
 * light page (plain elements, no antd Table or Form) so the first screen stays within its download budget (ADR 0007).
 */
export const homeRoutes: AppRoute[] = [
  {
    path: '/home',
    titleKey: 'page.home',
    menu: { icon: <HomeOutlined /> },
    component: lazyPage(() => import('./HomePage'), 'HomePage'),
  },
];
