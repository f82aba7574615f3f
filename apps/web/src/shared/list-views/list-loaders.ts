import type { MaterialListRow } from '@gf/contracts';
import { pairLoader, type OptionLoader } from '../search-select';

// Option loaders of the filters the purchase and arrival lists share (reference 06: 采购单号, 物料筛选, 商品筛选).

/** 采购单号 (multi): purchase numbers of the module (0 material, 1 sample) matching what is typed. */
export const purchaseNoLoader = (belongModule: 0 | 1) =>
  pairLoader<{ orderNo: string }>(
    'purchase/purchaseList',
    { value: 'orderNo', label: 'orderNo' },
    { keywordKey: 'searchColumn', extra: { pageNum: 1, pageSize: 30, belongModule } },
  );

const skuOptions = pairLoader<Pick<MaterialListRow, 'skuId' | 'commonMaterialsNo' | 'name' | 'colorName' | 'specNoName'>>(
  'fac/materials/listMaterials',
  {
    value: 'skuId',
    label: (r) => [r.commonMaterialsNo, r.name, r.colorName, r.specNoName].filter(Boolean).join(' '),
  },
  { extra: { pageNum: 1, pageSize: 30 } },
);
/** 物料筛选: material SKUs (a material without SKUs offers nothing). */
export const materialSkuLoader: OptionLoader = async (keyword) => (await skuOptions(keyword)).filter((o) => o.value != null);

/** 商品筛选: goods styles by their 商品款号 (demand lines carry the number). */
export const goodsStyleNoLoader = pairLoader<{ styleNo: string; styleName: string }>('commonDropDownList/getAllStyleByUnitId', {
  value: 'styleNo',
  label: (r) => `${r.styleNo} ${r.styleName}`,
});

/** A typed list of numbers ("SC1, SC2，SC3" → ['SC1', 'SC2', 'SC3']), undefined when empty: the 生产单号 filter. */
export const splitNumbers = (v: unknown): string[] | undefined => {
  const list = (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/[,，\s]+/) : []).filter(Boolean);
  return list.length ? list : undefined;
};
