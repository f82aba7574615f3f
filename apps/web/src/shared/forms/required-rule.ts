import type { Rule } from 'antd/es/form';
import { t } from '../i18n';

/** What the user does to fill a field: types into it (inputs) or picks (selects, dates, pickers, uploads). */
export type FieldKind = 'input' | 'select';

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The one required rule of every form: "请输入{label}" for what is typed, "请选择{label}" for what is picked (in the
 * current language). Blank text, an empty list and null all count as missing; the field shows the required mark.
 */
export function requiredRule(label: string, kind: FieldKind = 'input'): Rule {
  const message = t(kind === 'select' ? 'forms.pleaseSelect' : 'forms.pleaseInput', { label });
  return {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) throw new Error(message);
    },
  };
}
