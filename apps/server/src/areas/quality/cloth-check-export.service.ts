import type { ClothCheckRow, ClothFilter } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './cloth-check.repository.js';

/**
 * arrive/checkAndShrunk/export: one row per checked roll or arrival line (the list's filters). Lengths are numbers,
 * 验布长度 totalled per stock unit; 合计到料 is the arrival line's quantity (repeated for each of its rolls, so not
 * totalled); 缩率 is a percentage cell; dates are dates.
 */
export function clothExport(db: Db, ctx: RequestContext, filter: ClothFilter): ExportDefinition<ClothCheckRow> {
  return {
    title: { zh: '验布和缩布', en: 'Cloth check and shrinkage' },
    columns: [
      { type: 'text', header: { zh: '到料单号', en: 'Arrival no.' }, value: (r) => r.arriveNo },
      { type: 'date', header: { zh: '到料日期', en: 'Arrival date' }, value: (r) => r.dateArrive },
      { type: 'text', header: { zh: '分类', en: 'Kind' }, value: (r) => r.materialKindName },
      { type: 'text', header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.materialNo },
      { type: 'text', header: { zh: '物料名称', en: 'Material name' }, width: 20, value: (r) => r.materialName },
      { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
      { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specificationsNo },
      { type: 'text', header: { zh: '卷号', en: 'Roll no.' }, value: (r) => r.rollNo },
      { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
      { type: 'quantity', scale: 4, header: { zh: '合计到料', en: 'Arrived' }, value: (r) => r.arrivedQuantity },
      {
        type: 'quantity',
        scale: 4,
        header: { zh: '验布长度', en: 'Checked length' },
        value: (r) => r.checkedLength,
        unitOf: (r) => r.stockUnit,
      },
      { type: 'text', header: { zh: '验布员', en: 'Checker' }, value: (r) => r.checkerName },
      { type: 'date', header: { zh: '验布日期', en: 'Check date' }, value: (r) => r.checkDate },
      { type: 'quantity', scale: 4, header: { zh: '缩前长度', en: 'Length before' }, value: (r) => r.shrinkBefore },
      { type: 'quantity', scale: 4, header: { zh: '缩后长度', en: 'Length after' }, value: (r) => r.shrinkAfter },
      { type: 'percent', scale: 2, header: { zh: '缩率', en: 'Shrinkage' }, value: (r) => r.shrinkRate },
      { type: 'text', header: { zh: '缩布员', en: 'Shrink tester' }, value: (r) => r.shrinkerName },
      { type: 'date', header: { zh: '缩布日期', en: 'Shrink date' }, value: (r) => r.shrinkDate },
    ],
    batches: keysetBatches(
      (after: string | null, limit: number) => repo.clothRowsAfter(db, ctx.unitId, filter, after, limit),
      (r) => r.id,
    ),
  };
}
