import dayjs from 'dayjs';

/** A month 'YYYY-MM' as a clerk reads it: 2026年10月 / October 2026. */
export function monthName(month: string, language: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const [, year, mm] = m;
  if (language !== 'en') return `${year}年${Number(mm)}月`;
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

/** The month before the one `today` (YYYY-MM-DD) falls in. */
export function previousMonth(today: string): string {
  return dayjs(today).startOf('month').subtract(1, 'month').format('YYYY-MM');
}

/**
 * The month the 结账 button closes: the server's next month when some month is closed (months close in order),
 * else last month (any month that is over may be the first).
 */
export function monthToClose(nextMonth: string | null, today: string): string {
  return nextMonth ?? previousMonth(today);
}

/** A month can be closed once its last day is before today. */
export function isMonthOver(month: string, today: string): boolean {
  return dayjs(`${month}-01`).endOf('month').format('YYYY-MM-DD') < today;
}
