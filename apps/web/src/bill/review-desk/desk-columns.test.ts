import { describe, expect, it } from 'vitest';
import { deskCellText, deskColumnTitle } from './desk-columns';

const words = { yes: '是', no: '否' };

describe('deskCellText', () => {
  it.each([
    [null, {}, '-'],
    [undefined, {}, '-'],
    ['', {}, '-'],
    ['王经理', {}, '王经理'],
    [2, {}, '2'],
    [['黑色', '白色'], {}, '黑色, 白色'],
    [[], {}, '-'],
    [true, {}, '是'],
    [0, { format: 'yesNo' as const }, '否'],
    [1, { format: 'yesNo' as const }, '是'],
    [false, { format: 'yesNo' as const }, '否'],
  ])('%j (%j) → %s', (value, column, text) => {
    expect(deskCellText(value, column, words)).toBe(text);
  });
});

describe('deskColumnTitle', () => {
  it('follows the interface language', () => {
    const c = { key: 'contacts', zh: '联系人', en: 'Contact' };
    expect(deskColumnTitle(c, 'en')).toBe('Contact');
    expect(deskColumnTitle(c, 'en-US')).toBe('Contact');
    expect(deskColumnTitle(c, 'zh')).toBe('联系人');
  });
});
