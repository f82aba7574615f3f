import type { Rule } from 'antd/es/form';

/**
 * A uniqueness check run when the field is left: the trimmed value is asked about and `text` shown if it
 * exists. A failed request passes (the server still refuses duplicates on save).
 */
export const duplicateRule = (check: (value: string) => Promise<{ exists: boolean }>, text: string): Rule => ({
  validateTrigger: 'onBlur',
  validator: async (_r, value: string | undefined) => {
    const v = value?.trim();
    if (!v) return;
    let exists = false;
    try {
      exists = (await check(v)).exists;
    } catch {
      return;
    }
    if (exists) throw new Error(text);
  },
});
