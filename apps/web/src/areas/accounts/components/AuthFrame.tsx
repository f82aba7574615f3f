import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch';

/** The frame of the login, register and reset pages: brand, language switch, one card. */
export function AuthFrame({ title, children }: { title?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-lang">
        <LanguageSwitch />
      </div>
      <Card className="auth-card">
        <div className="auth-brand">
          <h1>{t('app.title')}</h1>
          <Typography.Text type="secondary">{title ?? t('accounts.login.welcome')}</Typography.Text>
        </div>
        {children}
      </Card>
    </div>
  );
}
