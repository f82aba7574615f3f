import type { MissionAdjustListQuery, MissionAdjustRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billStatusText, offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { filterOf, rowOf } from './mission-adjust-query.service.js';
import * as list from './mission-adjust-list.repository.js';

/** 工单调整单 list as xlsx: the list's filter, every page; quantities are number cells, dates are dates. */
export function adjustListExport(db: Db, ctx: RequestContext, input: MissionAdjustListQuery): ExportDefinition<MissionAdjustRow> {
  const filter = filterOf(input);
  return {
    title: { zh: '工单调整单', en: 'Mission adjustments' },
    columns: [
      { type: 'text', header: { zh: '调整单号', en: 'Adjustment no.' }, value: (r) => r.adjustNo },
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'text', header: { zh: '款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'text', header: { zh: '状态', en: 'Status' }, value: (r) => billStatusText(r.status, ctx.lang) },
      { type: 'date', header: { zh: '制单日期', en: 'Date' }, value: (r) => r.placeorderAt },
      { type: 'quantity', scale: 4, header: { zh: '调整前数量', en: 'Before' }, value: (r) => r.oldTotalNum },
      { type: 'quantity', scale: 4, header: { zh: '调整后数量', en: 'After' }, value: (r) => r.newTotalNum },
      { type: 'date', header: { zh: '原交期', en: 'Delivery before' }, value: (r) => r.oldDeliveryAt },
      { type: 'date', header: { zh: '新交期', en: 'Delivery after' }, value: (r) => r.newDeliveryAt },
      { type: 'text', header: { zh: '调整原因', en: 'Reason' }, value: (r) => r.reason },
      { type: 'text', header: { zh: '制单人', en: 'Created by' }, value: (r) => r.createByName },
      { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
    ],
    batches: offsetBatches(async (limit, offset) => (await list.pageAdjusts(db, ctx, filter, limit, offset)).rows.map(rowOf)),
  };
}
