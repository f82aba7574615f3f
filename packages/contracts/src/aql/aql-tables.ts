/**
 * ISO 2859-1 (= ANSI/ASQ Z1.4, GB/T 2828.1) tables, written out as the standard prints them.
 * Table 1: lot size → sample size code letter; Table 2-A: single sampling plans for normal inspection.
 */

export const INSPECTION_LEVELS = ['I', 'II', 'III'] as const;
export type InspectionLevel = (typeof INSPECTION_LEVELS)[number];

/** The code letters in order (no I or O); each row of Table 2-A is one letter. */
export const CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];

/** Table 2-A's sample size column. */
export const SAMPLE_SIZES: Record<CodeLetter, number> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
};

/**
 * Table 1, general inspection levels: [largest lot of the row, letter at I, II, III]; the last row is 500 001 and over.
 */
export const LOT_SIZE_TABLE: readonly (readonly [number, CodeLetter, CodeLetter, CodeLetter])[] = [
  [8, 'A', 'A', 'B'],
  [15, 'A', 'B', 'C'],
  [25, 'B', 'C', 'D'],
  [50, 'C', 'D', 'E'],
  [90, 'C', 'E', 'F'],
  [150, 'D', 'F', 'G'],
  [280, 'E', 'G', 'H'],
  [500, 'F', 'H', 'J'],
  [1200, 'G', 'J', 'K'],
  [3200, 'H', 'K', 'L'],
  [10000, 'J', 'L', 'M'],
  [35000, 'K', 'M', 'N'],
  [150000, 'L', 'N', 'P'],
  [500000, 'M', 'P', 'Q'],
  [Number.POSITIVE_INFINITY, 'N', 'Q', 'R'],
];

/** Table 2-A's columns: AQL in percent nonconforming (up to 10) or nonconformities per 100 units (all). */
export const AQL_VALUES = [
  '0.010',
  '0.015',
  '0.025',
  '0.040',
  '0.065',
  '0.10',
  '0.15',
  '0.25',
  '0.40',
  '0.65',
  '1.0',
  '1.5',
  '2.5',
  '4.0',
  '6.5',
  '10',
  '15',
  '25',
  '40',
  '65',
  '100',
  '150',
  '250',
  '400',
  '650',
  '1000',
] as const;
export type AqlValue = (typeof AQL_VALUES)[number];

/**
 * Table 2-A, one row per code letter, one cell per AQL column (the order of AQL_VALUES). A number is the acceptance
 * number Ac (the rejection number is always Ac + 1 in this table); `v` is the standard's ↓ (use the first plan below
 * the arrow), `^` its ↑ (the first plan above). Row A cannot point up nor row R down: the standard's arrows there
 * lead on the other way (A at AQL 10 ↓, R at 0.015 ↑).
 */
// prettier-ignore
export const MASTER_TABLE_2A: Record<CodeLetter, string> = {
  //      0.010 .015 .025 .040 .065 0.10 0.15 0.25 0.40 0.65 1.0 1.5 2.5 4.0 6.5 10 15 25 40 65 100 150 250 400 650 1000
  A: ' v  v  v  v  v  v  v  v  v  v  v  v  v  v  0  v  v  1  2  3  5  7 10 14 21 30',
  B: ' v  v  v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44',
  C: ' v  v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44  ^',
  D: ' v  v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21 30 44  ^  ^',
  E: ' v  v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^',
  F: ' v  v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^',
  G: ' v  v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^',
  H: ' v  v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^',
  J: ' v  v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  K: ' v  v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  L: ' v  v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  M: ' v  v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  N: ' v  v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  P: ' v  0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  Q: ' 0  ^  v  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
  R: ' ^  ^  1  2  3  5  7 10 14 21  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^  ^',
};
