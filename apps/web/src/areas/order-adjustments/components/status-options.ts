import { billStatusLabels } from '@gf/contracts';

/** The status filter's options (0 草稿 … 5 已作废) in the interface's language. */
export const statusOptions = (lang: string) =>
  [0, 1, 2, 3, 4, 5].map((s) => ({
    value: String(s),
    label: (lang === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s),
  }));

/** The filter's chosen statuses, or undefined for all. */
export const chosenStatuses = (v: unknown): number[] | undefined => (Array.isArray(v) && v.length ? v.map(Number) : undefined);
