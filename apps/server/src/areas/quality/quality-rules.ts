import type { QualityResult } from '@gf/contracts';
import { Dec } from '@gf/contracts';

export type LineCheck = { result: QualityResult } | { field: 'qualifiedQuantity' | 'result'; error: { zh: string; en: string } };

/**
 * A quality-check line: qualified + unqualified must equal the checked quantity. The result defaults to
 * QUALIFIED when nothing is unqualified, else UNQUALIFIED; QUALIFIED with unqualified goods and
 * UNQUALIFIED or CONCESSION (让步接收) without any are contradictions.
 */
export function checkQualityLine(line: {
  checkedQuantity: string;
  qualifiedQuantity: string;
  unqualifiedQuantity: string;
  result?: QualityResult | null | undefined;
}): LineCheck {
  const sum = Dec.of(line.qualifiedQuantity).plus(line.unqualifiedQuantity);
  if (!sum.eq(line.checkedQuantity))
    return {
      field: 'qualifiedQuantity',
      error: { zh: '合格数 + 不合格数须等于质检数', en: 'qualified + unqualified must equal the checked quantity' },
    };
  const hasDefects = Dec.of(line.unqualifiedQuantity).gt(0);
  const result = line.result ?? (hasDefects ? 'UNQUALIFIED' : 'QUALIFIED');
  if (result === 'QUALIFIED' && hasDefects)
    return {
      field: 'result',
      error: { zh: '有不合格数时结果不能为合格', en: 'a line with unqualified goods cannot be qualified' },
    };
  if (result !== 'QUALIFIED' && !hasDefects)
    return {
      field: 'result',
      error: { zh: '没有不合格数时结果须为合格', en: 'a line without unqualified goods must be qualified' },
    };
  return { result };
}

/** The qualified flag a completed check gives a roll: only a fully qualified roll stays qualified. */
export function rollQualifiedAfter(result: QualityResult): boolean {
  return result === 'QUALIFIED';
}
