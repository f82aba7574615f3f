import { describe, expect, it } from 'vitest';
import type { GoodsCategoryRecord } from './goods-category.repository.js';
import { buildCategoryTree, categoryPaths, isStoppedInTree, withDescendants } from './goods-category.service.js';

const rec = (
  id: string,
  parentId: string | null,
  level: number,
  name: string,
  sort: number,
  isStopped = false,
): GoodsCategoryRecord => ({
  id,
  parentId,
  level,
  name,
  sort,
  isStopped,
});
const records = [
  rec('1', null, 1, '女装', 2),
  rec('2', '1', 2, '上衣', 1),
  rec('3', '2', 3, 'T恤', 1),
  rec('4', null, 1, '男装', 1, true),
  rec('5', '4', 2, '裤子', 1),
  rec('6', '2', 3, '衬衫', 0),
];

describe('goods category tree rules', () => {
  it('nests by parent in sort order with path names', () => {
    const tree = buildCategoryTree(records);
    expect(tree.map((n) => n.name)).toEqual(['男装', '女装']);
    expect(tree[1]!.children[0]!.children.map((n) => n.pathName)).toEqual(['女装 / 上衣 / 衬衫', '女装 / 上衣 / T恤']);
  });
  it('gives every path', () => {
    expect(categoryPaths(records).get('3')).toBe('女装 / 上衣 / T恤');
    expect(categoryPaths(records).get('5')).toBe('男装 / 裤子');
  });
  it('expands to descendants and drops unknown ids', () => {
    expect(withDescendants(records, ['1', '99']).sort()).toEqual(['1', '2', '3', '6']);
    expect(withDescendants(records, ['3'])).toEqual(['3']);
    expect(withDescendants(records, ['99'])).toEqual([]);
  });
  it('a category under a stop-used one counts as stopped', () => {
    expect(isStoppedInTree(records, '5')).toBe(true);
    expect(isStoppedInTree(records, '3')).toBe(false);
  });
});
