import { customFieldLimits, type CustomFieldType, type CustomFieldValueView } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { LocalText } from '../http/errors.js';

/** What validation needs to know about one field definition. */
export interface FieldRule {
  id: string;
  name: string;
  type: CustomFieldType;
  required: boolean;
  /** Option ids of a select field, in display order, with their names. */
  options: { id: string; optionName: string }[];
}

/** A value ready to store: exactly one of the value columns is set by type. */
export interface NormalisedValue {
  customFieldId: string;
  type: CustomFieldType;
  textValue: string | null;
  numberValue: string | null;
  dateValue: string | null;
  optionIds: string[];
}

export type RawValue = string | number | (string | number)[] | null | undefined;
export type Check = { value: NormalisedValue | null } | { error: LocalText };

const integerPattern = /^[+-]?\d{1,15}$/;
const decimalPattern = new RegExp(`^[+-]?\\d{1,13}(\\.\\d{1,${customFieldLimits.decimals}})?$`);
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isBlank(raw: RawValue): boolean {
  if (raw === null || raw === undefined) return true;
  if (Array.isArray(raw)) return raw.length === 0;
  return String(raw).trim() === '';
}

function isRealDate(text: string): boolean {
  const m = datePattern.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function empty(field: FieldRule): NormalisedValue {
  return { customFieldId: field.id, type: field.type, textValue: null, numberValue: null, dateValue: null, optionIds: [] };
}

/**
 * One field's rule: blank clears the value (refused when required); otherwise the value must fit the
 * type. Returns the normalised value or the reason, in both languages.
 */
export function checkFieldValue(field: FieldRule, raw: RawValue): Check {
  if (isBlank(raw)) {
    return field.required ? { error: { zh: '必填', en: 'is required' } } : { value: null };
  }
  const base = empty(field);
  switch (field.type) {
    case 'TEXT': {
      if (Array.isArray(raw)) return { error: { zh: '应为文本', en: 'must be text' } };
      const text = String(raw).trim();
      if (text.length > customFieldLimits.text)
        return {
          error: { zh: `最多 ${customFieldLimits.text} 个字符`, en: `must have at most ${customFieldLimits.text} characters` },
        };
      return { value: { ...base, textValue: text } };
    }
    case 'DATE': {
      const text = Array.isArray(raw) ? '' : String(raw).trim().slice(0, 10);
      if (!isRealDate(text)) return { error: { zh: '日期格式应为 yyyy-MM-dd', en: 'must be a date yyyy-MM-dd' } };
      return { value: { ...base, dateValue: text } };
    }
    case 'INTEGER': {
      const text = Array.isArray(raw) ? '' : String(raw).trim();
      if (!integerPattern.test(text)) return { error: { zh: '应为整数', en: 'must be a whole number' } };
      return { value: { ...base, numberValue: Dec.of(text).toFixed(0) } };
    }
    case 'DECIMAL': {
      const text = Array.isArray(raw) ? '' : String(raw).trim();
      if (!decimalPattern.test(text))
        return {
          error: {
            zh: `应为数字，最多 ${customFieldLimits.decimals} 位小数`,
            en: `must be a number with at most ${customFieldLimits.decimals} decimals`,
          },
        };
      return { value: { ...base, numberValue: Dec.of(text).toFixed() } };
    }
    case 'SINGLE_SELECT':
    case 'MULTI_SELECT': {
      const ids = [...new Set((Array.isArray(raw) ? raw : [raw]).map((v) => String(v).trim()).filter(Boolean))];
      if (field.type === 'SINGLE_SELECT' && ids.length > 1) return { error: { zh: '只能选一项', en: 'allows one option only' } };
      const known = new Set(field.options.map((o) => o.id));
      if (ids.some((id) => !known.has(id))) return { error: { zh: '选项不存在', en: 'has an unknown option' } };
      // Stored in the field's option order, whatever order the form sent.
      const ordered = field.options.map((o) => o.id).filter((id) => ids.includes(id));
      return { value: { ...base, optionIds: ordered } };
    }
  }
}

/** The full-width comma the factory screens join multi-select values with. */
export const MULTI_SELECT_SEPARATOR = '，';

/** A stored value as lists, details and exports show it (SPEC section 3, rolls). */
export function toValueView(
  field: FieldRule,
  stored: { textValue: string | null; numberValue: string | null; dateValue: string | null; optionIds: string[] },
): CustomFieldValueView {
  const names = new Map(field.options.map((o) => [o.id, o.optionName]));
  const view: CustomFieldValueView = {
    customFieldId: field.id,
    customFieldName: field.name,
    customFieldType: field.type,
    textValue: null,
    numberValue: null,
    selectedOptions: [],
    displayValue: '',
  };
  switch (field.type) {
    case 'SINGLE_SELECT':
    case 'MULTI_SELECT':
      // An option deleted (forced) since is simply no longer shown.
      view.selectedOptions = stored.optionIds.filter((id) => names.has(id)).map((id) => ({ id, optionName: names.get(id)! }));
      view.displayValue = view.selectedOptions.map((o) => o.optionName).join(MULTI_SELECT_SEPARATOR);
      return view;
    case 'INTEGER':
    case 'DECIMAL':
      view.numberValue = stored.numberValue === null ? null : Dec.of(stored.numberValue).toFixed();
      view.displayValue = view.numberValue ?? '';
      return view;
    case 'DATE':
      view.textValue = stored.dateValue;
      view.displayValue = stored.dateValue ?? '';
      return view;
    case 'TEXT':
      view.textValue = stored.textValue;
      view.displayValue = stored.textValue ?? '';
      return view;
  }
}
