import { fieldWords, fillFieldText, pickHalf, type MessageLang } from './field-message.js';
import { numberTexts } from './number-input.js';

/** A zod issue as the server meets it (zod's own, or fastify-type-provider-zod's copy of it). */
export interface IssueLike {
  code: string;
  /** Dotted ("lines.0.quantity") or slashed ("/lines/0/quantity"). */
  path: string;
  message?: string | undefined;
  input?: unknown;
  origin?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  values?: unknown;
  keys?: unknown;
}

const both = (zh: string, en: string) => `${zh}|${en}`;
const isSizeOf = (origin: unknown) => origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file';

/** The rule an issue states, "中文|English" with the {label} placeholder, from its code and bounds. */
export function issueRule(issue: Omit<IssueLike, 'path'>): string {
  // Messages written in the contracts ("中文|English") say it best.
  if (issue.message?.includes('|')) return issue.message;
  const { origin } = issue;
  const min = String(issue.minimum);
  const max = String(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return numberTexts.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return numberTexts.notANumber;
      if (issue.expected === 'string') return both('{label}须为文字', '{label} must be text');
      if (issue.expected === 'array') return both('{label}须为列表', '{label} must be a list');
      if (issue.expected === 'boolean') return both('{label}须为是或否', '{label} must be true or false');
      return both(`{label}类型应为 ${String(issue.expected)}`, `{label} must be ${String(issue.expected)}`);
    case 'too_small':
      if (origin === 'string')
        return Number(issue.minimum) <= 1
          ? both('{label}不能为空', '{label} must not be empty')
          : both(`{label}至少 ${min} 个字符`, `{label} must have at least ${min} characters`);
      if (isSizeOf(origin)) return both(`{label}至少 ${min} 项`, `{label} needs at least ${min} items`);
      if (issue.inclusive === false) return both(`{label}须大于 ${min}`, `{label} must be greater than ${min}`);
      return Number(issue.minimum) === 0 ? numberTexts.negative : numberTexts.min(min);
    case 'too_big':
      if (origin === 'string') return both(`{label}最多 ${max} 个字符`, `{label} must have at most ${max} characters`);
      if (isSizeOf(origin)) return both(`{label}最多 ${max} 项`, `{label} allows at most ${max} items`);
      if (issue.inclusive === false) return both(`{label}须小于 ${max}`, `{label} must be less than ${max}`);
      return numberTexts.max(max);
    case 'not_multiple_of':
      return numberTexts.whole;
    case 'invalid_format':
      return both('{label}格式不正确', `{label} has an invalid format${issue.format ? ` (${String(issue.format)})` : ''}`);
    case 'invalid_value':
      return both('{label}取值不在允许范围内', `{label} must be one of ${JSON.stringify(issue.values ?? [])}`);
    case 'unrecognized_keys':
      return both(`不认识的字段 ${JSON.stringify(issue.keys)}`, `unknown fields ${JSON.stringify(issue.keys)}`);
    case 'invalid_union':
      return both('{label}取值不正确', '{label} is not a valid value');
    default:
      return both('{label}不正确', '{label} is not valid');
  }
}

/** The rule alone, after a name the place shows itself (an import's column header: "名称: 最多 5 个字符"). */
export function issueRuleText(issue: Omit<IssueLike, 'path'>, lang: MessageLang): string {
  const text = fillFieldText(pickHalf(issueRule(issue), lang), {}, lang);
  return lang === 'en' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** What the server says about one issue: the field's words (row and name) and the rule, in one language. */
export function issueMessage(issue: IssueLike, lang: MessageLang): string {
  const path = issue.path.replace(/^\//, '').replaceAll('/', '.');
  return fillFieldText(pickHalf(issueRule(issue), lang), fieldWords(path || '(body)', lang), lang);
}
