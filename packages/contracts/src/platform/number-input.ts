import { z } from 'zod';
import { withOwnLabel } from './field-message.js';

/**
 * Numbers as users type them, checked and never changed: "abc" is not read as 0, -10 is not raised to 0, a value
 * beyond its column is not cut. Each refusal says which rule the value broke, in words a user reads
 * (placeholders of field-message.ts). The checks are plain functions so that the web's form rules say the same.
 */
export const numberTexts = {
  required: '{label}必填|{label} must be filled in',
  notANumber: '{label}：请输入数字|{label}: enter a number',
  leadingZero: '{label}不能以 0 开头|{label} must not start with 0',
  negative: '{label}不能为负数|{label} must not be negative',
  positive: '{label}须大于 0|{label} must be greater than 0',
  whole: '{label}须为整数|{label} must be a whole number',
  decimals: (scale: number) =>
    scale === 0 ? numberTexts.whole : `{label}最多 ${scale} 位小数|{label} may have at most ${scale} decimals`,
  min: (min: string | number) => `{label}不能小于 ${min}|{label} must be at least ${min}`,
  max: (max: string | number) => `{label}最大为 ${max}|{label} must be at most ${max}`,
  /** A JSON number with decimals has already lost digits a decimal column keeps: decimals travel as text. */
  asText: '{label}：小数须以文本传递（如 "12.5"）|{label}: send decimals as text ("12.5")',
};

export interface DecimalRule {
  /** Decimals allowed (the column's scale). */
  scale: number;
  /** Integer digits allowed (precision − scale of the column); 12 unless given. */
  intDigits?: number;
  /** Must be greater than zero. */
  positive?: boolean;
  /** At most this whole number (e.g. 100 for a percentage). */
  maxInt?: number;
  /** Negative values are allowed (adjustments). */
  allowNegative?: boolean;
  /** The field's own name ("销售价|Sale price") where the general catalogue's word would be wrong. */
  label?: string;
}

const NUMBER_SYNTAX = /^-?\d+(\.\d+)?$/;

/** The largest value the rule allows, as text: maxInt, else all nines ("999999999999.99"). */
export function decimalMax(rule: DecimalRule): string {
  if (rule.maxInt !== undefined) return String(rule.maxInt);
  const int = '9'.repeat(rule.intDigits ?? 12);
  return rule.scale > 0 ? `${int}.${'9'.repeat(rule.scale)}` : int;
}

const labelled = (message: string, label?: string) => (label ? withOwnLabel(message, label) : message);

/** Text for a wire value: a string trimmed, a finite JS number as JavaScript writes it (12 → "12"). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The first rule a decimal text breaks ("中文|English" with placeholders), or null when it is fine. Blank is the
 * caller's business (required or optional).
 */
export function decimalProblem(text: string, rule: DecimalRule): string | null {
  const problem = (() => {
    if (!NUMBER_SYNTAX.test(text)) return numberTexts.notANumber;
    const negative = text.startsWith('-') && !/^-0+(\.0+)?$/.test(text);
    if (negative && !rule.allowNegative) return numberTexts.negative;
    const [int = '', frac = ''] = text.replace(/^-/, '').split('.');
    if (/^0\d/.test(int)) return numberTexts.leadingZero;
    if (frac.length > rule.scale) return numberTexts.decimals(rule.scale);
    const tooBig =
      int.length > (rule.intDigits ?? 12) ||
      (rule.maxInt !== undefined && (Number(int) > rule.maxInt || (Number(int) === rule.maxInt && /[1-9]/.test(frac))));
    if (tooBig) return numberTexts.max(decimalMax(rule));
    if (rule.positive && !/[1-9]/.test(int + frac)) return numberTexts.positive;
    return null;
  })();
  return problem && labelled(problem, rule.label);
}

export interface IntRule {
  min?: number;
  max?: number;
  label?: string;
}

/** The first rule a whole-number text breaks, or null. */
export function intProblem(text: string, rule: IntRule): string | null {
  const problem = (() => {
    if (!NUMBER_SYNTAX.test(text)) return numberTexts.notANumber;
    if (text.includes('.') && !/\.0+$/.test(text)) return numberTexts.whole;
    const n = Number(text.split('.')[0]);
    if (rule.min !== undefined && n < rule.min) return rule.min === 0 ? numberTexts.negative : numberTexts.min(rule.min);
    if (rule.max !== undefined && n > rule.max) return numberTexts.max(rule.max);
    return null;
  })();
  return problem && labelled(problem, rule.label);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A number as the wire carries it (a JSON number or its text), checked by `check`. A value of the wrong kind
 * (true, {}, []) is told "enter a number"; nothing at all is "required", or `blank` when the field is optional.
 */
function checked<T, B>(
  label: string | undefined,
  check: (text: string, value: unknown) => string | null,
  out: (text: string) => T,
  optional: { blank: B } | null,
  /** Decimals: the refusal lets the object's own rules run too (one answer names every field), the text passed on. */
  goOn = false,
) {
  const required = labelled(numberTexts.required, label);
  return z
    .union([z.string(), z.number(), ...(optional ? [z.null()] : [])], {
      error: (issue) => (isBlank(issue.input) ? required : labelled(numberTexts.notANumber, label)),
    })
    .transform((value, ctx): T | B => {
      if (optional && isBlank(value)) return optional.blank;
      const text = textOf(value) ?? '';
      const problem = text === '' ? required : check(text, value);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value, continue: goOn });
        return goOn ? (text as T) : z.NEVER;
      }
      return out(text);
    });
}

/** A required decimal: the trimmed text as sent (a JS number as its text), never rounded or raised. */
const decimalCheck = (rule: DecimalRule) => (text: string, value: unknown) =>
  typeof value === 'number' && !Number.isSafeInteger(value)
    ? labelled(numberTexts.asText, rule.label)
    : decimalProblem(text, rule);

export function decimalInput(rule: DecimalRule) {
  return checked(rule.label, decimalCheck(rule), (text) => text, null, true) as z.ZodType<string, string>;
}

/** An optional decimal: blank, null or missing are null. */
export function optionalDecimalInput(rule: DecimalRule) {
  return checked(rule.label, decimalCheck(rule), (text) => text, { blank: null }, true)
    .optional()
    .transform((v) => v ?? null);
}

/** A required whole number (a JSON number or its digits as text): as a number. */
export function intInput(rule: IntRule) {
  return checked(rule.label, (text) => intProblem(text, rule), Number, null) as z.ZodType<number, string | number>;
}

/** An optional whole number: blank, null or missing are undefined (the service's "not given"). */
export function optionalIntInput(rule: IntRule) {
  return checked(rule.label, (text) => intProblem(text, rule), Number, { blank: undefined }).optional();
}
