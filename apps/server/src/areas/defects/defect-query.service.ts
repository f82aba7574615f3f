import {
  defectActionLabels,
  defectBillStatusLabels,
  pageOf,
  type DefectBillDetail,
  type DefectBillListQuery,
  type DefectBillRow,
  type DefectListAnswer,
  type DefectListQuery,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as bills from './defect-bill.repository.js';
import * as repo from './defect.repository.js';

/** defectived/list (/inferiorMamage): the open defects of the filter, newest first, with Σ open over the filter. */
export async function listDefects(
  db: Db,
  ctx: RequestContext,
  q: repo.DefectQuery & Pick<DefectListQuery, 'pageNo' | 'pageNum' | 'pageSize'>,
): Promise<DefectListAnswer> {
  const { offset, pageSize } = pageOf(q);
  const [rows, totals] = await Promise.all([repo.listOpen(db, ctx, q, { offset, limit: pageSize }), repo.countOpen(db, ctx, q)]);
  const names = await repo.labelNames(
    db,
    ctx,
    rows.flatMap((r) => r.defectLabelIds),
  );
  return {
    list: rows.map((r) => ({ ...r, defectLabelNames: r.defectLabelIds.map((id) => names.get(id) ?? id) })),
    totalCount: totals.count,
    totalOpen: totals.total,
  };
}

/** bill-repair/list (/allInferiorBill). */
export async function listDefectBills(
  db: Db,
  ctx: RequestContext,
  q: DefectBillListQuery,
): Promise<{ list: DefectBillRow[]; totalCount: number }> {
  const { offset, pageSize } = pageOf(q);
  const [list, totalCount] = await Promise.all([
    bills.listBills(db, ctx, q, { offset, limit: pageSize }),
    bills.countBills(db, ctx, q),
  ]);
  return { list, totalCount };
}

/** bill-repair/details: the bill with its defects. */
export async function getDefectBill(db: Db, ctx: RequestContext, id: string): Promise<DefectBillDetail> {
  const [head] = await bills.listBills(db, ctx, {}, { ids: [id] });
  if (!head) throw notFound({ zh: '次品管理单', en: 'Defect bill' });
  const lines = await bills.billLines(db, ctx, id);
  const names = await repo.labelNames(
    db,
    ctx,
    lines.flatMap((l) => l.defectLabelIds),
  );
  return {
    ...head,
    lines: lines.map(({ defectLabelIds, ...l }) => ({ ...l, defectLabelNames: defectLabelIds.map((x) => names.get(x) ?? x) })),
  };
}

async function* billBatches(db: Db, ctx: RequestContext, q: DefectBillListQuery): AsyncGenerator<DefectBillRow[]> {
  const pageSize = 500;
  for (let pageNo = 1; ; pageNo++) {
    const page = await bills.listBills(db, ctx, q, { offset: (pageNo - 1) * pageSize, limit: pageSize });
    if (page.length) yield page;
    if (page.length < pageSize) return;
  }
}

/** bill-repair/export: the bill list of the filter as xlsx. */
export function defectBillExport(db: Db, ctx: RequestContext, q: DefectBillListQuery): ExportDefinition<DefectBillRow> {
  const lang = ctx.lang === 'en' ? 'en' : 'zh';
  return {
    title: { zh: '全部次品管理单据', en: 'Defect bills' },
    columns: [
      { type: 'text', header: { zh: '单据', en: 'Bill' }, value: (r) => defectActionLabels[r.action][lang] },
      { type: 'text', header: { zh: '单号', en: 'Bill no.' }, width: 18, value: (r) => r.billNo },
      {
        type: 'text',
        header: { zh: '状态', en: 'Status' },
        value: (r) => defectBillStatusLabels[r.status]?.[lang] ?? String(r.status),
      },
      { type: 'date', header: { zh: '完成时间', en: 'Done on' }, value: (r) => r.dateCompleted },
      { type: 'text', header: { zh: '完成人员', en: 'Done by' }, value: (r) => r.finishUserName },
      { type: 'text', header: { zh: '外发厂', en: 'Outside factory' }, width: 18, value: (r) => r.outsideFactoryName },
      { type: 'text', header: { zh: '返修工位', en: 'Repair workbay' }, value: (r) => r.returnUserName },
      { type: 'text', header: { zh: '返修款号', en: 'Styles' }, width: 18, value: (r) => r.styleNos.join('、') },
      { type: 'quantity', scale: 4, header: { zh: '返修数量', en: 'Quantity' }, value: (r) => r.totalNum },
      { type: 'text', header: { zh: '入库仓库', en: 'Storehouse' }, value: (r) => r.storehouseName },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, value: (r) => r.remark },
    ],
    batches: billBatches(db, ctx, q),
  };
}
