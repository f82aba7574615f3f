import { billTypes, type NumberSegment } from '@gf/contracts';

export type { NumberSegment } from '@gf/contracts';
import { queryOptions, useQuery, useQueries } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface SavedRule {
  billType: string;
  segments: NumberSegment[];
  updatedAt: string;
}

/** Archives numbered by a rule that are not bill types (their key is what the server's area allocates with). */
export const archiveTargets = ['GOODS_STYLE', 'COMMON_MATERIALS', 'COMMON_MATERIEL_SUPPLIER', 'OUTSIDE_FACTORY'] as const;

/** Every numbered target: the archives first, then each bill type of @gf/contracts not already listed. */
export const numberingTargets: string[] = [
  ...archiveTargets,
  ...Object.keys(billTypes).filter((k) => !(archiveTargets as readonly string[]).includes(k)),
];

export const numberingApi = {
  list: () => api.get<SavedRule[]>('new/custom/rule/list'),
  get: (billType: string) => api.get<{ billType: string; segments: NumberSegment[] | null }>('new/custom/rule/get', { billType }),
  save: (billType: string, segments: NumberSegment[]) =>
    api.post<{ billType: string; segments: NumberSegment[] }>('new/custom/rule/edit', { billType, segments }),
  preview: (segments: NumberSegment[], attributes?: Record<string, string>) =>
    api.post<{ example: string }>('new/custom/rule/preview', { segments, attributes }, { silent: true }),
};

export const numberingKeys = {
  list: ['numbering', 'rules'] as const,
  preview: (segments: NumberSegment[], attributes?: Record<string, string>) =>
    ['numbering', 'preview', JSON.stringify(segments), JSON.stringify(attributes ?? {})] as const,
};

export const ruleListQuery = () => queryOptions({ queryKey: numberingKeys.list, queryFn: numberingApi.list });

export const previewQuery = (segments: NumberSegment[], attributes?: Record<string, string>, enabled = true) =>
  queryOptions({
    queryKey: numberingKeys.preview(segments, attributes),
    queryFn: async () => (await numberingApi.preview(segments, attributes)).example,
    enabled,
    staleTime: 60_000,
  });

export function useSavedRules() {
  return useQuery(ruleListQuery());
}

export function usePreview(segments: NumberSegment[], attributes: Record<string, string> | undefined, enabled: boolean) {
  return useQuery(previewQuery(segments, attributes, enabled));
}

/** One example per saved rule (the list shows what each rule gives today), with sample attribute values. */
export function useExamples(rules: { segments: NumberSegment[]; attributes?: Record<string, string> }[]) {
  return useQueries({ queries: rules.map((r) => previewQuery(r.segments, r.attributes)) });
}
