import { fillFieldText, pickHalf, rowText, type MessageLang } from '@gf/contracts';
import type { ZodType } from 'zod';

/**
 * What is wrong with the cells of a line grid (purchase and arrival forms), row by row and column by column: each cell
 * is checked with the contract's schema of the same field, so the form says what the server would answer, and a
 * refusal's field paths (materialsSkus.N.field) mark the cells they name. Pure: the screens mark and word them.
 */

/** One wrong cell: the contract's message ("中文|English") or a key the screen words itself (e.g. 'required'). */
export type CellProblem<F extends string> = { field: F } & ({ text: string } | { key: string });

export interface CellRule<L, F extends string> {
  field: F;
  value: (line: L) => string | undefined;
  schema: ZodType;
  /** A blank cell is a problem ('required'); otherwise blank is fine. */
  required?: boolean;
  /** Not judged now (e.g. a quantity while the rate it needs is wrong). */
  skip?: (line: L) => boolean;
}

/** The problems of one line, in the order of the rules (= column order). */
export function cellProblems<L, F extends string>(line: L, rules: readonly CellRule<L, F>[]): CellProblem<F>[] {
  const out: CellProblem<F>[] = [];
  for (const rule of rules) {
    if (rule.skip?.(line)) continue;
    const value = rule.value(line) ?? '';
    if (value.trim() === '') {
      if (rule.required) out.push({ field: rule.field, key: 'required' });
      continue;
    }
    const parsed = rule.schema.safeParse(value);
    if (!parsed.success) out.push({ field: rule.field, text: parsed.error.issues[0]?.message ?? '' });
  }
  return out;
}

/** The problems of a grid: per line key (to mark cells) and all of them in order with their row number (from 1). */
export function gridProblems<L extends { key: string }, F extends string>(
  lines: readonly L[],
  problemsOf: (line: L) => CellProblem<F>[],
) {
  const byKey = new Map<string, CellProblem<F>[]>();
  const all: { row: number; problem: CellProblem<F> }[] = [];
  lines.forEach((l, i) => {
    const problems = problemsOf(l);
    if (!problems.length) return;
    byKey.set(l.key, problems);
    all.push(...problems.map((problem) => ({ row: i + 1, problem })));
  });
  return { byKey, all };
}

/** A refusal's problems per line key, each remembered with the line as it was refused. */
export type RefusedCells<L, F extends string> = Map<string, { line: L; problems: CellProblem<F>[] }>;

/**
 * A refusal's field paths (`<list>.N.field`) as problems of the lines they name, with the refusal's text (already in
 * the user's words); header paths, rows beyond the grid and fields `cellOf` does not map mark nothing.
 */
export function refusedCells<L extends { key: string }, F extends string>(
  lines: readonly L[],
  fields: readonly string[],
  text: string,
  cellOf: Readonly<Record<string, F>>,
  list = 'materialsSkus',
): RefusedCells<L, F> {
  const out: RefusedCells<L, F> = new Map();
  for (const path of fields) {
    const m = new RegExp(`^${list}[.[](\\d+)\\]?\\.(\\w+)`).exec(path);
    const line = m ? lines[Number(m[1])] : undefined;
    const field = m ? cellOf[m[2]!] : undefined;
    if (!line || !field) continue;
    const entry = out.get(line.key) ?? { line, problems: [] };
    if (!entry.problems.some((p) => p.field === field)) entry.problems.push({ field, text });
    out.set(line.key, entry);
  }
  return out;
}

/**
 * The cells to mark now: the grid's own problems (blank required cells only once a save was tried, so a new line is
 * not red before anyone typed) and a refusal's, while its line is unchanged since (any edit makes a new line object).
 */
export function shownProblems<L extends { key: string }, F extends string>(
  lines: readonly L[],
  own: ReadonlyMap<string, CellProblem<F>[]>,
  refused: RefusedCells<L, F>,
  tried: boolean,
): Map<string, CellProblem<F>[]> {
  const shown = new Map<string, CellProblem<F>[]>();
  for (const l of lines) {
    const mine = (own.get(l.key) ?? []).filter((p) => tried || !('key' in p) || p.key !== 'required');
    const theirs = refused.get(l.key)?.line === l ? refused.get(l.key)!.problems : [];
    const all = [...mine, ...theirs.filter((p) => !mine.some((m) => m.field === p.field))];
    if (all.length) shown.set(l.key, all);
  }
  return shown;
}

const langOf = (language: string): MessageLang => (language.startsWith('en') ? 'en' : 'zh');

/**
 * A contract message as the cell's tooltip says it, in the interface language ('zh-CN', 'en' ...): the field's
 * placeholders dropped, since the cell names the field ("不能为负数").
 */
export function problemText(text: string, language: string): string {
  return fillFieldText(pickHalf(text, langOf(language)), { words: '' }, langOf(language));
}

/**
 * A contract message with its row and column, as the save message lists it and as the server words the same rule
 * ("第2行 采购数不能为负数", "第2行 采购数：请输入数字"): `column` is the grid's name for the field.
 */
export function problemWithPlace(text: string, language: string, row: number, column: string): string {
  const lang = langOf(language);
  const rows = rowText(row, lang);
  return fillFieldText(pickHalf(text, lang), { words: `${rows} ${column}`, rows, label: column }, lang);
}
