import { describe, expect, it } from 'vitest';
import { checkedOverArrived, initialShrinkBefore, previewRate, shrinkGrew, shrinkRowFilled } from './cloth-dialog.logic';

describe('shrink dialog rules', () => {
  it.each([
    ['42', '78.4', true],
    ['100', '100.0001', true],
    ['100', '100', false],
    ['100', '96.5', false],
    ['100', '', false],
    ['', '5', false],
    ['0', '5', false],
    ['abc', '5', false],
  ])('before %s, after %s: grew %s', (before, after, grew) => expect(shrinkGrew(before, after)).toBe(grew));

  it('previews the stored rate, negative when the fabric grew', () => {
    expect(previewRate('100', '96.5')).toBe('0.035');
    expect(previewRate('42', '78.4')).toBe('-0.8667');
    expect(previewRate('0', '1')).toBeNull();
    expect(previewRate('100', undefined)).toBeNull();
  });

  it('pre-fills 缩前 with the saved before, else the checked length, else nothing', () => {
    expect(initialShrinkBefore({ shrinkBefore: '50.0000', checkedLength: '60.0000' })).toBe('50.0000');
    expect(initialShrinkBefore({ shrinkBefore: null, checkedLength: '60.0000' })).toBe('60.0000');
    expect(initialShrinkBefore({ shrinkBefore: null, checkedLength: null })).toBeNull();
    expect(initialShrinkBefore(undefined)).toBeNull();
  });

  it('sends a row with an after, or with a before the user typed; skips a pre-filled before alone', () => {
    expect(shrinkRowFilled({ shrinkBefore: '60', shrinkAfter: '58' }, '60')).toBe(true);
    expect(shrinkRowFilled({ shrinkBefore: '60' }, '60')).toBe(false);
    expect(shrinkRowFilled({ shrinkBefore: '61' }, '60')).toBe(true);
    expect(shrinkRowFilled({}, undefined)).toBe(false);
  });
});

describe('a checked length above what arrived', () => {
  it.each([
    ['120.5', '120', '0.5'],
    ['120', '120', null],
    ['80', '120.0000', null],
    ['', '120', null],
    ['abc', '120', null],
    ['130', null, null],
  ])('checked %s, arrived %s: over by %s', (checked, arrived, over) => expect(checkedOverArrived(checked, arrived)).toBe(over));
});
