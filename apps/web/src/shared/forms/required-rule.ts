import type { Rule } from 'antd/es/form';
import { currentLanguage, t } from '../i18n';

/** What the user does to fill a field: types into it (inputs) or picks (selects, dates, pickers, uploads). */
export type FieldKind = 'input' | 'select';

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** In English a label inside a sentence reads in lower case ("Please enter material name"); acronyms (SKU) stay. */
export function labelInSentence(label: string): string {
  if (currentLanguage() !== 'en' || label.length < 2) return label;
  const [first = '', second = ''] = label;
  return second === second.toLowerCase() ? first.toLowerCase() + label.slice(1) : label;
}

/**
 * The one required rule of every form: "请输入{label}" for what is typed, "请选择{label}" for what is picked (in the
 * current language). Blank text, an empty list and null all count as missing; the field shows the required mark.
 */
export function requiredRule(label: string, kind: FieldKind = 'input'): Rule {
  const message = t(kind === 'select' ? 'forms.pleaseSelect' : 'forms.pleaseInput', { label: labelInSentence(label) });
  return {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) throw new Error(message);
    },
  };
}
