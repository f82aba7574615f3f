import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, useLocation } from 'react-router';
import { LoginPage } from '../areas/accounts/pages/LoginPage';
import { lazyPage, type Page } from '../shared/routing/app-route';
import { useSession } from '../shared/session/session';
import { registerAreaMessages } from './area-messages';
import { HomeRedirect, NotFound, RequireSession, RoutePage } from './guards';
import { usePreloadWhenIdle } from './preload';
import { appRoutes, findRoute, firstMenuPath } from './routes';
import './route-loading.css';

// What index.html loads is what the login screen needs (scripts/bundle-size.mjs checks it in CI): React, the router,
// i18next, the route table (paths and lazy pages) and the plain login page. antd and its providers, the shell
// (layout, menus, tabs) and every area's strings load with the first screen after login, each page with itself.
// docs/adr/0007-lighter-quicker-app.md says why.

/** A lazily loaded screen built with antd: its module and the app's providers load together, the screen inside them. */
function withProviders<M>(load: () => Promise<M>, name: keyof M, before?: () => Promise<unknown>): Page {
  return lazyPage(async () => {
    const [{ Providers }, module] = await Promise.all([import('./providers'), load(), before?.()]);
    const Screen = module[name] as ComponentType;
    return {
      Screen: () => (
        <Providers>
          <Screen />
        </Providers>
      ),
    };
  }, 'Screen');
}

const RegisterPage = withProviders(() => import('../areas/accounts/pages/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = withProviders(() => import('../areas/accounts/pages/ResetPasswordPage'), 'ResetPasswordPage');
// The strings' loader is part of index.html's graph, so the shell and its language's strings load side by side.
const AppShell = withProviders(() => import('./layout/AppLayout'), 'AppLayout', registerAreaMessages);

/**
 * What the login screen loads while it waits (one after another, when the browser is idle): antd and the shell, then
 * the first menu page, 首页 (/home), where every session lands; after sign-in the page the URL opens loads too.
 */
const loginIdlePreloads = [
  AppShell.preload,
  ...appRoutes
    .filter((route) => route.menu)
    .slice(0, 1)
    .map((route) => route.component.preload),
];

const suspended = (node: React.ReactNode) => (
  <Suspense fallback={<div className="route-loading" role="progressbar" aria-busy="true" />}>{node}</Suspense>
);

/** The sign-in screen; once it is idle, the app behind it loads, so signing in shows the first screen at once. */
function LoginRoute() {
  usePreloadWhenIdle(loginIdlePreloads);
  return <LoginPage />;
}

/** The shell, whose code loads together with the code of the page the URL opens (not one after the other). */
function Shell() {
  const { pathname } = useLocation();
  const session = useSession();
  void findRoute(pathname === '/' ? firstMenuPath(session) : pathname)?.component.preload();
  return <AppShell />;
}

export const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute /> },
  { path: '/register', element: suspended(<RegisterPage />) },
  { path: '/resetPassword', element: suspended(<ResetPasswordPage />) },
  {
    path: '/',
    element: <RequireSession>{suspended(<Shell />)}</RequireSession>,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...appRoutes.map((route) => ({ path: route.path.slice(1), element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
