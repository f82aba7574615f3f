import type { ZodError } from 'zod';
import type { FieldError, Lang, LocalText } from './errors.js';

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns a zod issue into "field: rule" in the user's language. */
export function describeIssue(issue: IssueLike, lang: Lang): FieldError {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
  const text = ruleText(issue);
  return { field, message: lang === 'en' ? text.en : text.zh };
}

/** A ZodError thrown by a parse inside a handler or service, described like a route's own validation. */
export function describeZodError(error: ZodError, lang: Lang): FieldError[] {
  return error.issues.map((issue) => {
    const { code, path, message, ...params } = issue;
    return describeIssue({ keyword: code, instancePath: `/${path.join('/')}`, message, params }, lang);
  });
}

function ruleText(issue: IssueLike): LocalText {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (p.input === undefined || p.input === null) return { zh: '必填', en: 'is required' };
      return { zh: `类型应为 ${String(p.expected)}`, en: `must be ${String(p.expected)}` };
    case 'too_small':
      if (p.origin === 'string') {
        return Number(p.minimum) <= 1
          ? { zh: '不能为空', en: 'must not be empty' }
          : { zh: `至少 ${String(p.minimum)} 个字符`, en: `must have at least ${String(p.minimum)} characters` };
      }
      if (p.origin === 'array') return { zh: `至少 ${String(p.minimum)} 项`, en: `needs at least ${String(p.minimum)} items` };
      return { zh: `不能小于 ${String(p.minimum)}`, en: `must be at least ${String(p.minimum)}` };
    case 'too_big':
      if (p.origin === 'string')
        return { zh: `最多 ${String(p.maximum)} 个字符`, en: `must have at most ${String(p.maximum)} characters` };
      if (p.origin === 'array') return { zh: `最多 ${String(p.maximum)} 项`, en: `allows at most ${String(p.maximum)} items` };
      return { zh: `不能大于 ${String(p.maximum)}`, en: `must be at most ${String(p.maximum)}` };
    case 'invalid_format':
      return { zh: '格式不正确', en: `has an invalid format${p.format ? ` (${String(p.format)})` : ''}` };
    case 'invalid_value':
      return { zh: '取值不在允许范围内', en: `must be one of ${JSON.stringify(p.values ?? [])}` };
    case 'unrecognized_keys':
      return { zh: `不认识的字段 ${JSON.stringify(p.keys)}`, en: `has unknown fields ${JSON.stringify(p.keys)}` };
    default: {
      // Custom rules carry "中文|English" messages written in the schemas.
      const [zh, en] = (issue.message ?? 'invalid|invalid').split('|');
      return { zh: zh ?? 'invalid', en: en ?? zh ?? 'invalid' };
    }
  }
}
