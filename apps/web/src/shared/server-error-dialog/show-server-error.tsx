import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n } from '../i18n';
import { theme } from '../theme/theme';
import { ServerErrorDialog, type NoticeType } from './ServerErrorDialog';

const openRoots = new Set<() => void>();

/** Removes every open server-error dialog at once (tests, page teardown). */
export function destroyServerErrorDialogs(): void {
  for (const destroy of [...openRoots]) destroy();
}

/** Opens the server-error dialog from outside React (the api client); it removes itself on close. */
export function showServerError(answer: unknown, options: { type?: NoticeType; text?: string } = {}): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const destroy = () => {
    openRoots.delete(destroy);
    root.unmount();
    host.remove();
  };
  openRoots.add(destroy);
  const Holder = () => {
    const [open, setOpen] = useState(true);
    return (
      <ServerErrorDialog
        open={open}
        answer={answer}
        type={options.type}
        text={options.text}
        onClose={() => {
          setOpen(false);
          setTimeout(destroy, 300);
        }}
      />
    );
  };
  root.render(
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={currentLanguage() === 'en' ? enUS : zhCN} theme={theme}>
        <App component={false}>
          <Holder />
        </App>
      </ConfigProvider>
    </I18nextProvider>,
  );
}
