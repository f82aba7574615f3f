import { attributesPermissions, companyLibraryPermissions } from '@gf/contracts';
import type {
  CodeRatioRow,
  ColorCategoryRow,
  ColorGroup,
  LibraryLevel,
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

/**
 * Calls that change the library say their level: COMPANY from the company's page (/publicSet), FACTORY (the
 * default) from the factory's own. A list without a level answers the company's rows first, then the factory's.
 */
export const skuAttrApi = {
  page: (input: {
    type: SkuAttrType;
    pageNo: number;
    pageSize: number;
    keyword?: string;
    categoryId?: string;
    level?: LibraryLevel;
  }) => api.post<PageAnswer<SkuAttrRow>>(`${S}/getFacCommonList`, input),
  add: (type: SkuAttrType, form: SkuAttrForm, level: LibraryLevel = 'FACTORY') =>
    api.post<SkuAttrRow>(`${S}/addCommonSkuAttr`, { ...form, type, level }),
  update: (id: string, form: SkuAttrForm, level: LibraryLevel = 'FACTORY') =>
    api.post<SkuAttrRow>(`${S}/updateCommonSkuAttr`, { ...form, id, level }),
  stopUse: (ids: string[], isStopped: boolean, level: LibraryLevel = 'FACTORY') =>
    api.post<{ count: number }>(`${S}/batchStopUse`, { ids, isStopped, level }),
  changeGroup: (ids: string[], categoryId: string, level: LibraryLevel = 'FACTORY') =>
    api.post<{ count: number }>(`${S}/updateCategorys`, { ids, categoryId, level }),
  options: (type: SkuAttrType, keyword?: string, withAll = false) =>
    api.get<SkuAttrOption[]>(`${S}/skuAttrOptions`, { type, keyword, withAll }),
  colorGroups: () => api.get<ColorGroup[]>(`${S}/findColorCategorys`),
};

export const colorCategoryApi = {
  /** No level: the company's groups and the factory's own. */
  list: (level?: LibraryLevel) => api.get<ColorCategoryRow[]>(`${S}/Category`, level ? { level } : undefined),
  add: (name: string, level: LibraryLevel = 'FACTORY') => api.post<{ id: string }>(`${S}/Category`, { name, level }),
  rename: (id: string, name: string, level: LibraryLevel = 'FACTORY') => api.put<unknown>(`${S}/Category`, { id, name, level }),
  remove: (id: string, level: LibraryLevel = 'FACTORY') =>
    api.delete<unknown>(`${S}/Category?id=${encodeURIComponent(id)}&level=${level}`),
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
  /** The groups a page at this level shows (the company's only, or both); invalidating colorCategories covers them. */
  colorCategoriesAt: (level: LibraryLevel) => ['attributes', 'colorCategories', level] as const,
  sizeCategories: ['attributes', 'sizeCategories'] as const,
  codeRatios: ['attributes', 'codeRatios'] as const,
  codeRatioInfo: ['attributes', 'codeRatioInfo'] as const,
};

/** The spec-library code a change needs at a level. */
export const specEditCode = (level: LibraryLevel): string =>
  level === 'COMPANY' ? companyLibraryPermissions.specLibraryEdit : attributesPermissions.specLibraryEdit;

/** The groups a page at this level offers: the company page its own, a factory page the company's and its own. */
export const colorGroupsAt = (level: LibraryLevel) => colorCategoryApi.list(level === 'COMPANY' ? 'COMPANY' : undefined);
