import type { GoodsCategoryNode } from '@gf/contracts';
import { api } from '../../../shared/api';

/** fac/goods/category/*: the goods category tree (品类). */
export const goodsCategoryApi = {
  tree: () => api.get<GoodsCategoryNode[]>('fac/goods/category/tree'),
  add: (parentId: string | null, name: string) =>
    api.post<{ id: string; level: number }>('fac/goods/category/add', { parentId, name }),
  rename: (id: string, name: string) => api.post<{ id: string }>('fac/goods/category/update', { id, name }),
  stopUse: (id: string, isStopped: boolean) => api.post<{ id: string }>('fac/goods/category/stopUse', { id, isStopped }),
  remove: (id: string) => api.post<null>('fac/goods/category/delete', { id }),
  sort: (parentId: string | null, ids: string[]) => api.post<GoodsCategoryNode[]>('fac/goods/category/sort', { parentId, ids }),
};

export const goodsCategoryQueryKey = ['goods', 'categoryTree'] as const;

/** Every node, parents before children, with whether it (or an ancestor) is stop-used. */
export function flattenCategories(
  nodes: GoodsCategoryNode[],
  parentStopped = false,
): Array<GoodsCategoryNode & { stopped: boolean }> {
  return nodes.flatMap((n) => {
    const stopped = parentStopped || n.isStopped;
    return [{ ...n, stopped }, ...flattenCategories(n.children, stopped)];
  });
}

export interface CategoryTreeOption {
  value: string;
  title: string;
  /** Shown in the field once chosen: the path. */
  label: string;
  disabled: boolean;
  children: CategoryTreeOption[];
}

/** TreeSelect data: stop-used categories (and those under them) cannot be newly chosen, except `keep`. */
export function categoryTreeOptions(
  nodes: GoodsCategoryNode[],
  keep?: string | null,
  parentStopped = false,
): CategoryTreeOption[] {
  return nodes.map((n) => {
    const stopped = parentStopped || n.isStopped;
    return {
      value: n.id,
      title: n.name,
      label: n.pathName,
      disabled: stopped && n.id !== keep,
      children: categoryTreeOptions(n.children, keep, stopped),
    };
  });
}
