import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';
import './auth.css';

/**
 * The frame of the login, register and reset pages: brand, language switch, one card. Plain HTML and CSS (auth.css):
 * the login screen, the first screen of nearly every visit, downloads no antd (ADR 0007).
 */
export function AuthFrame({ title, children }: { title?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <div className="auth-lang">
        <LanguageMenu />
      </div>
      <main className="auth-card">
        <div className="auth-brand">
          <h1>{t('app.title')}</h1>
          <div className="auth-subtitle">{title ?? t('accounts.login.welcome')}</div>
        </div>
        {children}
      </main>
    </div>
  );
}
