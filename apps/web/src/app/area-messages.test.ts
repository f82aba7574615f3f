import { describe, expect, it } from 'vitest';
import { en as billEn } from '../bill/locales/en';
import { changeLanguage, i18n } from '../shared/i18n';
import { areaMessages as en } from './area-messages-en';
import { areaMessages as zh } from './area-messages-zh';
import { registerAreaMessages } from './area-messages';

describe("each part's strings, one chunk per language", () => {
  it('both languages name the same parts', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
  it('registers the language the interface speaks only; a switch loads the new one before it shows', async () => {
    await changeLanguage('zh-CN');
    await registerAreaMessages();
    expect(i18n.getResource('zh-CN', 'translation', 'bill.desk.title')).toBe(zh.bill.desk.title);
    expect(i18n.getResource('en', 'translation', 'bill.desk.title')).toBeUndefined();

    let seenAtSwitch: unknown;
    i18n.on('languageChanged', () => (seenAtSwitch ??= i18n.getResource('en', 'translation', 'bill.desk.title')));
    await changeLanguage('en');
    expect(seenAtSwitch).toBe(billEn.desk.title);
    expect(i18n.t('bill.desk.title')).toBe(billEn.desk.title);
    await changeLanguage('zh-CN');
  });
});
