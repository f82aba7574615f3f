import type {
  CodeRatioRow,
  ColorCategoryRow,
  ColorGroup,
  SizeCategoryRow,
  SizeTableDetail,
  SizeTableRow,
  SkuAttrOption,
  SkuAttrRow,
  SkuAttrType,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import type { OptionLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface SkuAttrForm {
  name: string;
  no?: string | null;
  categoryId?: string | null;
  sizeCategoryIds?: string[];
  sort?: number;
}

export interface SizeCategoryForm {
  category: string;
  sizeIds: string[];
  attrIds: string[];
}

export interface CodeRatioForm {
  name: string;
  sizeCategoryId: string;
  attrIds?: string[];
  sizeCodeRatioCateList: { sizeId: string; ratio: number }[];
}

export interface SizeTableForm {
  name: string;
  sizeCategoryId: string;
  remark?: string | null;
  points: { name: string; tolerance: string | null; values: Record<string, string | null> }[];
}

const S = 'fac/common/settings';

export const skuAttrApi = {
  page: (input: { type: SkuAttrType; pageNo: number; pageSize: number; keyword?: string; categoryId?: string }) =>
    api.post<PageAnswer<SkuAttrRow>>(`${S}/getFacCommonList`, input),
  add: (type: SkuAttrType, form: SkuAttrForm) => api.post<SkuAttrRow>(`${S}/addCommonSkuAttr`, { ...form, type }),
  update: (id: string, form: SkuAttrForm) => api.post<SkuAttrRow>(`${S}/updateCommonSkuAttr`, { ...form, id }),
  stopUse: (ids: string[], isStopped: boolean) => api.post<{ count: number }>(`${S}/batchStopUse`, { ids, isStopped }),
  changeGroup: (ids: string[], categoryId: string) => api.post<{ count: number }>(`${S}/updateCategorys`, { ids, categoryId }),
  options: (type: SkuAttrType, keyword?: string, withAll = false) =>
    api.get<SkuAttrOption[]>(`${S}/skuAttrOptions`, { type, keyword, withAll }),
  colorGroups: () => api.get<ColorGroup[]>(`${S}/findColorCategorys`),
};

export const colorCategoryApi = {
  list: () => api.get<ColorCategoryRow[]>(`${S}/Category`),
  add: (name: string) => api.post<{ id: string }>(`${S}/Category`, { name }),
  rename: (id: string, name: string) => api.put<unknown>(`${S}/Category`, { id, name }),
  remove: (id: string) => api.delete<unknown>(`${S}/Category?id=${encodeURIComponent(id)}`),
};

/** Dropdown loader of one kind of value (live values only). */
export const skuAttrLoader =
  (type: SkuAttrType): OptionLoader =>
  async (keyword) =>
    (await skuAttrApi.options(type, keyword || undefined)).map((o) => ({ value: o.id, label: o.name }));

const C = 'goodsAttrSizeCategory/config';
export const sizeCategoryApi = {
  list: () => api.post<SizeCategoryRow[]>(`${C}/list`, {}),
  add: (form: SizeCategoryForm) => api.post<SizeCategoryRow>(`${C}/add`, form),
  update: (id: string, form: SizeCategoryForm) => api.post<SizeCategoryRow>(`${C}/update`, { ...form, id }),
  remove: (id: string) => api.post<unknown>(`${C}/delete`, { id }),
};

const R = 'codeRatioCategory/config';
export const codeRatioApi = {
  list: () => api.post<CodeRatioRow[]>(`${R}/list`, {}),
  add: (form: CodeRatioForm) => api.post<CodeRatioRow>(`${R}/add`, form),
  update: (id: string, form: CodeRatioForm) => api.post<CodeRatioRow>(`${R}/update`, { ...form, id }),
  remove: (id: string) => api.post<unknown>(`${R}/delete`, { id }),
  info: () => api.get<{ enabled: boolean }>(`${R}/codeRatioConfigInfo`),
  setEnabled: (enabled: boolean) => api.get<{ enabled: boolean }>(`${R}/opCodeRatioConfig`, { enabled }),
};

export const sizeTableTemplateApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string }) =>
    api.post<PageAnswer<SizeTableRow>>('size-table/template/list', input),
  get: (id: string) => api.get<SizeTableDetail>(`size-table/template/${id}`),
  create: (form: SizeTableForm) => api.post<SizeTableDetail>('size-table/template', form),
  update: (id: string, form: SizeTableForm) => api.put<SizeTableDetail>(`size-table/template/${id}`, form),
  remove: (id: string) => api.delete<unknown>(`size-table/template/${id}`),
};

export const attributeQueryKeys = {
  colorCategories: ['attributes', 'colorCategories'] as const,
  sizeCategories: ['attributes', 'sizeCategories'] as const,
  codeRatios: ['attributes', 'codeRatios'] as const,
  codeRatioInfo: ['attributes', 'codeRatioInfo'] as const,
};
