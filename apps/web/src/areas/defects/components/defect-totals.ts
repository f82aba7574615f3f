import { useSyncExternalStore } from 'react';

/**
 * What the filtered defect list adds up to (count, Σ open), written by the list's fetch and read by the summary line
 * and the action buttons: a store outside React state, so a fetch never re-renders the page that owns the list.
 */
export interface DefectTotals {
  count: number;
  total: string;
}

let current: DefectTotals = { count: 0, total: '0' };
const listeners = new Set<() => void>();

export function setDefectTotals(next: DefectTotals): void {
  if (next.count === current.count && next.total === current.total) return;
  current = next;
  for (const l of listeners) l();
}

export function useDefectTotals(): DefectTotals {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
