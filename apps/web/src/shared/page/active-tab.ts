import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setTabTitle } from '../tabs/visited-tabs';

// Apart from PageHeader.tsx so that the shell, which provides the tab's path, does not bring PageHeader's antd parts
// (Typography with its editable TextArea) to the first screen after login (ADR 0007).

/** The route path of the tab on screen (/payoffDetail/:id), provided by the shell. */
export const ActiveTabPath = createContext<string | null>(null);

/** The page names itself once: its heading, its tab and the browser's title read the same. */
export function usePageTitle(title: string | undefined): void {
  const path = useContext(ActiveTabPath);
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!title) return;
    if (path) setTabTitle(path, title, i18n.language);
    document.title = `${title} - ${t('app.title')}`;
  }, [path, title, t, i18n.language]);
}
