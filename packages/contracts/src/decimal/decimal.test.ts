import { describe, expect, it } from 'vitest';
import { arrivalLineFigures } from '../arrivals/arrival-math.js';
import { COLUMNS, Dec, DecimalError, dec, fitsColumn } from './index.js';

describe('parse: decimal text or an error, never 0 for bad input', () => {
  it.each([
    ['0', '0'],
    ['12.50', '12.5'],
    ['-0.0001', '-0.0001'],
    ['+3', '3'],
    ['.5', '0.5'],
    ['5.', '5'],
    [' 7.25 ', '7.25'],
    ['-0.000', '0'],
    ['0.0000000000005', '0.000000000001'],
    ['9999999999999999.9999', '9999999999999999.9999'],
  ])('%j → %s', (input, out) => expect(dec.parse(input)).toBe(out));

  it.each(['', ' ', '-', '.', 'abc', '1,5', '1e3', '1.2.3', '--1', '0x10', 'NaN', 'Infinity', '１２'])(
    '%j throws DecimalError',
    (input) => {
      expect(() => dec.parse(input)).toThrow(DecimalError);
      expect(dec.tryParse(input)).toBeNull();
      expect(dec.isValid(input)).toBe(false);
    },
  );

  it.each([0.1, 1.5, Number.NaN, 2 ** 53])('the JS number %s is refused (only safe integers are exact)', (n) =>
    expect(() => Dec.of(n)).toThrow(DecimalError),
  );

  it('arithmetic refuses malformed text instead of reading it as 0; an absent value (null, blank cell) adds nothing', () => {
    expect(() => dec.add('1', 'abc')).toThrow(DecimalError);
    expect(() => dec.sum(['1', 'x'])).toThrow(DecimalError);
    expect(() => arrivalLineFigures({ quantity: 'abc', conversionRate: '1', unitPrice: '2', amount: null })).toThrow(
      DecimalError,
    );
    expect(dec.sum(['1.5', null, '', undefined, '2'])).toBe('3.5');
  });
});

describe('rounding to a scale', () => {
  it.each([
    // value, scale, half-up, down, floor
    ['1.23445', 4, '1.2345', '1.2344', '1.2344'],
    ['-1.23445', 4, '-1.2345', '-1.2344', '-1.2345'],
    ['0.005', 2, '0.01', '0', '0'],
    ['-0.005', 2, '-0.01', '0', '-0.01'],
    ['2.5', 0, '3', '2', '2'],
    ['-2.5', 0, '-3', '-2', '-3'],
    ['7.1', 4, '7.1', '7.1', '7.1'],
  ] as const)('%s at %i: %s / %s / %s', (v, scale, halfUp, down, floor) => {
    expect(dec.norm(v, scale)).toBe(halfUp);
    expect(dec.norm(v, scale, 'down')).toBe(down);
    expect(dec.norm(v, scale, 'floor')).toBe(floor);
  });

  it.each([
    ['add', dec.add('0.1', '0.2'), '0.3'],
    ['sub', dec.sub('1', '1.0005'), '-0.0005'],
    ['mul at 2', dec.mul('0.005', '1', 2), '0.01'],
    ['mul once-rounded', dec.mul('1.00005', '1', 4), '1.0001'],
    ['mul at 4', dec.mul('0.33333', '3', 4), '1'],
    ['div 1/3', dec.div('1', '3', 4), '0.3333'],
    ['div 2/3', dec.div('2', '3', 4), '0.6667'],
    ['div negative', dec.div('-2', '3', 4), '-0.6667'],
    ['div by negative', dec.div('2', '-3', 2), '-0.67'],
    ['div by zero', dec.div('1', '0', 4), null],
    ['div by absent', dec.div('1', null, 4), null],
    ['sum', dec.sum(['0.1', '0.2', '0.3']), '0.6'],
    ['fixed money', dec.fixed('400', 2), '400.00'],
    ['fixed negative', dec.fixed('-0.005', 2), '-0.01'],
    ['max0', dec.max0('-3'), '0'],
  ])('%s', (_, actual, expected) => expect(actual).toBe(expected));

  it('Dec chains exactly and compares by value', () => {
    const total = Dec.of('19.99').times('3').plus('0.03');
    expect(total.toFixed(2)).toBe('60.00');
    expect(Dec.of('1.50').eq('1.5')).toBe(true);
    expect(Dec.of('1').cmp('1.0001')).toBe(-1);
    expect(Dec.of('-1').abs().toString()).toBe('1');
    expect(() => Dec.of('1').div('0')).toThrow(RangeError);
    expect(JSON.stringify({ q: Dec.of('2.50') })).toBe('{"q":"2.5"}');
  });
});

describe('values at the columns limits', () => {
  const maxQuantity = '9999999999999999.9999'; // numeric(20, 4)
  const maxAmount = '9999999999999999.99'; // numeric(18, 2)
  it('keeps every digit where a float would not', () => {
    expect(String(Number(maxQuantity))).not.toBe(maxQuantity);
    expect(dec.sum([maxQuantity, '0.0001'])).toBe('10000000000000000');
    expect(dec.sub(maxQuantity, '9999999999999999.9998')).toBe('0.0001');
    expect(dec.mul(maxAmount, '1', 2)).toBe(maxAmount);
    expect(dec.div(maxQuantity, '3', 4)).toBe('3333333333333333.3333');
    expect(dec.cmp(maxQuantity, '9999999999999999.9998')).toBe(1);
  });
  it.each([
    [maxQuantity, COLUMNS.quantity, true],
    ['-9999999999999999.9999', COLUMNS.quantity, true],
    ['10000000000000000', COLUMNS.quantity, false],
    ['1.00001', COLUMNS.quantity, false],
    ['99999999999999.9999', COLUMNS.lineQuantity, true],
    ['100000000000000', COLUMNS.lineQuantity, false],
    [maxAmount, COLUMNS.amount, true],
    ['10000000000000000', COLUMNS.amount, false],
    ['999999999999999999.99', COLUMNS.ledgerAmount, true],
    ['9999999999999999.999', COLUMNS.ledgerAmount, false],
    ['99999999999999.999999', COLUMNS.materialPrice, true],
    ['999.9999', COLUMNS.rate, true],
    ['1000', COLUMNS.rate, false],
  ])('%s fits numeric(%o): %s', (value, column, fits) => expect(fitsColumn(value, column)).toBe(fits));
});

describe('format for display, never through Number()', () => {
  it.each([
    ['1234567.5', {}, '1234567.5'],
    ['1234567.5', { grouping: true }, '1,234,567.5'],
    ['1234567.5', { scale: 2, fixed: true, grouping: true }, '1,234,567.50'],
    ['-1234.005', { scale: 2, fixed: true, grouping: true }, '-1,234.01'],
    ['12.3000', {}, '12.3'],
    ['12.34567', { scale: 4 }, '12.3457'],
    ['999', { grouping: true }, '999'],
    ['9999999999999999.9999', { grouping: true }, '9,999,999,999,999,999.9999'],
    [null, { scale: 2 }, ''],
    ['', {}, ''],
  ] as const)('%j %o → %s', (v, options, out) => expect(dec.format(v, options)).toBe(out));
  it('refuses malformed text', () => expect(() => dec.format('12abc')).toThrow(DecimalError));
});
