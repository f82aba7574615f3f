import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const accountsRoutes: AppRoute[] = [
  {
    path: '/profile',
    titleKey: 'page.profile',
    component: lazyPage(() => import('./pages/ProfilePage'), 'ProfilePage'),
  },
];
