import { decimalProblem, fillFieldText, intProblem, type DecimalRule } from '@gf/contracts';
import type { Rule } from 'antd/es/form';
import { currentLanguage, localize } from '../i18n';

/** Whole numbers: the bounds; decimals: the column's scale, integer digits, sign and zero rules (contracts). */
export type NumberRuleOptions = (
  { whole: true; min?: number; max?: number } | (Omit<DecimalRule, 'label'> & { whole?: false })
) & {
  /** The field's label, so that the message names it ("销售价不能为负数"); without it the rule alone ("不能为负数"). */
  label?: string;
};

const lang = () => (currentLanguage() === 'en' ? 'en' : 'zh');

/** The message for a typed number (a string or an InputNumber's number), or null when it is fine or blank. */
export function numberProblem(value: unknown, options: NumberRuleOptions): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const { label = '', ...rule } = options;
  const problem = rule.whole ? intProblem(text, rule) : decimalProblem(text, rule);
  return problem && fillFieldText(localize(problem), { words: label }, lang());
}

/**
 * A number field's rule: tells the user what is wrong ("请输入数字", "销售价不能为负数", "最大为 99999") instead of
 * changing the value (no InputNumber min/max/precision clamping on blur). Blank passes: pair with requiredRule.
 */
export function numberRule(options: NumberRuleOptions): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = numberProblem(value, options);
      if (problem) throw new Error(problem);
    },
  };
}
