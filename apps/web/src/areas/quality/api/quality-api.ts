import type { ClothArrivalLine, ClothCheckRow, QualityCheckCreate, QualityCheckRow, QualitySourceLine } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface ClothDetail {
  arrival: { id: string; no: string; supplierName: string | null; date: string; status: number };
  lines: ClothArrivalLine[];
  checks: ClothCheckRow[];
}

export interface SourceInfo {
  id: string;
  no: string;
  supplierId: string | null;
  supplierName: string | null;
  date: string;
  lines: QualitySourceLine[];
}

export type QualityBody = Omit<QualityCheckCreate, 'sourceType'> & { sourceType?: QualityCheckCreate['sourceType'] };

export const clothApi = {
  detail: (arriveId: string) => api.get<ClothDetail>('arrive/checkAndShrunk/detail', { arriveId }),
  page: (input: Record<string, unknown>) => api.post<PageAnswer<ClothCheckRow>>('arrive/checkAndShrunk/list', input),
  check: (body: {
    arriveId: string;
    checkerId: string;
    checkDate: string;
    /** One per arrival line, or per roll of it (materialRollId '0' = the whole line). */
    lines: { arriveLineId: string; materialRollId: string; checkedLength: string }[];
  }) => api.put<ClothDetail>('arrive/check', body, { successToast: true }),
  shrink: (body: {
    arriveId: string;
    shrinkerId: string;
    shrinkDate: string;
    lines: { arriveLineId: string; materialRollId: string; shrinkBefore: string; shrinkAfter: string }[];
  }) => api.put<ClothDetail>('arrive/shrunk', body, { successToast: true }),
  undo: (part: 'check' | 'shrunk', arriveId: string, materialSkuId: string) =>
    api.get<{ touched: number }>(
      `arrive/undo-${part}`,
      { billMaterialArriveId: arriveId, materialSkuId },
      { successToast: true },
    ),
  revoke: (arriveId: string) =>
    api.put<{ removed: number }>('arrive/checkAndShrunk/revoke', { arriveId }, { successToast: true }),
};

export const qualityApi = {
  page: (input: Record<string, unknown>) => api.post<PageAnswer<QualityCheckRow>>('qualityCheck/page', input),
  detail: (id: string) => api.get<QualityCheckRow>('qualityCheck/detail', { id }),
  create: (body: QualityBody) => api.post<{ id: string; billNo: string }>('qualityCheck/create', body, { successToast: true }),
  update: (body: QualityBody & { id: string }) =>
    api.post<{ id: string; billNo: string }>('qualityCheck/update', body, { successToast: true }),
  changeStatus: (id: string, status: 0 | 1 | 5) =>
    api.put<{ id: string; status: number }>('qualityCheck/changeStatus', { id, status }, { successToast: true }),
  purchaseInfo: (no: string) => api.get<SourceInfo>('qualityCheck/queryPurchaseInfo', { no }),
  noticeInfo: (no: string) => api.get<SourceInfo>('qualityCheck/queryArriveNotifyInfo', { no }),
};

export const materialSkuLoader = pairLoader<{
  skuId: string;
  commonMaterialsNo: string;
  name: string;
  colorName: string;
  specNoName: string | null;
}>(
  'fac/materials/listMaterials',
  { value: 'skuId', label: (r) => [r.commonMaterialsNo, r.name, r.colorName, r.specNoName].filter(Boolean).join(' ') },
  { extra: { pageNum: 1, pageSize: 30 } },
);
export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });
export const rollLoader = pairLoader<{ id: string; rollNo: string; materialName: string; colorName: string }>(
  'material/sku/roll/page',
  { value: 'id', label: (r) => `${r.rollNo}（${r.materialName} ${r.colorName}）` },
  { extra: { pageNo: 1, pageSize: 30 } },
);

/** Display of a stored rate: 0.0350 → 3.50% (string arithmetic on the 4-decimal text, no float). */
export function ratePercent(rate: string | null): string | null {
  if (rate === null) return null;
  const negative = rate.startsWith('-');
  const [int = '0', frac = ''] = rate.replace('-', '').split('.');
  const digits = `${int}${frac.padEnd(4, '0').slice(0, 4)}`.replace(/^0+(?=\d{3})/, '');
  const whole = digits.slice(0, -2) || '0';
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}%`;
}

/** numeric padding off for display: 118.5000 → 118.5. */
export const trimZeros = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);
