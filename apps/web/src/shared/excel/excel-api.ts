import type { ImportJobView } from '@gf/contracts';
import { api, download } from '../api';

/**
 * The calls of the Excel capability; `base` is the area's prefix ('supplier' → supplier/importExcel), `apiBase` the
 * root it lives under when not /v1/api (the stock bills' '/v1' → /v1/stock/change/importExcel). The job calls stay
 * under /v1/api.
 */
export const excelApi = {
  dryRun: (base: string, file: File, apiBase?: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<ImportJobView>(`${base}/importExcel`, form, apiBase ? { base: apiBase } : undefined);
  },
  commit: (base: string, importId: string, apiBase?: string) =>
    api.post<ImportJobView>(`${base}/importExcel/commit`, { importId }, apiBase ? { base: apiBase } : undefined),
  job: (importId: string) => api.get<ImportJobView>(`excel/import/${importId}`),
  downloadTemplate: (base: string, apiBase?: string) =>
    download(`${base}/importTemplate`, apiBase ? { base: apiBase } : undefined),
  downloadFailedRows: (importId: string) => download(`excel/import/${importId}/errors`),
  /** Exports stream an xlsx; the body carries the list's current filters. */
  exportFile: (path: string, body: unknown) => download(path, { method: 'POST', body }),
};

export const importJobKey = (importId: string | null) => ['excel', 'import', importId] as const;
