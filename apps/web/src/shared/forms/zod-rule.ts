import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';
import { localize } from '../i18n';

/**
 * An antd Form rule from a contract schema (CONVENTIONS 6: the web forms use the contracts' zod
 * schemas). Messages written "中文|English" are shown in the current language.
 */
export function zodRule(schema: ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(localize(issue?.message));
    },
  };
}

/** The same for a required text field: empty strings are checked as given. */
export function zodTextRule(schema: ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      throw new Error(localize(result.error.issues[0]?.message));
    },
  };
}
