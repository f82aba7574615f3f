import { Navigate, useLocation } from 'react-router';
import { hasPermission, useSession } from '../shared/session/session';
import { lazyPage } from '../shared/routing/app-route';
import { firstMenuPath, type AppRoute } from './routes';

const NoPermissionPage = lazyPage(() => import('./status-pages'), 'NoPermissionPage');
const NotFoundPage = lazyPage(() => import('./status-pages'), 'NotFoundPage');

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
  const session = useSession();
  if (!hasPermission(route.permission, session)) return <NoPermissionPage />;
  const Page = route.component;
  return <Page />;
}

export function NotFound() {
  return <NotFoundPage />;
}
