import { dec } from '@gf/contracts';

/** What the clerk typed for one bundle. */
export interface Entry {
  qualified?: string;
  defective?: string;
  defectLabelIds?: string[];
  waste?: string;
}

export const blank = (v: string | undefined) => !v?.trim();
export const amount = (v: string | undefined) => (blank(v) ? '0' : (dec.tryParse(v!.trim()) ?? '0'));
export const KINDS = ['qualified', 'defective', 'waste'] as const;

/** The bundles with something typed, as the call takes them (blank cells left out). */
export function batchLines(entries: Record<string, Entry>) {
  return Object.entries(entries)
    .filter(([, e]) => KINDS.some((k) => !blank(e[k])))
    .map(([ligationId, e]) => ({
      ligationId,
      qualified: blank(e.qualified) ? null : e.qualified!.trim(),
      defective: blank(e.defective) ? null : e.defective!.trim(),
      defectLabelIds: e.defectLabelIds ?? [],
      waste: blank(e.waste) ? null : e.waste!.trim(),
      reason: null,
    }));
}
