import { indexRegions, regionLabel, type RegionCodes, type RegionIndex, type RegionNode } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../api';

/**
 * The province / city / district tree, fetched once per session and only by screens that show a region
 * (33 KB gzipped; the server lets the browser keep it a day). ADR 0005.
 */
export function useRegionTree(): { tree: RegionNode[] | undefined; isLoading: boolean } {
  const query = useQuery({
    queryKey: ['region', 'tree'],
    queryFn: () => api.get<RegionNode[]>('region/tree'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { tree: query.data, isLoading: query.isLoading };
}

export function useRegionIndex(): RegionIndex | undefined {
  const { tree } = useRegionTree();
  return useMemo(() => (tree ? indexRegions(tree) : undefined), [tree]);
}

/** "浙江省 杭州市 西湖区" for a row's codes ('' until the tree has loaded or when none is set). */
export function useRegionLabel(): (codes: RegionCodes) => string {
  const index = useRegionIndex();
  return useCallback((codes: RegionCodes) => (index ? regionLabel(index, codes) : ''), [index]);
}
