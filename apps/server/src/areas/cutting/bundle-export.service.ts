import type { BundleRow, BundleSelectionInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { pageBundles, selectedBundles } from './bundle.repository.js';

/** Every bundle of the filter, 1,000 at a time; or the chosen ones. */
async function* bundleBatches(db: Db, ctx: RequestContext, body: BundleSelectionInput): AsyncGenerator<BundleRow[]> {
  if (body.ligationIds) {
    yield await selectedBundles(db, ctx, body, body.ligationIds, body.ligationIds.length);
    return;
  }
  const size = 1000;
  for (let offset = 0; ; offset += size) {
    const page = await pageBundles(db, ctx, body, offset, size);
    if (page.list.length) yield page.list;
    if (offset + size >= page.totalCount) return;
  }
}

/** fac-mission-prcd-nodes/generateExcelForLigation (扎号列表 导出): one row per bundle, pieces totalled. */
export function bundleExport(db: Db, ctx: RequestContext, body: BundleSelectionInput): ExportDefinition<BundleRow> {
  return {
    title: { zh: '扎号列表', en: 'Bundles' },
    columns: [
      { type: 'text', header: { zh: '扎号', en: 'Ticket no.' }, width: 22, value: (r) => r.ticketNo },
      { type: 'text', header: { zh: '床次', en: 'Lay' }, value: (r) => r.lathe },
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'text', header: { zh: '款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'text', header: { zh: '款式名称', en: 'Style' }, value: (r) => r.styleName },
      { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
      { type: 'text', header: { zh: '尺码', en: 'Size' }, value: (r) => r.sizeName },
      { type: 'text', header: { zh: '卷号/缸号', en: 'Roll / dye lot' }, value: (r) => r.lot },
      { type: 'integer', total: true, header: { zh: '数量', en: 'Quantity' }, value: (r) => r.num },
      { type: 'date', header: { zh: '完成日期', en: 'Date completed' }, value: (r) => r.dateCompleted },
      { type: 'text', header: { zh: '完成人员', en: 'Cut by' }, value: (r) => r.finishUserName },
      { type: 'text', header: { zh: '上报单号', en: 'Report no.' }, value: (r) => r.reportBillNo },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
    ],
    batches: bundleBatches(db, ctx, body),
  };
}
