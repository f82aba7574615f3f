import { describe, expect, it } from 'vitest';
import { aqlPlan, aqlPlanInput, codeLetterOf, judgeLot, masterPlan } from './aql.js';
import { AQL_VALUES, CODE_LETTERS, MASTER_TABLE_2A, type AqlValue, type CodeLetter } from './aql-tables.js';

describe('Table 1: lot size → code letter', () => {
  it.each([
    [2, 'I', 'A'],
    [8, 'III', 'B'],
    [9, 'II', 'B'],
    [50, 'II', 'D'],
    [51, 'II', 'E'],
    [500, 'II', 'H'],
    [501, 'II', 'J'],
    [1200, 'I', 'G'],
    [1200, 'II', 'J'],
    [1200, 'III', 'K'],
    [1201, 'II', 'K'],
    [3200, 'II', 'K'],
    [10000, 'II', 'L'],
    [35001, 'II', 'N'],
    [500000, 'I', 'M'],
    [500001, 'II', 'Q'],
    [2_000_000, 'III', 'R'],
  ] as const)('lot %i at level %s → %s', (lot, level, letter) => {
    expect(codeLetterOf(lot, level)).toBe(letter);
  });
});

describe('Table 2-A: single sampling, normal inspection', () => {
  // [lot, level, AQL, sample size, Ac, Re], each checked against the standard's tables
  it.each([
    [1200, 'II', '2.5', 80, 5, 6], // J
    [3000, 'II', '2.5', 125, 7, 8], // K
    [1200, 'II', '0.65', 80, 1, 2],
    [1200, 'II', '0.15', 80, 0, 1],
    [1200, 'II', '4.0', 80, 7, 8],
    [1200, 'II', '6.5', 80, 10, 11],
    [1200, 'II', '15', 80, 21, 22],
    [3000, 'II', '4.0', 125, 10, 11],
    [3000, 'II', '10', 125, 21, 22],
    [500, 'II', '4.0', 50, 5, 6], // H
    [1200, 'I', '2.5', 32, 2, 3], // G
    [5000, 'II', '1.5', 200, 7, 8], // L
    [5000, 'II', '2.5', 200, 10, 11],
    [20000, 'II', '4.0', 315, 21, 22], // M
    [150, 'II', '4.0', 20, 2, 3], // F
    [40, 'III', '4.0', 13, 1, 2], // E
    [600000, 'II', '0.010', 1250, 0, 1], // Q
  ] as const)('lot %i level %s AQL %s → n %i, Ac %i, Re %i', (lotSize, level, aql, n, ac, re) => {
    const plan = aqlPlan({ lotSize, level, aql });
    expect([plan.sampleSize, plan.ac, plan.re]).toEqual([n, ac, re]);
    expect(plan.arrows).toEqual([]);
  });

  it.each([
    // ↑ right of 0/1: J at 0.25 uses H's 50 with 0/1
    [1200, 'II', '0.25', 'J', 'H', 50, 0, 1, ['up']],
    // ↓ left of 1/2: J at 0.40 uses K's 125 with 1/2
    [1200, 'II', '0.40', 'J', 'K', 125, 1, 2, ['down']],
    // ↑ past 21/22: L at AQL 10 uses K's 125 with 21/22; M at 6.5 uses L's 200
    [5000, 'II', '10', 'L', 'K', 125, 21, 22, ['up']],
    [20000, 'II', '6.5', 'M', 'L', 200, 21, 22, ['up']],
    // F at 1.0 (↑) → E, 13 pieces, 0/1
    [150, 'II', '1.0', 'F', 'E', 13, 0, 1, ['up']],
    // a run of ↓: F at 0.10 → G H J K, K's 125 with 0/1
    [150, 'II', '0.10', 'F', 'K', 125, 0, 1, ['down', 'down', 'down', 'down']],
    // C at 0.65 (level I, lot 50) → D E F: 20 pieces, 0/1
    [50, 'I', '0.65', 'C', 'F', 20, 0, 1, ['down', 'down', 'down']],
  ] as const)(
    'lot %i level %s AQL %s: %s follows the arrows to %s (n %i, Ac %i, Re %i)',
    (lotSize, level, aql, codeLetter, planLetter, n, ac, re, arrows) => {
      const plan = aqlPlan({ lotSize, level, aql });
      expect(plan).toEqual({
        codeLetter,
        planLetter,
        sampleSize: n,
        ac,
        re,
        arrows,
        isFullInspection: false,
      });
    },
  );

  it('inspects the whole lot when the plan’s sample reaches it (lot 8, AQL 0.65 → F 20)', () => {
    expect(aqlPlan({ lotSize: 8, level: 'II', aql: '0.65' })).toMatchObject({
      codeLetter: 'A',
      planLetter: 'F',
      sampleSize: 8,
      ac: 0,
      re: 1,
      isFullInspection: true,
    });
  });

  it.each([
    ['A', '1000', 'A', 30],
    ['B', '1000', 'B', 44],
    ['C', '1000', 'B', 44], // ↑ past 44/45
    ['A', '10', 'C', 1], // row A cannot point up: ↓ B ↓ C, 1/2
    ['R', '0.010', 'Q', 0],
    ['R', '0.015', 'P', 0], // row R cannot point down: ↑ Q ↑ P, 0/1
    ['R', '0.65', 'R', 21],
  ] as const)('%s at AQL %s → plan of %s with Ac %i', (letter, aql, planLetter, ac) => {
    expect(masterPlan(letter, aql)).toMatchObject({ letter: planLetter, ac, re: ac + 1 });
  });

  it('answers a plan for every letter and AQL, its Ac one of the standard’s series, never reading past the table', () => {
    const series = new Set([0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 44]);
    for (const letter of CODE_LETTERS) {
      expect(MASTER_TABLE_2A[letter].trim().split(/\s+/)).toHaveLength(AQL_VALUES.length);
      for (const aql of AQL_VALUES) {
        const plan = masterPlan(letter as CodeLetter, aql as AqlValue);
        expect(series.has(plan.ac)).toBe(true);
        expect(plan.re).toBe(plan.ac + 1);
      }
    }
  });

  it('keeps Ac growing with the AQL along a row and with the sample down a column (where the cells hold plans)', () => {
    for (const letter of CODE_LETTERS) {
      const acs = AQL_VALUES.map((aql) => masterPlan(letter, aql));
      for (let j = 1; j < acs.length; j++) {
        if (acs[j]!.letter === letter && acs[j - 1]!.letter === letter) expect(acs[j]!.ac).toBeGreaterThan(acs[j - 1]!.ac);
      }
    }
  });
});

describe('judging the lot', () => {
  it.each([
    [0, 'accept'],
    [5, 'accept'],
    [6, 'reject'],
    [40, 'reject'],
  ] as const)('%i defects in 80 at AQL 2.5 (Ac 5, Re 6) → %s', (defects, verdict) => {
    expect(judgeLot(aqlPlan({ lotSize: 1200, level: 'II', aql: '2.5' }), defects)).toBe(verdict);
  });
});

describe('aqlPlanInput', () => {
  it('accepts the standard’s columns and levels only', () => {
    expect(aqlPlanInput.safeParse({ lotSize: 1200, level: 'II', aql: '2.5' }).success).toBe(true);
    expect(aqlPlanInput.safeParse({ lotSize: 1200, level: 'IV', aql: '2.5' }).success).toBe(false);
    expect(aqlPlanInput.safeParse({ lotSize: 1200, level: 'II', aql: '3' }).success).toBe(false);
    expect(aqlPlanInput.safeParse({ lotSize: 1, level: 'II', aql: '2.5' }).success).toBe(false);
  });
});

describe('edge cells checked against ISO 2859-1 (Table 1 and Table 2-A)', () => {
  it('a lot of 2–8 at level I is letter A (sample 2); at AQL 6.5 the A row holds Ac 0 / Re 1', () => {
    for (const lotSize of [2, 5, 8]) expect(codeLetterOf(lotSize, 'I')).toBe('A');
    expect(aqlPlan({ lotSize: 5, level: 'I', aql: '6.5' })).toMatchObject({ sampleSize: 2, ac: 0, re: 1, arrows: [] });
    // At AQL 1.0 the A cell is an arrow down to E (sample 13, Ac 0 / Re 1): more than the lot, so every piece is inspected.
    expect(aqlPlan({ lotSize: 5, level: 'I', aql: '1.0' })).toMatchObject({
      codeLetter: 'A',
      planLetter: 'E',
      sampleSize: 5,
      ac: 0,
      re: 1,
      isFullInspection: true,
    });
  });

  it('a lot over 500,000 at level III is letter R (sample 2,000): Ac 21 / Re 22 at AQL 0.65', () => {
    expect(codeLetterOf(500_001, 'III')).toBe('R');
    expect(aqlPlan({ lotSize: 800_000, level: 'III', aql: '0.65' })).toMatchObject({
      planLetter: 'R',
      sampleSize: 2000,
      ac: 21,
      re: 22,
    });
  });

  it('an arrow cell moves to another sample size: R at AQL 1.0 points up to Q (1,250, Ac 21 / Re 22); J at 0.10 down to K', () => {
    expect(aqlPlan({ lotSize: 800_000, level: 'III', aql: '1.0' })).toMatchObject({
      codeLetter: 'R',
      planLetter: 'Q',
      sampleSize: 1250,
      ac: 21,
      re: 22,
      arrows: ['up'],
    });
    expect(aqlPlan({ lotSize: 1200, level: 'II', aql: '0.10' })).toMatchObject({
      codeLetter: 'J',
      planLetter: 'K',
      sampleSize: 125,
      ac: 0,
      re: 1,
      arrows: ['down'],
    });
  });
});
