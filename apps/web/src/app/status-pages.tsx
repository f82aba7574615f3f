import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// antd's Result draws its 403/404 pictures inline (large SVGs): loaded only when one is shown (guards.tsx).

/** A page the session lacks the permission for. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('shell.noPermissionPage')}
      extra={<Button onClick={() => navigate('/')}>{t('shell.backHome')}</Button>}
    />
  );
}

export function NotFoundPage() {
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
