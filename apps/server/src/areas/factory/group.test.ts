import { describe, expect, it } from 'vitest';
import { buildGroupTree, childGrade, flattenTree, sameParent } from './group.service.js';

const g = (id: string, parentId: string | null, grade: number, sort: number) => ({ id, parentId, name: `g${id}`, grade, sort });

describe('group rules', () => {
  it.each([
    [undefined, 1],
    [{ grade: 1 }, 2],
    [{ grade: 4 }, 5],
    [{ grade: 5 }, null],
  ])('a child of %o is at grade %s', (parent, grade) => {
    expect(childGrade(parent)).toBe(grade);
  });

  it('builds the tree with siblings by sort then id, and flattens depth first', () => {
    const tree = buildGroupTree([
      g('3', null, 1, 1),
      g('1', null, 1, 0),
      g('5', '1', 2, 0),
      g('4', '1', 2, 0),
      g('9', '404', 2, 0),
    ]);
    expect(tree.map((n) => n.id)).toEqual(['1', '9', '3']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['4', '5']);
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['1', '4', '5', '9', '3']);
  });

  it('sorts only siblings', () => {
    expect(sameParent([{ parentId: '1' }, { parentId: '1' }])).toBe(true);
    expect(sameParent([{ parentId: null }, { parentId: '1' }])).toBe(false);
    expect(sameParent([])).toBe(true);
  });
});
