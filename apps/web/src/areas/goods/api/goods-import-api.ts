import type { GoodsCategoryNode, GoodsImportRow } from '@gf/contracts';
import { api } from '../../../shared/api';
import { importAcrossApi } from '../../../shared/import-across';

/** 从体系导入: another factory's goods styles and category tree, and the import of chosen styles. */
export const goodsImportApi = {
  page: (input: { sourceUnitId: string; keyword?: string; categoryIds?: string[]; pageNo: number; pageSize: number }) =>
    importAcrossApi.list<GoodsImportRow>('fac/goods/commonStyleListNoUnit', input),
  categoryTree: (sourceUnitId: string) => api.get<GoodsCategoryNode[]>('fac/goods/commonStyleCategoryTree', { sourceUnitId }),
  run: (sourceUnitId: string, styleIds: string[]) =>
    importAcrossApi.run('fac/goods/commonStyleImport', sourceUnitId, styleIds, 'styleIds'),
};
