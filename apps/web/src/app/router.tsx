import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomeRedirect, NotFound, RequireSession, RoutePage } from './guards';
import { AppLayout } from './layout/AppLayout';
import { appRoutes } from './routes';

const LoginPage = lazy(async () => ({ default: (await import('../areas/accounts/pages/LoginPage')).LoginPage }));
const RegisterPage = lazy(async () => ({ default: (await import('../areas/accounts/pages/RegisterPage')).RegisterPage }));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../areas/accounts/pages/ResetPasswordPage')).ResetPasswordPage,
}));

const fallback = <Spin style={{ display: 'block', margin: '120px auto' }} />;
const suspended = (node: React.ReactNode) => <Suspense fallback={fallback}>{node}</Suspense>;

export const router = createBrowserRouter([
  { path: '/login', element: suspended(<LoginPage />) },
  { path: '/register', element: suspended(<RegisterPage />) },
  { path: '/resetPassword', element: suspended(<ResetPasswordPage />) },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...appRoutes.map((route) => ({ path: route.path.slice(1), element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
