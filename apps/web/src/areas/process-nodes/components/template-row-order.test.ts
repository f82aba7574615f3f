import { describe, expect, it } from 'vitest';
import { moveTemplateRow, type OrderedRow } from './template-row-order';

// 裁剪 → 车缝 (up 裁剪) → 质检 (up 车缝) → 入库 (up 质检)
const chain = (): OrderedRow[] => [
  { prcdNodeId: 'cut' },
  { prcdNodeId: 'sew', upstreamPrcdNodeId: 'cut' },
  { prcdNodeId: 'qc', upstreamPrcdNodeId: 'sew' },
  { prcdNodeId: 'store', upstreamPrcdNodeId: 'qc' },
];
const ids = (rows: OrderedRow[]) => rows.map((r) => r.prcdNodeId);
const ups = (rows: OrderedRow[]) => rows.map((r) => r.upstreamPrcdNodeId ?? null);

describe('moveTemplateRow', () => {
  it('moves a row down past others; upstreams still earlier are kept', () => {
    const rows = [{ prcdNodeId: 'a' }, { prcdNodeId: 'b' }, { prcdNodeId: 'c', upstreamPrcdNodeId: 'a' }];
    const { rows: out, cleared } = moveTemplateRow(rows, 1, 2);
    expect(ids(out)).toEqual(['a', 'c', 'b']);
    expect(ups(out)).toEqual([null, 'a', null]);
    expect(cleared).toEqual([]);
  });

  it('clears the upstream of a row moved above its upstream node, and says where', () => {
    const { rows, cleared } = moveTemplateRow(chain(), 2, 0);
    expect(ids(rows)).toEqual(['qc', 'cut', 'sew', 'store']);
    expect(ups(rows)).toEqual([null, null, 'cut', 'qc']);
    expect(cleared).toEqual([0]);
  });

  it('clears the upstream of the rows whose upstream node was moved below them', () => {
    const { rows, cleared } = moveTemplateRow(chain(), 0, 3);
    expect(ids(rows)).toEqual(['sew', 'qc', 'store', 'cut']);
    expect(ups(rows)).toEqual([null, 'sew', 'qc', null]);
    expect(cleared).toEqual([0]);
  });

  it('上移 of the last row over its upstream clears it; the row now below keeps its own', () => {
    const { rows, cleared } = moveTemplateRow(chain(), 3, 2);
    expect(ids(rows)).toEqual(['cut', 'sew', 'store', 'qc']);
    expect(ups(rows)).toEqual([null, 'cut', null, 'sew']);
    expect(cleared).toEqual([2]);
  });

  it('changes nothing for a move onto itself or out of range, and never mutates the input', () => {
    const rows = chain();
    const copy = structuredClone(rows);
    for (const [from, to] of [
      [1, 1],
      [-1, 0],
      [0, 4],
      [5, 0],
      [0.5, 1],
    ]) {
      const out = moveTemplateRow(rows, from!, to!);
      expect(out.rows).toEqual(copy);
      expect(out.cleared).toEqual([]);
    }
    moveTemplateRow(rows, 2, 0);
    expect(rows).toEqual(copy);
  });

  it('keeps rows without a node or upstream as they are', () => {
    const rows: OrderedRow[] = [{}, { prcdNodeId: 'a' }, { prcdNodeId: 'b', upstreamPrcdNodeId: 'a' }];
    const { rows: out, cleared } = moveTemplateRow(rows, 0, 2);
    expect(ids(out)).toEqual(['a', 'b', undefined]);
    expect(ups(out)).toEqual([null, 'a', null]);
    expect(cleared).toEqual([]);
  });
});
