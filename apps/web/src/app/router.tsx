import { Spin } from 'antd';
import { Suspense } from 'react';
import { createBrowserRouter, useLocation } from 'react-router';
import { lazyPage } from '../shared/routing/app-route';
import { useSession } from '../shared/session/session';
import { HomeRedirect, NotFound, RequireSession, RoutePage } from './guards';
import { usePreloadWhenIdle } from './preload';
import { appRoutes, findRoute, firstMenuPath } from './routes';

// What index.html loads is what the login screen needs (scripts/bundle-size.mjs checks it in CI): the shell
// (layout, menus, tabs) and every area's strings load with the first screen after login, each page with itself.
// docs/adr/0007-lighter-quicker-app.md says why.

const LoginPage = lazyPage(() => import('../areas/accounts/pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../areas/accounts/pages/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../areas/accounts/pages/ResetPasswordPage'), 'ResetPasswordPage');
const AppShell = lazyPage(async () => {
  const [layout, messages] = await Promise.all([import('./layout/AppLayout'), import('./area-messages')]);
  messages.registerAreaMessages();
  return layout;
}, 'AppLayout');

const shellPreload = [AppShell.preload];

const fallback = <Spin style={{ display: 'block', margin: '120px auto' }} />;
const suspended = (node: React.ReactNode) => <Suspense fallback={fallback}>{node}</Suspense>;

/** The sign-in screen; once it is idle, the shell's code loads, so signing in shows the shell without waiting. */
function LoginRoute() {
  usePreloadWhenIdle(shellPreload);
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
  { path: '/login', element: suspended(<LoginRoute />) },
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
