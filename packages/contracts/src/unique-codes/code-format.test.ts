import { describe, expect, it } from 'vitest';
import { planCodes, previewToken, wymCode, wymSerial } from './code-format.js';

describe('unique codes', () => {
  it('writes W and the serial in 9 digits, and reads it back', () => {
    expect(wymCode(42)).toBe('W000000042');
    expect(wymSerial('w000000042')).toBe(42);
    expect(wymCode(1234567890)).toBe('W1234567890');
    expect(wymSerial('GD1-1-1')).toBeNull();
  });

  it("numbers each line's pieces in turn from the first serial", () => {
    const codes = planCodes(
      [
        { goodsSkuId: 'a', num: 2 },
        { goodsSkuId: 'b', num: 1 },
      ],
      7,
    );
    expect(codes).toEqual([
      { seq: 1, serial: 7, code: 'W000000007', goodsSkuId: 'a' },
      { seq: 2, serial: 8, code: 'W000000008', goodsSkuId: 'a' },
      { seq: 3, serial: 9, code: 'W000000009', goodsSkuId: 'b' },
    ]);
  });

  it('changes its preview token with the lay, the lines, their order or the first code', () => {
    const lines = [
      { goodsSkuId: 'a', num: 2 },
      { goodsSkuId: 'b', num: 1 },
    ];
    const token = previewToken('1', lines, 7);
    expect(previewToken(' 1 ', lines, 7)).toBe(token);
    expect(previewToken('2', lines, 7)).not.toBe(token);
    expect(previewToken('1', [lines[1]!, lines[0]!], 7)).not.toBe(token);
    expect(previewToken('1', [{ goodsSkuId: 'a', num: 3 }, lines[1]!], 7)).not.toBe(token);
    expect(previewToken('1', lines, 8)).not.toBe(token);
  });
});
