import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zh } from './zh';

export type Language = 'zh-CN' | 'en';
export const languages: readonly Language[] = ['zh-CN', 'en'];
/** Each language named in itself (the language switches). */
export const languageNames: Record<Language, string> = { 'zh-CN': '中文', en: 'English' };
const storageKey = 'gf_lang';

function readStoredLanguage(): Language {
  try {
    return localStorage.getItem(storageKey) === 'en' ? 'en' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLanguage(),
  fallbackLng: 'zh-CN',
  resources: { 'zh-CN': { translation: zh }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initImmediate: false,
  returnNull: false,
  showSupportNotice: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}

let languageLoader: ((lang: Language) => Promise<void>) | undefined;

/** Strings loaded per language (app/area-messages.ts): `changeLanguage` loads the new language's before it switches. */
export function setLanguageLoader(load: (lang: Language) => Promise<void>): void {
  languageLoader = load;
}

export async function changeLanguage(lang: Language): Promise<void> {
  // Offline, the switch goes ahead: i18next then shows the Chinese strings (fallbackLng) where the new ones are missing.
  await languageLoader?.(lang).catch(() => undefined);
  try {
    localStorage.setItem(storageKey, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

/** Adds an area's strings under its own top-level key. */
export function addMessages(key: string, bundles: { zh: object; en: object }): void {
  i18n.addResourceBundle('zh-CN', 'translation', { [key]: bundles.zh }, true, true);
  i18n.addResourceBundle('en', 'translation', { [key]: bundles.en }, true, true);
}

/** Contract messages are written "中文|English": pick the half for the current language. */
export function localize(text: string | undefined | null): string {
  if (!text) return '';
  const bar = text.indexOf('|');
  if (bar < 0) return text;
  return currentLanguage() === 'en' ? text.slice(bar + 1) : text.slice(0, bar);
}

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options ?? {}) as string;
