/**
 * Bad-input answers (40001) name the field by its path ("returns[0].amount：…", "lines.2.quantity: …") so that API
 * callers can point at it; a user reads the path in their own words: the row number and a label for the last
 * segment when one is known ("第1行 金额：…"), the path dropped when nothing of it is readable.
 */
export type LabelOf = (segment: string) => string | undefined;

/** Lists whose numeric children are ids, not positions. */
const keyedBy = new Set(['customFields']);

/** The words a user reads for a field path, or '' when there are none. */
export function readableField(path: string, labelOf: LabelOf, rowText: (n: number) => string): string {
  const segments = path.split(/[.[\]]+/).filter(Boolean);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      if (!keyedBy.has(segments[i - 1] ?? '')) words.push(rowText(Number(segment) + 1));
    } else if (i === segments.length - 1 || keyedBy.has(segment)) {
      const label = labelOf(segment);
      if (label) words.push(label);
    }
  });
  return words.join(' ');
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

/** The field paths of a 40001 answer's data ({ errors: [{ field }] }). */
export function answerFields(data: unknown): string[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.flatMap((e) => (typeof (e as { field?: unknown })?.field === 'string' ? [(e as { field: string }).field] : []))
    : [];
}
