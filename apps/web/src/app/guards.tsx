import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { hasPermission, useSession } from '../shared/session/session';
import { firstMenuPath, type AppRoute } from './routes';

/** Pages behind the login: without a session, go to /login. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

/** "/" lands on the first permitted menu. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={firstMenuPath(session)} replace />;
}

/** A page the session lacks the permission for shows a 403 instead. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  if (!hasPermission(route.permission, session)) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={t('shell.noPermissionPage')}
        extra={<Button onClick={() => navigate('/')}>{t('shell.backHome')}</Button>}
      />
    );
  }
  const Page = route.component;
  return <Page />;
}

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.notFound')}
      extra={<Button onClick={() => navigate('/')}>{t('shell.backHome')}</Button>}
    />
  );
}
