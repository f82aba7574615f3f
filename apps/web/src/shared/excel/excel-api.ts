import type { ImportJobView } from '@gf/contracts';
import { api, download } from '../api';

/** The calls of the Excel capability; `base` is the area's prefix ('supplier' → supplier/importExcel). */
export const excelApi = {
  dryRun: (base: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<ImportJobView>(`${base}/importExcel`, form);
  },
  commit: (base: string, importId: string) => api.post<ImportJobView>(`${base}/importExcel/commit`, { importId }),
  job: (importId: string) => api.get<ImportJobView>(`excel/import/${importId}`),
  downloadTemplate: (base: string) => download(`${base}/importTemplate`),
  downloadFailedRows: (importId: string) => download(`excel/import/${importId}/errors`),
  /** Exports stream an xlsx; the body carries the list's current filters. */
  exportFile: (path: string, body: unknown) => download(path, { method: 'POST', body }),
};

export const importJobKey = (importId: string | null) => ['excel', 'import', importId] as const;
