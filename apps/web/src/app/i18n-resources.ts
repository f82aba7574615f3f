import { accountsMessages } from '../areas/accounts/locales';
import { addMessages } from '../shared/i18n';
import { appMessages } from './locales';

/**
 * Registers the strings the screens outside the shell need (sign-in, register, reset password): the app's own
 * (t('menu.…'), t('shell.…'), ...) and the accounts area's. Every other part's strings come with the shell
 * (area-messages.ts, loaded by router.tsx with the layout), so the login screen does not download them.
 */
export function registerMessages(): void {
  const { zh, en } = appMessages;
  for (const key of Object.keys(zh) as (keyof typeof zh)[]) addMessages(key, { zh: zh[key], en: en[key] });
  addMessages('accounts', accountsMessages);
}
