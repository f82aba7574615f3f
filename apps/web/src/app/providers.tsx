import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { onDataChanged } from '../shared/api';
import { FeedbackBridge } from '../shared/feedback/FeedbackBridge';
import { currentLanguage, i18n } from '../shared/i18n';
import { theme } from '../shared/theme/theme';

// The providers of the screens built with antd (the shell and its pages, register, reset password). They load after
// the login screen, which is plain React (router.tsx, ADR 0007); i18next's provider is main.tsx's, for every screen.

export const queryClient = new QueryClient({
  defaultOptions: {
    // The api client already tells the user about failures: no silent retries behind their back.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

// The one invalidation rule (shared/api/data-changed.ts): a change anywhere, or a 409 answer, refreshes every query;
// active ones refetch now, the rest when they are next shown.
onDataChanged(() => void queryClient.invalidateQueries());

// dayjs speaks the interface's language from before the first page renders (dates, weekdays in pickers).
const applyDayjsLocale = () => void dayjs.locale(currentLanguage() === 'en' ? 'en' : 'zh-cn');
applyDayjsLocale();
i18n.on('languageChanged', applyDayjsLocale);

// zod's own messages in the interface's language for every form; loaded after the first screen, which needs no zod
// (the forms' zod rules import it themselves as well).
void import('../shared/i18n/zod-locale');

export function Providers({ children }: { children: React.ReactNode }) {
  const isEnglish = useTranslation().i18n.language === 'en';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={isEnglish ? enUS : zhCN} theme={theme}>
        {/* One toast at a time: a new one replaces the last instead of stacking (the same error twice never shows). */}
        <AntApp message={{ maxCount: 1 }} notification={{ maxCount: 1 }}>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
