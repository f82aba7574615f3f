import { describe, expect, it } from 'vitest';
import { noLot } from './LotCells';
import { canSplit, distinctSkuIds, newMaterialLine, rollsTakenElsewhere, splitLine, withoutLots } from './material-line.logic';
import type { MaterialLine } from './MaterialLinesEditor';

const roll = (rollId: string, vatNo = '') => ({ rollId, rollNo: `R-${rollId}`, vatNo });
const line = (sku: string, p: Partial<MaterialLine> = {}): MaterialLine => ({ ...newMaterialLine(sku, `物料${sku}`), ...p });

describe('line keys', () => {
  it('gives every new line its own key, also for one SKU', () => {
    const keys = [line('7'), line('7'), line('8')].map((l) => l.key);
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain('7');
  });
});

describe('+ 卷 (splitLine)', () => {
  it('adds a line of the same SKU right below, with empty quantity and lot, same order number, a new key', () => {
    const a = line('7', { id: '41', quantity: '3', orderNo: 'PO-1', lot: roll('31', 'V1'), stockUnit: '米' });
    const b = line('8', { quantity: '1' });
    const out = splitLine([a, b], a.key);
    expect(out).toHaveLength(3);
    expect(out[0]).toBe(a);
    expect(out[2]).toBe(b);
    expect(out[1]).toEqual({
      key: out[1]!.key,
      materialsSkuId: '7',
      label: '物料7',
      stockUnit: '米',
      quantity: '',
      orderNo: 'PO-1',
      lot: noLot,
    });
    expect([a.key, b.key]).not.toContain(out[1]!.key);
    // splitting the new line again puts the third roll below it
    const again = splitLine(out, out[1]!.key);
    expect(again.map((l) => l.materialsSkuId)).toEqual(['7', '7', '7', '8']);
    expect(again[2]!.key).not.toBe(out[1]!.key);
  });

  it('leaves the lines as they are for an unknown key', () => {
    const a = line('7');
    expect(splitLine([a], 'nope')).toEqual([a]);
  });

  it('is offered on roll-tracked SKUs and on lines naming a roll only', () => {
    expect(canSplit({ lot: noLot }, true)).toBe(true);
    expect(canSplit({ lot: roll('31') }, false)).toBe(true);
    expect(canSplit({ lot: noLot }, false)).toBe(false);
    expect(canSplit({ lot: { ...noLot, vatNo: 'V9' } }, undefined)).toBe(false);
  });
});

describe('one roll at most once (rollsTakenElsewhere)', () => {
  it('names the rolls of the other lines, not the line’s own, nor lines without a roll', () => {
    const a = line('7', { lot: roll('31') });
    const b = line('7', { lot: roll('32') });
    const c = line('7');
    const lines = [a, b, c];
    expect(rollsTakenElsewhere(lines, a.key)).toEqual(['32']);
    expect(rollsTakenElsewhere(lines, b.key)).toEqual(['31']);
    expect(rollsTakenElsewhere(lines, c.key)).toEqual(['31', '32']);
  });
});

describe('per-SKU figures and storehouse change', () => {
  it('asks the stock of each SKU once', () => {
    expect(distinctSkuIds([line('7'), line('8'), line('7')])).toEqual(['7', '8']);
  });

  it('clears every lot when the storehouse changes, keeping the lines and their keys', () => {
    const a = line('7', { lot: roll('31', 'V1'), quantity: '2' });
    const b = line('7', { lot: { ...noLot, vatNo: 'V9' } });
    const c = line('8');
    const out = withoutLots([a, b, c]);
    expect(out.map((l) => [l.key, l.quantity, l.lot])).toEqual([
      [a.key, '2', noLot],
      [b.key, '', noLot],
      [c.key, '', noLot],
    ]);
    expect(out[2]).toBe(c);
  });
});
