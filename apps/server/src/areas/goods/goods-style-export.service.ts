import {
  goodsStyleExtraKeys,
  goodsStylePriceKeys,
  salesModeLabels,
  type GoodsStyleExportInput,
  type GoodsStyleRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportColumn, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { headers, JOIN } from './goods-style-excel.service.js';
import { styleFieldLabels } from './goods-style-change.service.js';
import { styleHeadsAfter } from './goods-style.repository.js';
import { styleCustomFieldColumns, styleRows, toStyleFilter } from './goods-style.service.js';

const names = (refs: { name: string }[]) => refs.map((r) => r.name).join(JOIN);

/** The style list as xlsx (the list's filters), columns the import reads back, then status and the custom fields. */
export async function styleExport(
  db: Db,
  ctx: RequestContext,
  input: GoodsStyleExportInput,
): Promise<ExportDefinition<GoodsStyleRow>> {
  const filter = await toStyleFilter(db, ctx, input);
  const custom = await styleCustomFieldColumns(db, ctx);
  const yes = ctx.lang === 'en' ? ['Stopped', 'In use'] : ['停用', '启用'];
  // The long-tail fields typed: the eight prices as money, 上市时间 a date, 年份 a whole number, the rest text.
  const extra = goodsStyleExtraKeys.map((key): ExportColumn<GoodsStyleRow> => {
    const header = styleFieldLabels[key];
    if ((goodsStylePriceKeys as readonly string[]).includes(key))
      return { type: 'money', scale: 2, header, value: (r) => r[key] as string | null };
    if (key === 'dateListing') return { type: 'date', header, value: (r) => r.dateListing };
    if (key === 'year') return { type: 'integer', header, value: (r) => r.year };
    if (key === 'salesMode')
      return {
        type: 'text',
        header,
        value: (r) =>
          r.salesMode !== null && salesModeLabels[r.salesMode] ? pick(salesModeLabels[r.salesMode]!, ctx.lang) : null,
      };
    return { type: 'text', header, value: (r) => r[key] as string | null };
  });
  return {
    title: { zh: '商品档案', en: 'Goods styles' },
    columns: [
      { type: 'text', header: headers.styleNo, width: 16, value: (r) => r.styleNo },
      { type: 'text', header: headers.styleName, width: 18, value: (r) => r.styleName },
      { type: 'text', header: headers.customer, value: (r) => r.customerName },
      { type: 'text', header: headers.category, width: 22, value: (r) => r.categoryPath },
      { type: 'text', header: headers.sizeCategory, value: (r) => r.sizeCategoryName },
      { type: 'text', header: headers.colors, width: 22, value: (r) => names(r.colors) },
      { type: 'text', header: headers.sizes, width: 22, value: (r) => names(r.sizes) },
      { type: 'text', header: headers.standards, value: (r) => names(r.standards) },
      ...extra,
      { type: 'text', header: headers.remark, width: 30, value: (r) => r.remark },
      // No totals on this sheet: it reads back through the import, row by row.
      { type: 'integer', header: { zh: 'SKU数', en: 'SKUs' }, value: (r) => r.skuCount },
      { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => (r.isStopped ? yes[0] : yes[1]) },
      { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
      ...custom.map((c) => ({
        type: 'text' as const,
        header: { zh: c.name, en: c.name },
        value: (r: GoodsStyleRow) => r.customFields?.[c.id] ?? null,
      })),
    ],
    batches: keysetBatches(
      async (after: string | null, limit) => styleRows(db, ctx, await styleHeadsAfter(db, ctx.unitId, filter, after, limit)),
      (r) => r.goodsId,
      500,
    ),
  };
}
