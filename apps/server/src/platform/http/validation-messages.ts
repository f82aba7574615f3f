import { issueMessage, type IssueLike } from '@gf/contracts';
import type { ZodError } from 'zod';
import type { FieldError, Lang } from './errors.js';

/** An issue as fastify-type-provider-zod hands it over (the zod issue's fields under `params`). */
interface RouteIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const fieldOf = (path: string) => path.replace(/^\//, '').replaceAll('/', '.') || '(body)';

/**
 * A route's validation issue as the envelope carries it: the field's path (for callers and forms) and a message
 * naming the field in the user's words, its row for lines, and the rule ("第1行 数量不能为负数").
 */
export function describeIssue(issue: RouteIssue, lang: Lang): FieldError {
  const field = fieldOf(issue.instancePath);
  const like: IssueLike = { ...issue.params, code: issue.keyword, path: field, message: issue.message };
  return { field, message: issueMessage(like, lang) };
}

/** A ZodError thrown by a parse inside a handler or service, described like a route's own validation. */
export function describeZodError(error: ZodError, lang: Lang): FieldError[] {
  return error.issues.map((issue) => {
    const { code, path, message, ...rest } = issue;
    const field = fieldOf(path.join('.'));
    return { field, message: issueMessage({ ...rest, code, path: field, message }, lang) };
  });
}
