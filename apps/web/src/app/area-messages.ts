import { currentLanguage, i18n, setLanguageLoader, type Language } from '../shared/i18n';

/**
 * Every part's strings but the app's and the accounts area's (those are in i18n-resources.ts), one chunk per
 * language: the side menu and the tabs name every area, so the first screen after login needs all of them, but in
 * the interface's language only (ADR 0007). The other language's chunk loads when the user switches to it, before
 * the switch shows (shared/i18n `changeLanguage`), so a tab title never shows a bare key.
 */
const chunks: Record<Language, () => Promise<{ areaMessages: Record<string, object> }>> = {
  'zh-CN': () => import('./area-messages-zh'),
  en: () => import('./area-messages-en'),
};
const loading = new Map<Language, Promise<void>>();

/** Registers every part's strings of `lang` under its own key (t('partners.…'), t('bill.…'), ...), once. */
export function loadAreaMessages(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = chunks[lang]().then(
      ({ areaMessages }) => {
        for (const [key, messages] of Object.entries(areaMessages))
          i18n.addResourceBundle(lang, 'translation', { [key]: messages }, true, true);
      },
      (error: unknown) => {
        loading.delete(lang); // a failed chunk load can be tried again
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Loaded with the shell (router.tsx): the strings of the language the interface speaks now; from then on a language
 * switch loads its own first.
 */
export function registerAreaMessages(): Promise<void> {
  setLanguageLoader(loadAreaMessages);
  return loadAreaMessages(currentLanguage());
}
