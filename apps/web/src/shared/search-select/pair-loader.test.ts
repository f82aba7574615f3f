import { afterEach, describe, expect, it, vi } from 'vitest';
import { pairLoader } from './search-select.logic';

const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '', data }), { headers: { 'Content-Type': 'application/json' } });
afterEach(() => vi.unstubAllGlobals());

describe('pairLoader', () => {
  it('answers value/label pairs, with the fields `record` picks from each row when asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation(() => Promise.resolve(answer({ list: [{ skuId: '7', name: '府绸', stockUnit: '米', price: '9' }] }))),
    );
    const plain = pairLoader<{ skuId: string; name: string }>('fac/materials/listMaterials', { value: 'skuId', label: 'name' });
    expect(await plain('府')).toEqual([{ value: '7', label: '府绸' }]);
    const withUnit = pairLoader<{ skuId: string; name: string; stockUnit: string }>('fac/materials/listMaterials', {
      value: 'skuId',
      label: 'name',
      record: (r) => ({ stockUnit: r.stockUnit }),
    });
    expect(await withUnit('府')).toEqual([{ value: '7', label: '府绸', record: { stockUnit: '米' } }]);
  });
});
