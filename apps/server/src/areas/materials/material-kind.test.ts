import type { MaterialKindRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { toTree } from './material-kind.service.js';

const kind = (id: string, parentId: string | null): MaterialKindRow => ({
  id,
  no: `K${id}`,
  name: `kind ${id}`,
  noName: `K${id}-kind ${id}`,
  parentId,
  sort: 0,
  skuCount: 0,
  childCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('toTree', () => {
  it('nests kinds under their parents in the given order', () => {
    const tree = toTree([kind('1', null), kind('2', '1'), kind('3', '2'), kind('4', null), kind('5', '1')]);
    expect(tree.map((k) => k.id)).toEqual(['1', '4']);
    expect(tree[0]!.children.map((k) => k.id)).toEqual(['2', '5']);
    expect(tree[0]!.children[0]!.children.map((k) => k.id)).toEqual(['3']);
  });
  it('makes a kind whose parent is missing a root', () => {
    expect(toTree([kind('2', '99')]).map((k) => k.id)).toEqual(['2']);
  });
});
