import type { StocktakeLineRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { countSheetLayout, printedQuantity, unitTotalsOf } from './stocktake-print.logic';

const line = (over: Partial<StocktakeLineRow>): StocktakeLineRow => ({
  id: '1',
  skuId: '1',
  materialNo: 'M1',
  materialName: '布',
  colorName: '红',
  specNo: '',
  kindName: '面料',
  stockUnit: '米',
  rollId: null,
  rollNo: null,
  vatNo: null,
  bookQuantity: '100.0000',
  countedQuantity: null,
  difference: null,
  differenceValue: null,
  postedQuantity: null,
  myQuantity: null,
  counters: 0,
  ...over,
});

describe('countSheetLayout', () => {
  it.each([
    [
      'not counted yet: book shown, 实盘数 blank, no difference',
      false,
      [line({})],
      { showsBook: true, hasCounts: false, showsDifference: false },
    ],
    [
      'counted: figures and the difference',
      false,
      [line({ countedQuantity: '95', difference: '-5' }), line({ id: '2' })],
      { showsBook: true, hasCounts: true, showsDifference: true },
    ],
    [
      'blind for the caller: neither book nor difference',
      true,
      [line({ bookQuantity: null, countedQuantity: '95' })],
      { showsBook: false, hasCounts: true, showsDifference: false },
    ],
  ])('%s', (_name, isHidden, lines, expected) => {
    expect(countSheetLayout({ isHidden, lines })).toMatchObject({ hasLots: false, ...expected });
  });

  it('shows roll and vat columns when some line is a tracked lot', () => {
    expect(countSheetLayout({ isHidden: false, lines: [line({}), line({ id: '2', vatNo: 'V1' })] }).hasLots).toBe(true);
  });
});

describe('unitTotalsOf and printedQuantity', () => {
  it('adds per stock unit, never 米 with 个, exactly', () => {
    const lines = [
      line({ countedQuantity: '0.1' }),
      line({ id: '2', countedQuantity: '0.2' }),
      line({ id: '3', stockUnit: '个', countedQuantity: '33' }),
      line({ id: '4', stockUnit: '个' }),
    ];
    expect(unitTotalsOf(lines, (l) => l.countedQuantity)).toBe('0.3 米 + 33 个');
  });

  it('prints a line nobody counted as blank, a count without trailing zeros', () => {
    expect(printedQuantity(null)).toBe('');
    expect(printedQuantity('52.2500')).toBe('52.25');
  });
});
