import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { installShownRefusalGuard, onDataChanged } from '../shared/api';
import { FeedbackBridge } from '../shared/feedback/FeedbackBridge';
import { i18n } from '../shared/i18n';
import { theme } from '../shared/theme/theme';

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
if (typeof window !== 'undefined') installShownRefusalGuard();

function LocalisedAntd({ children }: { children: React.ReactNode }) {
  const { i18n: instance } = useTranslation();
  const isEnglish = instance.language === 'en';
  useEffect(() => {
    dayjs.locale(isEnglish ? 'en' : 'zh-cn');
    document.documentElement.lang = isEnglish ? 'en' : 'zh-CN';
    document.title = instance.t('app.title');
  }, [isEnglish, instance]);
  return (
    <ConfigProvider locale={isEnglish ? enUS : zhCN} theme={theme}>
      {/* One toast at a time: a new one replaces the last instead of stacking (the same error twice never shows). */}
      <AntApp message={{ maxCount: 1 }} notification={{ maxCount: 1 }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
