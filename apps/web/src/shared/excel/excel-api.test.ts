import '../../test/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { excelApi } from './excel-api';

const job = { importId: '5', status: 'VALIDATED', total: 1, processed: 0, failed: 0, errors: [] };
const fetched = () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 0, msg: '', data: job }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));
};

describe('excelApi paths', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps /v1/api/<base>/importExcel for the existing users', async () => {
    const urls = fetched();
    await excelApi.dryRun('supplier', new File(['x'], 'a.xlsx'));
    await excelApi.commit('supplier', '5');
    expect(urls()).toEqual(['/v1/api/supplier/importExcel', '/v1/api/supplier/importExcel/commit']);
  });

  it('puts the calls under another root when asked (stock bills: /v1/stock/change)', async () => {
    const urls = fetched();
    await excelApi.dryRun('stock/change', new File(['x'], 'a.xlsx'), '/v1');
    await excelApi.commit('stock/change', '5', '/v1');
    await excelApi.job('5');
    expect(urls()).toEqual(['/v1/stock/change/importExcel', '/v1/stock/change/importExcel/commit', '/v1/api/excel/import/5']);
  });
});
