import { fieldLabel, readableField } from '@gf/contracts';

/**
 * Bad-input answers (40001) name the field in the user's words already ("第1行 数量不能为负数") and keep its path in
 * data.errors ("lines.0.quantity") so that API callers and forms can point at it. A message that still starts with
 * a path (an older call, a field the server's catalogue does not name) is read here: the row number and a label for
 * the last segment when one is known ("第1行 金额：…"), the path dropped when nothing of it is readable.
 */
export type LabelOf = (segment: string) => string | undefined;

/** The words a user reads for a field path, or '' when there are none (contracts' field-message.ts). */
export { readableField };

/** A field's label in the language: contracts' catalogue (the server names fields the same way), else `fallback`. */
export function fieldLabelIn(lang: 'zh' | 'en', fallback: LabelOf = () => undefined): LabelOf {
  return (segment) => fieldLabel(segment, lang) ?? fallback(segment);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The answer's text with every named field path ("path：" or "path: ") put in the user's words. */
export function readableAnswerText(
  text: string,
  fields: readonly string[],
  labelOf: LabelOf,
  rowText: (n: number) => string,
): string {
  let out = text;
  for (const field of [...new Set(fields)].sort((a, b) => b.length - a.length)) {
    const words = readableField(field, labelOf, rowText);
    out = out.replace(new RegExp(`(^|; )${escape(field)}(：|: )`, 'g'), (_m, lead: string, colon: string) =>
      words ? `${lead}${words}${colon}` : lead,
    );
  }
  return out;
}

/** The field errors of a 40001 answer's data ({ errors: [{ field, message }] }). */
export function answerErrors(data: unknown): { field: string; message: string }[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: unknown) => {
    const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
    return typeof field === 'string' ? [{ field, message: typeof message === 'string' ? message : '' }] : [];
  });
}

/** The field paths of a 40001 answer's data. */
export function answerFields(data: unknown): string[] {
  return answerErrors(data).map((e) => e.field);
}

/**
 * One error, one place: a form that shows a bad-input answer under its own fields claims the answer, and the api
 * client then does not toast it as well. The client waits a moment before toasting such an answer (deferToast).
 */
const claimed = new WeakSet<object>();
export const claimAnswer = (error: object): void => void claimed.add(error);
export const isClaimed = (error: object): boolean => claimed.has(error);

/** How long a bad-input toast waits for a form to claim it: the rejection reaches the form's catch well before. */
export const CLAIM_WAIT_MS = 50;

/** Runs `toast` unless the error is claimed within CLAIM_WAIT_MS. */
export function deferToast(error: object, toast: () => void): void {
  setTimeout(() => {
    if (!isClaimed(error)) toast();
  }, CLAIM_WAIT_MS);
}
