import type { FastifyInstance } from 'fastify';
import { AppError, Code } from './errors.js';

/** Deeper than any request of the API needs; deep enough to refuse bodies built to exhaust a stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * Depth of the deepest array or object in JSON text, counted without parsing (strings skipped), stopping as soon
 * as `limit` is passed: a body of 5,000 nested levels is refused before any recursive code (zod, the database's
 * jsonb parser) meets it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i += 1;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth -= 1;
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth check. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          Code.invalidInput,
          { zh: `请求内容嵌套超过 ${MAX_JSON_DEPTH} 层`, en: `the body is nested deeper than ${MAX_JSON_DEPTH} levels` },
          { errors: [{ field: '(body)', message: `nested deeper than ${MAX_JSON_DEPTH} levels` }] },
        ),
        undefined,
      );
      return;
    }
    parse(req, text, done);
  });
}
