import { Code } from '@gf/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { answerErrors, claimAnswer } from '../../../shared/api/field-text';

// The login form's rules, written by hand: the login screen carries neither antd's Form nor zod (ADR 0007).

export type LoginMode = 'account' | 'workbay';
export type LoginField = 'loginName' | 'bossCode' | 'workNo' | 'password';
export type LoginValues = Record<LoginField, string>;
export type FieldErrors = Partial<Record<LoginField, string>>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

export const emptyLoginValues: LoginValues = { loginName: '', bossCode: '', workNo: '', password: '' };

/** The fields each tab shows, in screen order. */
export const loginFields: Record<LoginMode, readonly LoginField[]> = {
  account: ['loginName', 'password'],
  workbay: ['bossCode', 'workNo', 'password'],
};

/** The i18n key of each field's label (the required message names it). */
export const loginFieldLabels: Record<LoginField, string> = {
  loginName: 'accounts.login.account',
  bossCode: 'accounts.login.bossCode',
  workNo: 'accounts.login.workNo',
  password: 'accounts.login.password',
};

/** The server's name for each field of the call a tab makes (workbayLogin calls the 工号 loginName). */
const serverNames: Record<LoginMode, Readonly<Record<string, LoginField>>> = {
  account: { loginName: 'loginName', password: 'password' },
  workbay: { bossCode: 'bossCode', loginName: 'workNo', password: 'password' },
};

/** The message of one field left blank (spaces alone count as blank), or undefined when it is filled. */
export function requiredError(field: LoginField, value: string, t: Translate): string | undefined {
  return value.trim() === '' ? t('forms.pleaseInput', { label: t(loginFieldLabels[field]) }) : undefined;
}

/** Every blank field of the tab, each with "请输入" and its label (the app's one required rule, said the same way). */
export function missingFields(mode: LoginMode, values: LoginValues, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of loginFields[mode]) {
    const message = requiredError(field, values[field], t);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A bad-input answer (40001) that names only fields of this tab: each field's message, to show under it, and the
 * answer claimed so that the api client does not toast it as well. Null for any other failure (the client's toast or
 * dialog says it).
 */
export function serverFieldErrors(mode: LoginMode, error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.code !== Code.invalidInput) return null;
  const names = serverNames[mode];
  const errors = answerErrors(error.data);
  if (!errors.length || !errors.every((e) => Object.hasOwn(names, e.field))) return null;
  const byField: FieldErrors = {};
  for (const e of errors) {
    const field = names[e.field] as LoginField;
    const message = e.message || error.msg;
    byField[field] = byField[field] ? `${byField[field]}; ${message}` : message;
  }
  claimAnswer(error);
  return byField;
}
