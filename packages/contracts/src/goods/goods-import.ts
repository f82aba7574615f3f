import { z } from 'zod';
import { importAcrossListInput, importSourceInput } from '../platform/import-across.js';
import { idSchema } from '../platform/paging.js';

// 从体系导入 (/goodsSystemImport): goods styles of another factory of the company, copied into the session's factory.

/** commonStyleListNoUnit: the source factory's live styles (keyword on no/name, its categories with descendants). */
export const goodsImportListInput = importAcrossListInput.extend({
  /** Categories of the source factory's tree (fac/goods/commonStyleCategoryTree). */
  categoryIds: z.array(idSchema).max(200).optional(),
});
export type GoodsImportListInput = z.infer<typeof goodsImportListInput>;

/** commonStyleImport: the chosen styles of one source factory. */
export const goodsImportInput = importSourceInput.extend({
  styleIds: z.array(idSchema).min(1, '请选择要导入的商品|choose the styles to import').max(100),
});
export type GoodsImportInput = z.infer<typeof goodsImportInput>;

export interface GoodsImportRow {
  goodsId: string;
  unitId: string;
  unitName: string;
  styleNo: string;
  styleName: string;
  categoryPath: string | null;
  sizeCategoryName: string | null;
  /** 规格: "颜色: 红,蓝 / 尺码: S,M / 内长: 28". */
  specText: string;
  skuCount: number;
  /** The session's factory already has this style no: importing it would be skipped. */
  existsHere: boolean;
}
