import type { RollAdd, RollBillRelation, RollKindConfigRow, RollLogRow, RollRow } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface RollPage {
  list: RollRow[];
  totalCount: number;
  customFieldColumns: { id: string; name: string }[];
}

export type RollForm = Omit<RollAdd, 'customFields'> & { customFields?: Record<string, unknown> };

export const rollApi = {
  page: (input: Record<string, unknown>) => api.post<RollPage>('material/sku/roll/page', input),
  detail: (id: string) => api.get<RollRow>('material/sku/roll/detail', { id }),
  add: (body: RollForm) => api.post<{ id: string; rollNo: string }>('material/sku/roll/add', body),
  update: (body: RollForm & { id: string }) => api.post<{ id: string; rollNo: string }>('material/sku/roll/update', body),
  qualified: (ids: string[], isQualified: boolean) =>
    api.put<{ changed: number }>('material/sku/roll/qualified', { ids, isQualified }, { successToast: true }),
  remove: (ids: string[]) => api.delete<{ deleted: number }>('material/sku/roll/obsoleteRolls', { ids }, { successToast: true }),
  history: (id: string) => api.get<{ list: RollLogRow[] }>('material/sku/roll/operateHistory', { id }),
  relations: (id: string) => api.get<{ list: RollBillRelation[] }>('material/sku/roll/billRelations', { id }),
  kinds: () => api.get<{ list: RollKindConfigRow[]; kindIds: string[] }>('fac/materials/configRollKinds'),
  saveKinds: (kindIds: string[]) =>
    api.put<{ list: RollKindConfigRow[]; kindIds: string[] }>(
      'fac/materials/configRollKinds',
      { kindIds },
      { successToast: true },
    ),
};

/** Dropdown loaders: the factory's storehouses and material SKUs (one option per SKU). */
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});
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
export const vatNoLoader = async (keyword: string) => {
  const list = await api
    .get<string[]>('material/sku/roll/vatNoList', { keyword: keyword || undefined }, { silent: true })
    .catch(() => []);
  return list.map((v) => ({ value: v, label: v }));
};

/** numeric(20,4) for display: 50.5000 → 50.5, without going through a float. */
export const trimZeros = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);
