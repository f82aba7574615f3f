import { Code, fieldWords, fillFieldText } from '@gf/contracts';

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

/** A field's message in both languages: the envelope's data.errors carries the request's language. */
export interface FieldText {
  field: string;
  text: LocalText;
}

/** An expected refusal: becomes the envelope { code, msg, data } with no stack. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly text: LocalText,
    readonly data: unknown = null,
    readonly fieldTexts: readonly FieldText[] = [],
  ) {
    super(text.en);
  }
}

/**
 * A message about a field in the user's words, in both languages: its row and name ("第1行 数量") and the rule.
 * The text may hold the placeholders of contracts' field-message.ts ({label}, {row}); without them the field leads.
 */
export function fieldText(field: string, text: LocalText): LocalText {
  return {
    zh: fillFieldText(text.zh, fieldWords(field, 'zh'), 'zh'),
    en: fillFieldText(text.en, fieldWords(field, 'en'), 'en'),
  };
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

/** Bad input (40001) in one field: the message names the field as a user reads it, data.errors its path. */
export function invalid(field: string, text: LocalText): AppError {
  const said = fieldText(field, text);
  return new AppError(Code.invalidInput, said, { errors: [{ field, message: said.en }] }, [{ field, text: said }]);
}

export function badState(text: LocalText): AppError {
  return new AppError(Code.badState, text);
}

export function pick(text: LocalText, lang: Lang): string {
  return lang === 'en' ? text.en : text.zh;
}
