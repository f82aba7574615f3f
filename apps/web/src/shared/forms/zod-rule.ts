import { fillFieldText } from '@gf/contracts';
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import { currentLanguage, localize } from '../i18n';
import '../i18n/zod-locale';

/** A contract message in the current language, its field placeholders ({label}, {row}) filled by `label`. */
function say(message: string | undefined, label?: string): string {
  const lang = currentLanguage() === 'en' ? 'en' : 'zh';
  return fillFieldText(localize(message), { words: label ?? '' }, lang);
}

/**
 * An antd Form rule from a contract schema (CONVENTIONS 6: the web forms use the contracts' zod schemas). Messages
 * written "中文|English" are shown in the current language; `label` names the field in them ("销售价不能为负数"),
 * without it the rule is said alone ("不能为负数").
 */
export function zodRule(schema: ZodType, label?: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (result.success) return;
      throw new Error(say(result.error.issues[0]?.message, label));
    },
  };
}

/** The same for a required text field: empty strings are checked as given. */
export function zodTextRule(schema: ZodType, label?: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      throw new Error(say(result.error.issues[0]?.message, label));
    },
  };
}
