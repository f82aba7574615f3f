import type { StocktakeAnalyses, StocktakeCountRow, StocktakeDetail, StocktakeLogRow, StocktakeRow } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface WaitingSku {
  skuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specNo: string;
  kindName: string;
  stockUnit: string;
  quantity: string | null;
}

/** Export calls (ExportButton posts the body). */
export const stocktakeExports = { list: 'materials/check/exportCheckList', detail: 'materials/check/exportCheckDetail' };

const c = (call: string) => `materials/check/${call}`;
const done = { successToast: true } as const;

/** materials/check/* and materials/adjust/undo (server area stocktake). */
export const stocktakeApi = {
  page: (input: Record<string, unknown>) => api.post<PageAnswer<StocktakeRow>>(c('getCheckList'), input),
  create: (body: Record<string, unknown>) =>
    api.post<{ id: string; checkNo: string; lineCount: number }>(c('addCheck'), body, done),
  update: (body: Record<string, unknown>) => api.post<{ id: string }>(c('updateCheck'), body, done),
  detail: (checkId: string, checkSort?: 'DEFAULT' | 'DIFF') =>
    api.get<StocktakeDetail>(c('getCheckDetail'), { checkId, ...(checkSort ? { checkSort } : {}) }),
  analyses: (checkId: string, kind: string, pageNo: number, pageSize: number) =>
    api.get<StocktakeAnalyses>(c('getCheckDetailAnalyses'), { checkId, kind, pageNo, pageSize }),
  logs: (checkId: string) => api.get<StocktakeLogRow[]>(c('getCheckDetailLogs'), { checkId }),
  waiting: (checkId: string, keyword: string, pageNo: number) =>
    api.get<PageAnswer<WaitingSku>>(c('getWaitSelectedMaterialsSku'), {
      checkId,
      pageNo,
      pageSize: 20,
      ...(keyword ? { keyword } : {}),
    }),
  addSkus: (checkId: string, skuIds: string[]) => api.post<{ added: number }>(c('addCheckDetail'), { checkId, skuIds }, done),
  count: (checkId: string, counts: { lineId: string; quantity: string }[]) =>
    api.post<{ counted: number }>(c('updateCheckDetail'), { checkId, counts }, done),
  countsOfLine: (lineId: string) => api.get<StocktakeCountRow[]>(c('getCheckDetailSkusDetail'), { lineId }),
  undoCount: (countId: string) => api.get<{ id: string }>(c('undoDetail'), { countId }, done),
  handle: (checkId: string) => api.post<{ posted: number }>(c('handleCheckBill'), { checkId }, done),
  voidCheck: (checkId: string) => api.get<{ status: number }>(c('undo'), { checkId }, done),
  resume: (checkId: string) => api.get<{ status: number }>(c('continueCheck'), { checkId }, done),
  undoAdjust: (checkId: string) => api.get<{ reversed: number }>('materials/adjust/undo', { checkId }, done),
};

/** Material kinds (the count's scope). */
export const kindLoader = pairLoader<{ id: string; noName: string }>(
  'fac/materials/listMaterialsKinds',
  { value: 'id', label: 'noName' },
  { method: 'GET', keywordKey: 'key', extra: { pageNo: 1, pageSize: 20, upDown: 0 } },
);
