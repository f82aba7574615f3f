import type {
  BomAttrName,
  BomConfigView,
  BomDetail,
  BomListRow,
  BomLogDetail,
  BomLogRow,
  BomMaterialLineResult,
  BomOrderRow,
  BomRowInput,
  BomSkuView,
  MaterialListRow,
} from '@gf/contracts';
import { z } from 'zod';
import { bomRowInput } from '@gf/contracts';
import { api } from '../../../shared/api';
import { pairLoader } from '../../../shared/search-select/search-select.logic';

export interface PageAnswer<R> {
  list: R[];
  totalCount: number;
}

/** A row as the save call takes it (before the contract's transforms). */
export type BomRowBody = z.input<typeof bomRowInput>;

export interface BomSaveBody {
  styleId: string;
  name: string;
  remark?: string | null;
  commonMaterialsSkuList: BomRowBody[];
}

/** Query keys: every BOM query of a style starts with ['bom', styleId]; the log and config have their own. */
export const bomKeys = {
  style: (styleId: string) => ['bom', styleId] as const,
  list: (styleId: string) => ['bom', styleId, 'list'] as const,
  detail: (styleId: string, bomId: string) => ['bom', styleId, 'detail', bomId] as const,
  sku: (styleId: string, bomId: string, goodsSkuId: string) => ['bom', styleId, 'sku', bomId, goodsSkuId] as const,
  log: (bomId: string, page: number) => ['bom-log', bomId, page] as const,
  orders: (bomId: string, others: boolean, page: number) => ['bom-orders', bomId, others, page] as const,
  logDetail: (logId: string) => ['bom-log-detail', logId] as const,
  parts: (styleId: string) => ['bom', styleId, 'parts'] as const,
  config: ['bom-config'] as const,
};

/** The goods BOM calls (SPEC 7 "Materials, BOM, sizes"; reference api/08-bom.md). */
export const bomApi = {
  list: (styleId: string) =>
    api.get<{ commonBomList: BomListRow[] }>('fac/commonBom/list', { styleId }).then((a) => a.commonBomList),
  detail: (bomId: string) =>
    api.get<{ commonBom: BomDetail }>('fac/commonBom/bomDetail', { commonBomId: bomId }).then((a) => a.commonBom),
  add: (body: BomSaveBody & { templateId?: string }) =>
    api.post<{ id: string }>('fac/commonBom/addCommonBom', body, { successToast: true }),
  update: (body: BomSaveBody & { id: string; version?: number }) =>
    api.post<{ id: string }>('fac/commonBom/updateCommonBom', body, { successToast: true }),
  remove: (bomId: string) => api.post<null>('fac/commonBom/deleteCommonBom', { commonBomId: bomId }, { successToast: true }),
  setDefault: (bomId: string) => api.put<null>('uflo/common/bom/updateDefaultBom', { id: bomId }, { successToast: true }),
  copy: (bomId: string, name: string) =>
    api.post<{ id: string }>('fac/commonBom/copyCommonBom', { commonBomId: bomId, name }, { successToast: true }),
  /** Whether another live BOM of the style has the name (checked on blur). */
  isNameTaken: (styleId: string, name: string, bomId?: string) =>
    api
      .get<{ exists: boolean }>('fac/commonBom/queryRepeatName', { styleId, name, id: bomId }, { silent: true })
      .then((a) => a.exists),
  skuDetail: (bomId: string, goodsSkuId: string) =>
    api
      .get<{ commonStyleSkuList: BomSkuView[] }>('fac/commonBom/colorItemBomDetail', { commonBomId: bomId, goodsSkuId })
      .then((a) => a.commonStyleSkuList),
  logList: (bomId: string, pageNo: number, pageSize: number) =>
    api.get<PageAnswer<BomLogRow>>('fac/commonBom/logList', { commonBomId: bomId, pageNo, pageSize }),
  logDetail: (logId: string) => api.get<BomLogDetail>('fac/commonBom/logDetail', { logId }),
  /** The orders whose goods use the BOM, or (`others`) the style's live formal orders on another BOM. */
  orders: (bomId: string, others: boolean, pageNo: number, pageSize: number) =>
    api.post<PageAnswer<BomOrderRow>>('fac/commonBom/bomOrderList', { commonBomId: bomId, others, pageNo, pageSize }),
  /** 改用此BOM: the chosen goods blocks now use this BOM. */
  moveOrders: (bomId: string, facPrdOrderGoodsIds: string[]) =>
    api.post<{ updatedNum: number }>(
      'fac/commonBom/updateBomOrderList',
      { commonBomId: bomId, facPrdOrderGoodsIds },
      { successToast: true },
    ),
  /** The style's parts (部位), for a new BOM's 部位 select. */
  parts: (styleId: string) => api.get<BomAttrName[]>('common-goods-style/part', { styleId }),
  config: () => api.get<BomConfigView>('businessfield/getCommonBomConfig'),
  defaultConfig: () => api.get<BomConfigView>('businessfield/getCommonBomDefaultConfig'),
  saveConfig: (fieldIds: string[]) =>
    api.post<BomConfigView>('businessfield/updateCommonBomConfig', { fieldIds }, { successToast: true }),
  /** 新建物料 from the search line; 40901 with data.existing when the SKU exists and onExisting is ASK. */
  /** 固定物料: the SKUs a new BOM starts with (standard usage and default loss filled). */
  fixedMaterials: () =>
    api
      .post<{ commonMaterialsSkuList: FoundMaterial[] }>('fac/materials/defaultMaterialsSkus', {})
      .then((a) => a.commonMaterialsSkuList),
  addMaterialLine: (material: Record<string, unknown>, onExisting: 'ASK' | 'USE_EXISTING' | 'OVERWRITE') =>
    api.post<BomMaterialLineResult>('fac/materials/addMaterialsLine', { material, onExisting }, { silent: onExisting === 'ASK' }),
};

/** A material SKU found by the BOM's search line: what a new row copies. */
export type FoundMaterial = Pick<
  MaterialListRow,
  | 'materialId'
  | 'commonMaterialsNo'
  | 'name'
  | 'kindName'
  | 'colorName'
  | 'specNoName'
  | 'stockUnit'
  | 'defaultSupplierId'
  | 'defaultSupplierName'
  | 'supplierStyleNo'
  | 'supplierColorNo'
  | 'planCost'
  | 'mainPictureUrl'
  | 'mlossRate'
  | 'defaultDosage'
> & { skuId: string };

/** 输入物料号/名称/供应商/供应商款号搜索: the factory's material SKUs (reviewed or not), the row's fields kept. */
export const bomMaterialLoader = pairLoader<MaterialListRow & Record<string, unknown>>(
  'fac/materials/listMaterials',
  {
    value: 'skuId',
    label: (r) => [r.commonMaterialsNo, r.name, r.colorName, r.specNoName, r.defaultSupplierName].filter(Boolean).join(' '),
    record: (r) => ({ ...r }),
  },
  { extra: { pageNum: 1, pageSize: 30 } },
);

/** Other SKUs of one material (the colour mapping picks the colour a goods colour takes). */
export const materialSkusOf = (materialId: string) =>
  pairLoader<MaterialListRow & Record<string, unknown>>(
    'fac/materials/listMaterials',
    { value: 'skuId', label: (r) => [r.colorName, r.specNoName].filter(Boolean).join(' / ') || r.commonMaterialsNo },
    { extra: { pageNum: 1, pageSize: 100, materialId } },
  );

export const supplierLoader = pairLoader<{ id: string; name: string }>('supplier/list', { value: 'id', label: 'name' });

export type { BomRowInput };
