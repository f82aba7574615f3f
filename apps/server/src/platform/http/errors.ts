import { Code } from '@gf/contracts';

export { Code };

/** Text in both interface languages; the request's language picks one. */
export interface LocalText {
  zh: string;
  en: string;
}

export type Lang = 'zh' | 'en';

const httpStatusOf: Record<number, number> = {
  [Code.sessionExpired]: 401,
  [Code.sessionEnded]: 401,
  [Code.serverError]: 500,
};

export function httpStatusForCode(code: number): number {
  const fixed = httpStatusOf[code];
  if (fixed) return fixed;
  const cls = Math.floor(code / 100);
  if ([400, 401, 403, 404, 409, 429].includes(cls)) return cls;
  return 400;
}

export interface FieldError {
  field: string;
  message: string;
}

/** An expected refusal: becomes the envelope { code, msg, data } with no stack. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly text: LocalText,
    readonly data: unknown = null,
  ) {
    super(text.en);
  }
}

export const NO_PERMISSION: LocalText = {
  zh: '抱歉，您没有操作权限',
  en: 'Sorry, you have no permission to operate',
};

export function notFound(what: LocalText): AppError {
  return new AppError(Code.notFound, { zh: `${what.zh}不存在`, en: `${what.en} not found` });
}

export function duplicate(field: string, what: LocalText): AppError {
  return new AppError(
    Code.duplicate,
    { zh: `${what.zh}已存在`, en: `${what.en} already exists` },
    { errors: [{ field, message: `${what.en} already exists` }] },
  );
}

export function invalid(field: string, text: LocalText): AppError {
  return new AppError(
    Code.invalidInput,
    { zh: `${field}：${text.zh}`, en: `${field}: ${text.en}` },
    { errors: [{ field, message: text.en }] },
  );
}

export function badState(text: LocalText): AppError {
  return new AppError(Code.badState, text);
}

export function pick(text: LocalText, lang: Lang): string {
  return lang === 'en' ? text.en : text.zh;
}
