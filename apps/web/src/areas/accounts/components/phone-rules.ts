import { bossCodeRule, passwordRule, phoneRule } from '@gf/contracts';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { t } from '../../../shared/i18n';
import { accountsApi } from '../api/accounts-api';

export const phoneRules = (): Rule[] => [requiredRule(t('accounts.register.phone')), zodTextRule(phoneRule)];
export const passwordRules = (): Rule[] => [requiredRule(t('accounts.login.password')), zodTextRule(passwordRule)];
export const bossCodeRules = (): Rule[] => [requiredRule(t('accounts.login.bossCode')), zodTextRule(bossCodeRule)];

/** On blur (register): the phone must not be registered yet. */
export const phoneFreeRule: Rule = {
  validateTrigger: 'onBlur',
  validator: async (_r, value: string | undefined) => {
    if (!value || !phoneRule.safeParse(value.trim()).success) return;
    let exists = false;
    try {
      exists = (await accountsApi.checkPhone(value.trim())).exists;
    } catch {
      return;
    }
    if (exists) throw new Error(t('accounts.register.phoneExists'));
  },
};

export const bossCodeFreeRule: Rule = {
  validateTrigger: 'onBlur',
  validator: async (_r, value: string | undefined) => {
    if (!value || !bossCodeRule.safeParse(value).success) return;
    let exists = false;
    try {
      exists = (await accountsApi.checkLoginName(value.trim())).exists;
    } catch {
      return;
    }
    if (exists) throw new Error(t('accounts.register.bossCodeExists'));
  },
};

export const confirmRule =
  (field: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_r, value: string | undefined) => {
      if (value && value !== getFieldValue(field)) throw new Error(t('accounts.register.mismatch'));
    },
  });

/** Validates the phone field and answers its value, for the captcha button. */
export async function validPhone(form: FormInstance, field = 'phone'): Promise<string | null> {
  try {
    const values = (await form.validateFields([field])) as Record<string, string>;
    return values[field]?.trim() ?? null;
  } catch {
    return null;
  }
}
