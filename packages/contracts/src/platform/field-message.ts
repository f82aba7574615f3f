import { fieldLabel } from './field-labels.js';

/**
 * One way to say what is wrong with a field, for the server's bad-input answers and the web's forms alike.
 *
 * Messages in the contracts are written "中文|English" and may hold two placeholders: `{label}` for the field's
 * words (its row and name: "第1行 数量" / "Line 1 Quantity") and `{row}` for the row alone, used by a message that
 * names its field itself ("{row}销售价不能为负数"). A message without either is prefixed with the field's words
 * ("数量：…"). Under a form field the words are the field's own label, or nothing.
 */

export type MessageLang = 'zh' | 'en';

/** Lists whose numeric children are ids, not positions. */
const keyedBy = new Set(['customFields']);

const segmentsOf = (path: string) => path.split(/[.[\]/]+/).filter(Boolean);

/** "第3行" / "Line 3": the words for the n-th row (from 1). */
export const rowText = (n: number, lang: MessageLang) => (lang === 'en' ? `Line ${n}` : `第${n}行`);

/**
 * The words a user reads for a field path: the row number of each list position and the label of the last segment
 * (or of a keyed list such as customFields), when `labelOf` knows it; '' when nothing of it is readable.
 */
export function readableField(path: string, labelOf: (segment: string) => string | undefined, row: (n: number) => string) {
  const segments = segmentsOf(path);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      if (!keyedBy.has(segments[i - 1] ?? '')) words.push(row(Number(segment) + 1));
    } else if (i === segments.length - 1 || keyedBy.has(segment)) {
      const label = labelOf(segment);
      if (label) words.push(label);
    }
  });
  return words.join(' ');
}

/** The segment naming the field: the last one, or the keyed list a trailing id belongs to. */
function namedSegment(path: string): string | undefined {
  const segments = segmentsOf(path);
  const last = segments.at(-1);
  if (last !== undefined && /^\d+$/.test(last) && keyedBy.has(segments.at(-2) ?? '')) return segments.at(-2);
  return last !== undefined && !/^\d+$/.test(last) ? last : undefined;
}

export interface FieldWords {
  /** Row and name: "第1行 数量"; the path itself when its name is not in the catalogue; '' for no field. */
  words: string;
  /** The row alone: "第1行"; '' outside lists. */
  rows: string;
  /** The field's name alone ("数量"); '' when the catalogue does not know it. */
  label: string;
}

/** How the server names a field path in a message (the catalogue of field-labels.ts, rows counted from 1). */
export function fieldWords(path: string, lang: MessageLang): FieldWords {
  const row = (n: number) => rowText(n, lang);
  const rows = readableField(path, () => undefined, row);
  const named = namedSegment(path);
  const label = named ? fieldLabel(named, lang) : undefined;
  if (!label) return { words: path, rows, label: '' };
  return { words: readableField(path, (s) => fieldLabel(s, lang), row), rows, label };
}

/** One half of a "中文|English" text (the whole text when it has no bar). */
export function pickHalf(text: string, lang: MessageLang): string {
  const bar = text.indexOf('|');
  if (bar < 0) return text;
  return lang === 'en' ? text.slice(bar + 1) : text.slice(0, bar);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A message (one language) with its placeholders filled: `{label}` by the field's words, `{row}` by the row words;
 * without placeholders the words lead ("数量：…"), or only the row when the message already names the field
 * ("请输入名称"). With no words the placeholder goes with the punctuation after it ("{label}：请输入数字" →
 * "请输入数字", "{label} must not be negative" → "Must not be negative").
 */
export function fillFieldText(message: string, field: Partial<FieldWords>, lang: MessageLang): string {
  const words = field.words ?? '';
  if (message.includes('{label}')) {
    if (words) return message.replaceAll('{label}', words);
    const bare = message.replace(/\{label\}(：|: | )?/g, '').trim();
    return lang === 'en' ? capitalise(bare) : bare;
  }
  if (message.includes('{row}')) return message.replaceAll('{row}', field.rows ? `${field.rows} ` : '');
  if (!words) return message;
  if (field.label && message.toLowerCase().includes(field.label.toLowerCase())) {
    const said = lang === 'en' ? capitalise(message) : message;
    return field.rows ? `${field.rows} ${said}` : said;
  }
  return lang === 'en' ? `${words}: ${message}` : `${words}：${message}`;
}

/** A "中文|English" message whose `{label}` is this field's own name ("中文|English"): it keeps `{row}` only. */
export function withOwnLabel(message: string, label: string): string {
  const [zh, en] = [pickHalf(message, 'zh'), pickHalf(message, 'en')];
  return `${zh.replaceAll('{label}', `{row}${pickHalf(label, 'zh')}`)}|${en.replaceAll('{label}', `{row}${pickHalf(label, 'en')}`)}`;
}
