import type { QueryParams } from '../api/query-string';
import { request, type Method } from '../api/client';

export type OptionValue = string | number;

export interface OptionPair {
  value: OptionValue;
  label: string;
  disabled?: boolean;
  /** Fields of the record behind the option the caller asked for (pairLoader's `pick.record`), handed back on change. */
  record?: Record<string, unknown>;
}

export type OptionLoader = (keyword: string) => Promise<OptionPair[]>;

export const searchDebounceMs = 800;

/** Single mode: typing the label of the option already chosen does not search again (SPEC section 2). */
export function shouldSearch(isSingle: boolean, text: string, selectedLabel: string | undefined): boolean {
  return !(isSingle && selectedLabel !== undefined && text === selectedLabel);
}

/** Options already chosen elsewhere are disabled, except the ones this select holds itself. */
export function markChosen(
  options: OptionPair[],
  chosen: readonly OptionValue[] | undefined,
  own: readonly OptionValue[],
): OptionPair[] {
  if (!chosen?.length) return options;
  const taken = new Set(chosen.map(String));
  const mine = new Set(own.map(String));
  return options.map((o) => (taken.has(String(o.value)) && !mine.has(String(o.value)) ? { ...o, disabled: true } : o));
}

/**
 * A loader for a dropdown call answering a list of records: picks the value and label fields
 * (the spec's option pairs, e.g. suppliers id/name). A non-zero code gives an empty list.
 */
export function pairLoader<R extends Record<string, unknown>>(
  path: string,
  pick: {
    value: keyof R & string;
    label: (keyof R & string) | ((row: R) => string);
    record?: (row: R) => Record<string, unknown>;
  },
  options: { method?: Method; keywordKey?: string; extra?: Record<string, unknown> } = {},
): OptionLoader {
  const method = options.method ?? 'POST';
  const keywordKey = options.keywordKey ?? 'keyword';
  return async (keyword) => {
    const input = { ...options.extra, [keywordKey]: keyword || undefined };
    try {
      const answer = await request<R[] | { list: R[] }>(method, path, {
        silent: true,
        ...(method === 'GET' ? { params: input as QueryParams } : { body: input }),
      });
      if (answer.code !== 0 || !answer.data) return [];
      const rows = Array.isArray(answer.data) ? answer.data : (answer.data.list ?? []);
      return rows.map((row) => ({
        value: row[pick.value] as OptionValue,
        label: typeof pick.label === 'function' ? pick.label(row) : String(row[pick.label] ?? ''),
        ...(pick.record ? { record: pick.record(row) } : {}),
      }));
    } catch {
      return [];
    }
  };
}
