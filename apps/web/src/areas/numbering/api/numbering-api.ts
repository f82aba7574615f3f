import type { NumberRuleTarget, NumberSegment } from '@gf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export type { NumberRuleTarget, NumberSegment } from '@gf/contracts';

export const numberingApi = {
  /** Every key an area registered: its default, the factory's own rule and the next number. */
  list: () => api.get<NumberRuleTarget[]>('new/custom/rule/list'),
  get: (billType: string) => api.get<{ billType: string; segments: NumberSegment[] | null }>('new/custom/rule/get', { billType }),
  save: (billType: string, segments: NumberSegment[]) =>
    api.post<NumberRuleTarget>('new/custom/rule/edit', { billType, segments }),
  restore: (billType: string) => api.post<NumberRuleTarget>('new/custom/rule/restore', { billType }),
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

export function useNumberRuleTargets() {
  return useQuery(ruleListQuery());
}

export function usePreview(segments: NumberSegment[], attributes: Record<string, string> | undefined, enabled: boolean) {
  return useQuery(previewQuery(segments, attributes, enabled));
}
