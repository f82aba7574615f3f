import { FACTORY_TIME_ZONE } from '../../platform/numbering/numbering.service.js';

/**
 * Whether a node is late: its planned end has passed and it was not finished by then (finished later, or still
 * open today). Days late count from the planned end to the finish (or today). Pure, so the list's badges, the node
 * panel and the status rule read the same answer.
 */
export function lateness(
  planEndAt: string | null,
  finishedOn: string | null,
  today: string,
): { isLate: boolean; lateDays: number } {
  if (!planEndAt) return { isLate: false, lateDays: 0 };
  const until = finishedOn ?? today;
  const days = Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${planEndAt}T00:00:00Z`)) / 86_400_000);
  return days > 0 ? { isLate: true, lateDays: days } : { isLate: false, lateDays: 0 };
}

/** A moment's day as YYYY-MM-DD in the factories' time zone. */
export function dayOf(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FACTORY_TIME_ZONE }).format(at);
}
