import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { statementsMessages } from '../locales';
import { settlementText } from './settlement-columns';

/** t over the area's Chinese strings (statements.x.y). */
const t = ((key: string) =>
  key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], statementsMessages.zh)) as unknown as TFunction;

describe('settlement totals text', () => {
  const figures = { owed: '50', paid: '30.5', offset: '0', adjusted: '-2.5', open: '17' };

  it('reads a payable in two decimals, in the order owed, paid, offset, adjusted, open', () => {
    expect(settlementText(t, figures)).toBe('应付 50.00，已付 30.50，对冲 0.00，调整 -2.50，未付 17.00');
  });

  it('reads a receivable with its own words', () => {
    expect(settlementText(t, figures, true)).toBe('应收 50.00，已收 30.50，对冲 0.00，调整 -2.50，未收 17.00');
  });
});
