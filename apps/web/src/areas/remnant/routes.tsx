import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

export const remnantRoutes: AppRoute[] = [
  {
    path: '/marterielFeedback',
    titleKey: 'remnant.menu.list',
    permission: 'fac.backOrder.query',
    menu: { group: 'purchasing' },
    component: lazyPage(() => import('./pages/RemnantListPage'), 'RemnantListPage'),
  },
  {
    path: '/newFeedback',
    titleKey: 'remnant.menu.form',
    permission: 'fac.backOrder.add',
    menuParent: '/marterielFeedback',
    component: lazyPage(() => import('./pages/RemnantFormPage'), 'RemnantFormPage'),
  },
  {
    path: '/feedbackDetail/:id',
    titleKey: 'remnant.menu.detail',
    permission: 'fac.backOrder.query',
    menuParent: '/marterielFeedback',
    component: lazyPage(() => import('./pages/RemnantDetailPage'), 'RemnantDetailPage'),
  },
];
