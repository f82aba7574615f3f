import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { registerMessages } from './app/i18n-resources';
import { router } from './app/router';
import { installShownRefusalGuard } from './shared/api';
import { currentLanguage, i18n, t } from './shared/i18n';
import './app/styles.css';

// What this file imports is what the login screen downloads before it shows (scripts/bundle-size.mjs checks it in
// CI): React, the router, i18next, the plain login page and the api client. antd, the shell and the pages load after
// sign-in, or while the login screen is idle (app/router.tsx, docs/adr/0007-lighter-quicker-app.md).

registerMessages();
installShownRefusalGuard();

// The page's language and title follow the interface's language on every screen, the sign-in ones included.
const showLanguage = () => {
  document.documentElement.lang = currentLanguage();
  document.title = t('app.title');
};
showLanguage();
i18n.on('languageChanged', showLanguage);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
