import { z } from 'zod';
import {
  AQL_VALUES,
  CODE_LETTERS,
  INSPECTION_LEVELS,
  LOT_SIZE_TABLE,
  MASTER_TABLE_2A,
  SAMPLE_SIZES,
  type AqlValue,
  type CodeLetter,
  type InspectionLevel,
} from './aql-tables.js';

/**
 * AQL sampling by ISO 2859-1 (issue 12 part 6): single sampling, normal inspection, general inspection levels.
 * From the lot size and level the code letter (Table 1); from the letter and AQL the plan (Table 2-A), following its
 * arrows to the first plan below (↓) or above (↑); a sample as large as the lot means every piece is inspected.
 */

/** What a user chooses: the lot, the level (II unless the customer says otherwise) and the AQL column. */
export const aqlPlanInput = z.object({
  lotSize: z.number().int().min(2).max(100_000_000),
  level: z.enum(INSPECTION_LEVELS),
  aql: z.enum(AQL_VALUES),
});
export type AqlPlanInput = z.infer<typeof aqlPlanInput>;

export interface AqlPlan {
  /** Table 1's letter for the lot and level. */
  codeLetter: CodeLetter;
  /** The letter whose plan applies once the arrows are followed (the same letter when the cell holds a plan). */
  planLetter: CodeLetter;
  /** Pieces to inspect: the plan's sample size, or the whole lot when the sample would reach it. */
  sampleSize: number;
  /** Accept the lot with at most Ac nonconforming pieces; reject it with Re or more. */
  ac: number;
  re: number;
  /** The arrows followed ('down' / 'up'), empty when the cell holds a plan. */
  arrows: ('down' | 'up')[];
  /** The sample reached the lot size: inspect every piece (the standard's note under Table 2-A). */
  isFullInspection: boolean;
}

type Cell = { ac: number } | 'down' | 'up';

function cell(letter: CodeLetter, aql: AqlValue): Cell {
  const text = MASTER_TABLE_2A[letter].trim().split(/\s+/)[AQL_VALUES.indexOf(aql)];
  if (text === 'v') return 'down';
  if (text === '^') return 'up';
  return { ac: Number(text) };
}

/** Table 1: the sample size code letter of a lot at a general inspection level. */
export function codeLetterOf(lotSize: number, level: InspectionLevel): CodeLetter {
  const row = LOT_SIZE_TABLE.find(([largest]) => lotSize <= largest) ?? LOT_SIZE_TABLE[LOT_SIZE_TABLE.length - 1]!;
  return row[1 + INSPECTION_LEVELS.indexOf(level)] as CodeLetter;
}

/** Table 2-A from a code letter: the plan in the letter's cell, or where its arrows lead. */
export function masterPlan(
  letter: CodeLetter,
  aql: AqlValue,
): { letter: CodeLetter; ac: number; re: number; arrows: ('down' | 'up')[] } {
  const arrows: ('down' | 'up')[] = [];
  let index = CODE_LETTERS.indexOf(letter);
  // The table's arrows always end at a plan within its 16 rows; the bound only guards against a mistyped table.
  for (let step = 0; step <= CODE_LETTERS.length; step++) {
    const current = CODE_LETTERS[index]!;
    const c = cell(current, aql);
    if (typeof c === 'object') return { letter: current, ac: c.ac, re: c.ac + 1, arrows };
    arrows.push(c);
    index += c === 'down' ? 1 : -1;
    if (index < 0 || index >= CODE_LETTERS.length) break;
  }
  throw new Error(`Table 2-A has no plan for ${letter} at AQL ${aql}`);
}

/** The sampling plan for a lot: letter, sample size, Ac and Re. */
export function aqlPlan({ lotSize, level, aql }: AqlPlanInput): AqlPlan {
  const codeLetter = codeLetterOf(lotSize, level);
  const plan = masterPlan(codeLetter, aql);
  const planSize = SAMPLE_SIZES[plan.letter];
  const isFullInspection = planSize >= lotSize;
  return {
    codeLetter,
    planLetter: plan.letter,
    sampleSize: isFullInspection ? lotSize : planSize,
    ac: plan.ac,
    re: plan.re,
    arrows: plan.arrows,
    isFullInspection,
  };
}

export type AqlVerdict = 'accept' | 'reject';

/** The lot's fate from the nonconforming pieces found in the sample: accept at Ac or fewer, reject at Re or more. */
export function judgeLot(plan: Pick<AqlPlan, 'ac' | 're'>, defects: number): AqlVerdict {
  return defects <= plan.ac ? 'accept' : 'reject';
}
