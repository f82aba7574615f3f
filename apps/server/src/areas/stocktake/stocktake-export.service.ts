import {
  stocktakeStatusLabels,
  type StocktakeExportLine,
  type StocktakeExportQuery,
  type StocktakePageFilter,
  type StocktakeRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  keysetBatches,
  offsetBatches,
  quantityColumn,
  yesNoText,
  type ExportColumn,
  type ExportDefinition,
} from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './stocktake.repository.js';
import { isHiddenFor, lineFigures, stocktakeNotFound } from './stocktake-state.service.js';
import { toRow } from './stocktake.service.js';

const t = (zh: string, en: string) => ({ zh, en });

/** The line columns: the material, its lot, then book / counted / difference totalled per stock unit, the value, who. */
function lineColumns(isHidden: boolean): ExportColumn<StocktakeExportLine>[] {
  const unitOf = (r: StocktakeExportLine) => r.stockUnit;
  const figures: ExportColumn<StocktakeExportLine>[] = [
    quantityColumn(t('账面数', 'Book quantity'), (r) => r.bookQuantity, unitOf),
    quantityColumn(t('实盘数', 'Counted'), (r) => r.countedQuantity, unitOf),
    quantityColumn(t('差异', 'Difference'), (r) => r.difference, unitOf),
    { type: 'money', scale: 2, header: t('差异金额', 'Difference value'), value: (r) => r.differenceValue, total: true },
  ];
  return [
    { type: 'text', header: t('物料编号', 'Material no.'), value: (r) => r.materialNo },
    { type: 'text', header: t('物料名称', 'Material'), width: 24, value: (r) => r.materialName },
    { type: 'text', header: t('分类', 'Kind'), value: (r) => r.kindName },
    { type: 'text', header: t('颜色', 'Colour'), value: (r) => r.colorName },
    { type: 'text', header: t('规格', 'Specification'), value: (r) => r.specNo },
    { type: 'text', header: t('卷号', 'Roll'), value: (r) => r.rollNo },
    { type: 'text', header: t('缸号', 'Vat no.'), value: (r) => r.vatNo },
    { type: 'text', header: t('库存单位', 'Stock unit'), value: unitOf },
    // A blind count's books stay hidden from counters in the file too: those columns are left out.
    ...(isHidden ? figures.slice(1, 2) : figures),
    quantityColumn(t('已调整', 'Posted'), (r) => r.postedQuantity, unitOf),
    { type: 'text', header: t('盘点人', 'Counted by'), width: 20, value: (r) => r.counterNames },
  ];
}

/**
 * materials/check/exportCheckDetail: one stocktake's lines in id order, read in keyset batches, quantities totalled per
 * stock unit at the bottom and the difference value in 合计. Another factory's stocktake is 40402 before any header
 * goes out; a blind count is exported to a counter without its books, differences and values.
 */
export async function stocktakeLinesExport(
  db: Db,
  ctx: RequestContext,
  q: StocktakeExportQuery,
): Promise<ExportDefinition<StocktakeExportLine>> {
  const head = await repo.findHead(db, ctx.unitId, q.checkId);
  if (!head) throw stocktakeNotFound();
  const isHidden = isHiddenFor(ctx, head);
  return {
    title: t(`盘点单${head.checkNo}`, `Stocktake ${head.checkNo}`),
    columns: lineColumns(isHidden),
    batches: keysetBatches(
      async (after: string | null, limit) =>
        (await repo.linesAfter(db, ctx.unitId, head.id, q, after, limit)).map(({ unitCost, ...l }) => ({
          ...l,
          ...lineFigures({ ...l, unitCost }, isHidden),
        })),
      (r) => r.id,
    ),
  };
}

/** materials/check/exportCheckList: the list's filters, newest first; line counts totalled. */
export function stocktakeListExport(db: Db, ctx: RequestContext, f: StocktakePageFilter): ExportDefinition<StocktakeRow> {
  return {
    title: t('盘点单', 'Stocktakes'),
    columns: [
      { type: 'text', header: t('盘点单号', 'Stocktake no.'), value: (r) => r.checkNo },
      {
        type: 'text',
        header: t('状态', 'Status'),
        value: (r) => pick(stocktakeStatusLabels[r.status] ?? t(String(r.status), String(r.status)), ctx.lang),
      },
      { type: 'text', header: t('盘点仓库', 'Storehouse'), value: (r) => r.storehouseName },
      { type: 'date', header: t('盘点日期', 'Count date'), value: (r) => r.checkDate },
      { type: 'integer', header: t('明细数', 'Lines'), value: (r) => r.lineCount, total: true },
      { type: 'integer', header: t('已盘明细', 'Counted lines'), value: (r) => r.countedCount, total: true },
      { type: 'text', header: t('盲盘', 'Blind'), value: (r) => yesNoText(r.isBlind, ctx.lang) },
      { type: 'text', header: t('创建人', 'Created by'), value: (r) => r.createdByName },
      { type: 'datetime', header: t('创建时间', 'Created at'), value: (r) => r.createdAt },
      { type: 'text', header: t('处理人', 'Handled by'), value: (r) => r.handledByName },
      { type: 'datetime', header: t('处理时间', 'Handled at'), value: (r) => r.handledAt },
      { type: 'text', header: t('备注', 'Remark'), width: 24, value: (r) => r.remark },
    ],
    batches: offsetBatches(async (limit, offset) => (await repo.pageHeads(db, ctx.unitId, f, limit, offset)).rows.map(toRow)),
  };
}
