import type {
  DeleteCheck,
  MaterialDetail,
  MaterialKindAttr,
  MaterialKindNode,
  MaterialKindRow,
  MaterialCustomFieldColumn,
  MaterialListRow,
  LibraryLevel,
  MaterialSpecRow,
  SkuSupplierRow,
} from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export const MATERIAL_BILL_TYPE = 'COMMON_MATERIALS';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

export interface SkuSupplierForm {
  supplierId: string;
  supplierName?: string;
  supplierStyleNo?: string | null;
  supplierColorNo?: string | null;
  planCost?: string | null;
  excludingTaxPrice?: string | null;
  isDefault: boolean;
}

export interface SkuForm {
  /** Client key of the table row. */
  key: string;
  id?: string;
  colorId?: string | null;
  colorName: string;
  specificationsId: string;
  specNoName?: string;
  sampleMaterial: boolean;
  /** 库存单位 and 采购单位: units dictionary ids (what is sent), with their names (what is shown). */
  stockUnitId: string | null;
  stockUnit: string;
  purchaseUnitId?: string | null;
  purchaseUnit?: string | null;
  conversionRate: string;
  remark?: string | null;
  defaultDosage?: string | null;
  fixedMaterials: boolean;
  mlossRate?: string | null;
  suppliers: SkuSupplierForm[];
}

export interface MaterialForm {
  id?: string;
  version?: number;
  kindId: string;
  no?: string | null;
  name?: string | null;
  autoName: boolean;
  composition?: string | null;
  width?: string | null;
  weight?: string | null;
  remark?: string | null;
  customFields?: Record<string, unknown>;
  skus: Omit<SkuForm, 'key' | 'specNoName' | 'stockUnit' | 'purchaseUnit'>[];
  /** Stored file ids in order; the first is the main picture. */
  pictureIds?: string[];
  /** 关联商品款号; sent as the form holds it (left out = unchanged on the server). */
  styleIds?: string[];
}

export interface MaterialListInput {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  materialKindsFilters?: string[];
  suppliersFilters?: string[];
  reviewStatus?: number[];
  stopUse?: boolean;
  sampleMaterial?: boolean;
  createStartTimeStampFilter?: number;
  createEndTimeStampFilter?: number;
}

export interface GeneratedSku {
  colorId: string | null;
  colorName: string;
  specificationsId: string;
  specNoName: string;
}

export interface ColorGroup {
  categoryId: string | null;
  category: string | null;
  colorList: { id: string; name: string }[];
}

const m = (path: string) => `fac/materials/${path}`;

export const materialsApi = {
  list: (input: MaterialListInput) =>
    api.post<PageAnswer<MaterialListRow> & { customFieldColumns?: MaterialCustomFieldColumn[] }>(m('listMaterials'), input),
  detail: (id: string) => api.get<MaterialDetail>(m('getMaterialDetail'), { id }),
  add: (input: MaterialForm, options?: { silent?: boolean }) =>
    api.post<{ id: string; commonMaterialsNo: string }>(m('addMaterials'), input, options),
  edit: (input: MaterialForm & { id: string }) => api.post<{ id: string; commonMaterialsNo: string }>(m('editMaterials'), input),
  remove: (id: string) => api.post<null>(m('deleteMaterial'), { id }),
  repeatNo: (no: string, id?: string) =>
    api.get<{ exists: boolean }>(m('judgeRepeatMaterialNo'), { no, commonMaterialId: id }, { silent: true }),
  previewName: (input: {
    kindId: string;
    composition?: string | null;
    specificationsId?: string | null;
    colorName?: string | null;
  }) => api.post<{ name: string }>(m('previewMaterialsName'), input, { silent: true }),
  defaultSkus: (input: {
    colors: { colorId: string | null; colorName: string }[];
    specificationsIds: string[];
    existing: { colorId?: string | null; colorName: string; specificationsId: string }[];
  }) => api.post<GeneratedSku[]>(m('generateSkus'), input),
  renumber: (input: { ids: string[]; updateMaterialsName: boolean }) =>
    api.post<{ updated: number }>(m('updateMaterialsNos'), input, { successToast: true }),
  stopUse: (ids: string[], stopUse: boolean) =>
    api.post<{ updated: number }>(m('batchStopUse'), { ids, stopUse }, { successToast: true }),
  isEdit: (id: string) => api.get<{ isEdit: boolean; status: number; reason: string | null }>(m('checkMaterialsIsEdit'), { id }),
  checkDeleteSku: (materialsSkuId: string) => api.get<DeleteCheck>(m('check/delete-materials-sku'), { materialsSkuId }),
  checkDeleteSupplier: (materialsSkuId: string, supplierId: string) =>
    api.get<DeleteCheck>(m('check/delete-supplier'), { materialsSkuId, supplierId }),
  skuSuppliers: (materialsSkuId: string) => api.get<SkuSupplierRow[]>(m('materialsSkuSupplierList/v2'), { materialsSkuId }),
  /** uflo/common/materials/undo-review: 生成档案 (true) or 申请驳回 (false) where no review is configured. */
  undoReview: (id: string, result: boolean) =>
    api.get<{ status: number }>('uflo/common/materials/undo-review', { id, result: String(result) }, { successToast: true }),
  reviewInUse: () =>
    api.post<{ isUse: boolean }>('bill-review-config/isUsedConfig', { billType: MATERIAL_BILL_TYPE }, { silent: true }),
  colorGroups: () => api.get<ColorGroup[]>('fac/common/settings/findColorCategorys', undefined, { silent: true }),
};

export const kindsApi = {
  page: (input: { pageNo: number; pageSize: number; key?: string; upDown?: number }) =>
    api.get<PageAnswer<MaterialKindRow>>(m('listMaterialsKinds'), input),
  tree: () => api.get<MaterialKindNode[]>(m('kinds/tree')),
  save: (input: { id?: string; no: string; name: string; parentId?: string | null }) =>
    api.post<{ id: string }>(m('addOrUpdateMaterialsKinds'), input, { successToast: true }),
  remove: (id: string) => api.get<null>(m('deleteMaterialsKinds'), { id }, { successToast: true }),
};

/** 资料档案配置: the attributes (custom fields of materials) each kind uses; every change answers the kind's list. */
export const kindAttrsApi = {
  list: (kindId: string) => api.get<MaterialKindAttr[]>(m('listMaterialsKindsAttrs'), { commonMaterialsKindsId: kindId }),
  add: (kindId: string, fieldIds: string[]) =>
    api.post<MaterialKindAttr[]>(m('addCommonMaterialsKindsAttrs'), {
      commonMaterialsKindsId: kindId,
      commonAttrstoreIdsList: fieldIds,
    }),
  remove: (id: string) => api.get<MaterialKindAttr[]>(m('deleteCommonMaterialsKindsAttrs'), { id }),
  sort: (ids: string[]) =>
    api.post<MaterialKindAttr[]>(m('updateCommonMaterialsKindsAttrsSort'), { commonMaterialsKindsAttrsIdsList: ids }),
  setRequired: (id: string, isRequired: boolean) =>
    api.post<MaterialKindAttr[]>(m('updateCommonMaterialsKindsAttrRequired'), { id, isRequired }),
};
export const kindAttrsKey = (kindId: string) => ['material-kinds', 'attrs', kindId] as const;

/** Specifications: a list without a level answers the company's first, then the factory's; changes say their level. */
export const specsApi = {
  page: (input: { pageNo: number; pageSize: number; keyword?: string; level?: LibraryLevel }) =>
    api.post<PageAnswer<MaterialSpecRow>>(m('getMaterialsSpecifications'), input),
  save: (input: { id?: string; no?: string | null; remark?: string | null; level?: LibraryLevel }) =>
    api.post<MaterialSpecRow>(m('addOrUpdateCommonMaterialsSpecifications'), input, { successToast: true }),
  remove: (id: string, level: LibraryLevel = 'FACTORY') =>
    api.get<null>(m('deleteCommonMaterialsSpecifications'), { id, level }, { successToast: true }),
};

/** Dropdown loaders (SPEC: kinds id/name, suppliers id/name). */
export const kindLoader = pairLoader<MaterialKindRow & Record<string, unknown>>(
  m('listMaterialsKinds'),
  { value: 'id', label: (r) => r.noName },
  { method: 'GET', keywordKey: 'key', extra: { pageNo: 1, pageSize: 50, upDown: 0 } },
);
/** Goods styles of the factory (SPEC styles pair goodsId / styleNo styleName), for 关联商品款号. */
export const goodsStyleLoader = pairLoader<{ goodsId: string; styleNo: string; styleName: string }>(
  'commonDropDownList/getAllStyleByUnitId',
  {
    value: 'goodsId',
    label: (r) => `${r.styleNo} ${r.styleName}`,
  },
);
export const specLoader = pairLoader<MaterialSpecRow & Record<string, unknown>>(
  m('getMaterialsSpecifications'),
  { value: 'id', label: (r) => r.noName },
  { extra: { pageNo: 1, pageSize: 50 } },
);
export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });
