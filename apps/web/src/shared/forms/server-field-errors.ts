import { Code } from '@gf/contracts';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error';
import { answerErrors, claimAnswer } from '../api/field-text';

/** "lines.0.quantity" / "lines[0].quantity" → ['lines', 0, 'quantity'] (antd's name path). */
export const namePathOf = (field: string): (string | number)[] =>
  field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/**
 * A bad-input answer (40001) shown where it belongs: when every field it names is on the form, each field shows its
 * message (which names the field and row) and the answer is claimed, so the api client does not toast it again.
 * Otherwise nothing is marked and the client's toast says it all. True when the form took it.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== Code.invalidInput) return false;
  const errors = answerErrors(error.data);
  const onForm = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  if (!errors.length || !errors.every((e) => onForm.has(namePathOf(e.field).join('.')))) return false;
  const byField = new Map<string, string[]>();
  for (const e of errors) byField.set(e.field, [...(byField.get(e.field) ?? []), e.message || error.msg]);
  form.setFields([...byField].map(([field, messages]) => ({ name: namePathOf(field), errors: messages })));
  claimAnswer(error);
  return true;
}
