import { Dec, type FactoryProgressInput, type WageReportInput, type WageRow, type WorkbayProgressRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './production-report.repository.js';
import { checkPeriod, factoryProgressPage } from './production-report.service.js';

const statusText: Record<number, { zh: string; en: string }> = {
  0: { zh: '未开始', en: 'Not started' },
  1: { zh: '进行中', en: 'In progress' },
  2: { zh: '已完成', en: 'Finished' },
  5: { zh: '已撤销', en: 'Cancelled' },
};

async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  if (rows.length) yield rows;
}

/** 员工计件工资报表 as xlsx: quantities and wages are number cells, the wages totalled. */
export async function wageExport(db: Db, ctx: RequestContext, f: WageReportInput): Promise<ExportDefinition<WageRow>> {
  checkPeriod(f);
  return {
    title: { zh: '员工计件工资报表', en: 'Piece-rate wages' },
    columns: [
      { type: 'text', header: { zh: '工位号', en: 'Workbay' }, value: (r) => r.loginName },
      { type: 'text', header: { zh: '工位姓名', en: 'Name' }, value: (r) => r.userName },
      { type: 'text', header: { zh: '节点', en: 'Node' }, value: (r) => r.nodeName },
      { type: 'quantity', scale: 4, header: { zh: '上报数', en: 'Reported' }, value: (r) => r.num, unitOf: () => '件' },
      { type: 'money', scale: 3, header: { zh: '计件工资', en: 'Wages' }, value: (r) => r.amount, total: true },
    ],
    batches: once(await repo.wageRows(db, ctx, f)),
  };
}

/** 工位-节点进度报表 as xlsx. */
export function workbayProgressExport(db: Db, ctx: RequestContext, f: WageReportInput): ExportDefinition<WorkbayProgressRow> {
  checkPeriod(f);
  return {
    title: { zh: '工位-节点进度报表', en: 'Workbay and node progress' },
    columns: [
      { type: 'text', header: { zh: '节点', en: 'Node' }, value: (r) => r.nodeName },
      { type: 'text', header: { zh: '工位号', en: 'Workbay' }, value: (r) => r.loginName },
      { type: 'text', header: { zh: '工位姓名', en: 'Name' }, value: (r) => r.userName },
      { type: 'text', header: { zh: '款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'money', scale: 3, header: { zh: '工价(元/件)', en: 'Rate (per piece)' }, value: (r) => r.labourCost },
      { type: 'quantity', scale: 4, header: { zh: '工单上报数', en: 'Reported' }, value: (r) => r.num, unitOf: () => '件' },
      { type: 'quantity', scale: 4, header: { zh: '总上报数', en: 'Node completed' }, value: (r) => r.nodeCompletedNum },
      { type: 'quantity', scale: 4, header: { zh: '目标数', en: 'Node target' }, value: (r) => r.nodeTargetNum },
      { type: 'text', header: { zh: '节点状态', en: 'Node status' }, value: (r) => statusText[r.nodeStatus]?.[ctx.lang] },
      { type: 'date', header: { zh: '节点期限', en: 'Due' }, value: (r) => r.planEndAt },
      // 合格率 of quality and sampling nodes (the row's percentage as a fraction for the percent cell).
      {
        type: 'percent',
        scale: 2,
        header: { zh: '合格率', en: 'Pass rate' },
        value: (r) => (r.passRate ? Dec.of(r.passRate).div(100, 4) : null),
      },
    ],
    batches: offsetBatches((limit, offset) => repo.workbayProgressRows(db, ctx, f, { limit, offset })),
  };
}

interface ProgressSheetRow {
  missionNo: string;
  status: number;
  styleNo: string;
  customerName: string | null;
  placeorderAt: string;
  deliveryAt: string;
  leaderNames: string;
  nodeName: string | null;
  nodeStatus: number | null;
  completedNum: string | null;
  adjustNum: string | null;
  targetNum: string | null;
  planEndAt: string | null;
}

/** 工厂进度报表 as xlsx: one row per mission and node (a mission without nodes on one row). */
export function factoryProgressExport(db: Db, ctx: RequestContext, f: FactoryProgressInput): ExportDefinition<ProgressSheetRow> {
  return {
    title: { zh: '工厂进度报表', en: 'Factory progress' },
    columns: [
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'text', header: { zh: '客户', en: 'Customer' }, value: (r) => r.customerName },
      { type: 'text', header: { zh: '货品款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'date', header: { zh: '下单日期', en: 'Order date' }, value: (r) => r.placeorderAt },
      { type: 'date', header: { zh: '交货日期', en: 'Delivery' }, value: (r) => r.deliveryAt },
      { type: 'text', header: { zh: '负责人', en: 'Leaders' }, value: (r) => r.leaderNames },
      { type: 'text', header: { zh: '工单状态', en: 'Status' }, value: (r) => statusText[r.status]?.[ctx.lang] },
      { type: 'text', header: { zh: '节点', en: 'Node' }, value: (r) => r.nodeName },
      {
        type: 'text',
        header: { zh: '节点状态', en: 'Node status' },
        value: (r) => (r.nodeStatus === null ? null : statusText[r.nodeStatus]?.[ctx.lang]),
      },
      { type: 'quantity', scale: 4, header: { zh: '完成数', en: 'Completed' }, value: (r) => r.completedNum },
      { type: 'quantity', scale: 4, header: { zh: '调整数', en: 'Adjusted' }, value: (r) => r.adjustNum },
      { type: 'quantity', scale: 4, header: { zh: '目标数', en: 'Target' }, value: (r) => r.targetNum },
      { type: 'date', header: { zh: '节点期限', en: 'Due' }, value: (r) => r.planEndAt },
    ],
    batches: offsetBatches(async (limit, offset) => {
      const { list } = await factoryProgressPage(db, ctx, f, limit, offset);
      return list.flatMap((m): ProgressSheetRow[] => {
        const head = { ...m, leaderNames: m.leaderNames.join('、') };
        if (!m.nodes.length)
          return [
            { ...head, nodeName: null, nodeStatus: null, completedNum: null, adjustNum: null, targetNum: null, planEndAt: null },
          ];
        return m.nodes.map((n) => ({
          ...head,
          nodeName: n.name,
          nodeStatus: n.status,
          completedNum: n.completedNum,
          adjustNum: n.adjustNum,
          targetNum: n.targetNum,
          planEndAt: n.planEndAt,
        }));
      });
    }, 200),
  };
}
