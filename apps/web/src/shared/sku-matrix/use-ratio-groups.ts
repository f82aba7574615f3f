import type { CodeRatioRow, RatioGroupItem } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** A saved 码比 group (the attributes area's code ratio): a name and an integer weight per size id. */
export interface RatioGroup {
  id: string;
  name: string;
  items: RatioGroupItem[];
}

const R = 'codeRatioCategory/config';
const toGroup = (r: CodeRatioRow): RatioGroup => ({
  id: r.id,
  name: r.name,
  items: r.sizeCodeRatioCateList.map((i) => ({ sizeId: i.sizeId, ratio: i.ratio })),
});

/** Groups that weigh at least one of the matrix's sizes (a group of another size category is no use here). */
export const groupsForSizes = (groups: readonly RatioGroup[], sizeIds: readonly string[]) =>
  groups.filter((g) => g.items.some((i) => i.ratio > 0 && sizeIds.includes(i.sizeId)));

/**
 * The 码比 groups the 按码比填数 dialog offers: the style's own (codeRatioListByStyleId) when a style is named and it
 * has some, else the factory's groups that fit the sizes. Loaded only while the dialog is open.
 */
export function useRatioGroups(opts: { styleId?: string; sizeIds: readonly string[]; enabled: boolean }) {
  const { styleId, sizeIds, enabled } = opts;
  const query = useQuery({
    queryKey: ['skuMatrix', 'ratioGroups', styleId ?? null],
    enabled,
    staleTime: 60_000,
    queryFn: async () => {
      const own = styleId ? await api.get<CodeRatioRow[]>(`${R}/codeRatioListByStyleId`, { styleId }, { silent: true }) : [];
      const rows = own.length ? own : await api.post<CodeRatioRow[]>(`${R}/list`, {}, { silent: true });
      return rows.map(toGroup);
    },
  });
  return { groups: groupsForSizes(query.data ?? [], sizeIds), loading: query.isLoading && enabled, failed: query.isError };
}
