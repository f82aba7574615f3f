import { describe, expect, it } from 'vitest';
import { isMonthOver, monthName, monthToClose, previousMonth } from './month';

describe('finance months', () => {
  it('names a month in Chinese and English', () => {
    expect(monthName('2026-10', 'zh')).toBe('2026年10月');
    expect(monthName('2026-01', 'en')).toBe('January 2026');
    expect(monthName('bad', 'zh')).toBe('bad');
  });

  it('closes the server’s next month, else last month (across a year end)', () => {
    expect(monthToClose('2026-08', '2026-11-26')).toBe('2026-08');
    expect(monthToClose(null, '2026-11-26')).toBe('2026-10');
    expect(previousMonth('2027-01-05')).toBe('2026-12');
  });

  it('a month is over only after its last day', () => {
    expect(isMonthOver('2026-10', '2026-11-01')).toBe(true);
    expect(isMonthOver('2026-10', '2026-10-31')).toBe(false);
    expect(isMonthOver('2026-11', '2026-11-26')).toBe(false);
  });
});
