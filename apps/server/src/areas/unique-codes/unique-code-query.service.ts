import {
  MAX_WYM_SELECTION,
  pageOf,
  type WymListInput,
  type WymListPage,
  type WymLookup,
  type WymNodeColumn,
  type WymQcOutcome,
  type WymRow,
  type WymSelectionInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { wymCuttingNode } from './unique-code-cut.service.js';
import * as repo from './unique-code.repository.js';

type CodeRow = Awaited<ReturnType<typeof repo.pageCodes>>['list'][number];

/** 0 未上报, 1 待审核 (pending or anti-review pending), 2 已上报, from a report bill's status. */
const statusOf = (billStatus: number): 0 | 1 | 2 => (billStatus === 2 ? 2 : billStatus === 1 || billStatus === 3 ? 1 : 0);

/** The page's rows with each code's status per node column. */
async function withStatuses(db: Db, ctx: RequestContext, rows: CodeRow[], nodes: WymNodeColumn[]): Promise<WymRow[]> {
  const others = nodes.filter((n) => !n.isCutting).map((n) => n.missionNodeId);
  const live = await repo.liveReports(
    db,
    ctx,
    rows.map((r) => r.id),
    others,
  );
  const at = new Map<string, 0 | 1 | 2>();
  for (const r of live) {
    const key = `${r.uniqueCodeId}/${r.missionNodeId}`;
    at.set(key, Math.max(at.get(key) ?? 0, statusOf(r.status)) as 0 | 1 | 2);
  }
  // At QC nodes, the result of the code's live report there (its bill's block; a defect passed after repair).
  const qcNodes = new Set(nodes.filter((n) => n.typeCode === 'quality_checking').map((n) => n.missionNodeId));
  const qc = live.filter((r) => qcNodes.has(r.missionNodeId));
  const repaired = await repo.repairedReports(
    db,
    ctx,
    qc.filter((r) => r.billType === 'FAC_MISSION_DEFECTIVE').map((r) => r.reportId),
  );
  const outcome = new Map<string, WymQcOutcome>();
  for (const r of qc)
    outcome.set(
      `${r.uniqueCodeId}/${r.missionNodeId}`,
      r.billType === 'FAC_MISSION_WASTE'
        ? 'WASTE'
        : r.billType !== 'FAC_MISSION_DEFECTIVE'
          ? 'QUALIFIED'
          : repaired.has(r.reportId)
            ? 'REPAIRED'
            : 'DEFECTIVE',
    );
  return rows.map(({ cutStatus, ...r }) => ({
    ...r,
    statuses: Object.fromEntries(
      nodes.map((n) => [n.missionNodeId, n.isCutting ? statusOf(cutStatus) : (at.get(`${r.id}/${n.missionNodeId}`) ?? 0)]),
    ),
    outcomes: Object.fromEntries(
      [...qcNodes].flatMap((n) => {
        const o = outcome.get(`${r.id}/${n}`);
        return o ? [[n, o]] : [];
      }),
    ),
  }));
}

async function columnsOf(db: Db, ctx: RequestContext, missionNodeId: string): Promise<WymNodeColumn[]> {
  const node = await wymCuttingNode(db, ctx, missionNodeId, 'missionNodeId');
  return repo.nodeColumns(db, ctx, node);
}

/** POST fac-mission-prcd-nodes/WYMStatus (and WYMList): the codes of the filter × the node columns, paged. */
export async function listCodes(db: Db, ctx: RequestContext, input: WymListInput): Promise<WymListPage> {
  const nodes = await columnsOf(db, ctx, input.missionNodeId);
  if (input.statusNodeId && !nodes.some((n) => n.missionNodeId === input.statusNodeId))
    throw invalid('statusNodeId', { zh: '该节点不在唯一码的节点中', en: 'this node is not one of the codes’ nodes' });
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageCodes(db, ctx, input, offset, pageSize);
  return { nodes, list: await withStatuses(db, ctx, page.list, nodes), totalCount: page.totalCount, pageNo, pageSize };
}

/** The chosen codes (or the whole filter) with their statuses: the labels' data and the Excel's rows. */
export async function selectedRows(db: Db, ctx: RequestContext, input: WymSelectionInput) {
  const nodes = await columnsOf(db, ctx, input.missionNodeId);
  const rows = await repo.selectedCodes(db, ctx, input, input.wymIds, MAX_WYM_SELECTION + 1);
  if (rows.length > MAX_WYM_SELECTION)
    throw invalid('wymIds', { zh: `一次最多${MAX_WYM_SELECTION}个唯一码`, en: `at most ${MAX_WYM_SELECTION} codes at once` });
  return { nodes, list: await withStatuses(db, ctx, rows, nodes) };
}

/** POST fac-mission-prcd-nodes/printWym: the label data of the chosen codes (or the whole filter), in code order. */
export async function printCodes(db: Db, ctx: RequestContext, input: WymSelectionInput): Promise<WymRow[]> {
  return (await selectedRows(db, ctx, input)).list;
}

const STATUS_TEXT = [
  { zh: '未上报', en: 'Not reported' },
  { zh: '待审核', en: 'Pending' },
  { zh: '已上报', en: 'Reported' },
] as const;

/** A reported code's result at a QC node. */
const OUTCOME_TEXT: Record<WymQcOutcome, { zh: string; en: string }> = {
  QUALIFIED: { zh: '合格', en: 'Qualified' },
  DEFECTIVE: { zh: '次品', en: 'Defective' },
  REPAIRED: { zh: '返修合格', en: 'Repaired' },
  WASTE: { zh: '报废', en: 'Scrapped' },
};

/** fac-mission-prcd-nodes/exportWYMStatus: the matrix of the filter (or the chosen codes), a column per node. */
export async function codeExport(db: Db, ctx: RequestContext, input: WymSelectionInput): Promise<ExportDefinition<WymRow>> {
  const { nodes, list } = await selectedRows(db, ctx, input);
  const lang = ctx.lang === 'en' ? 'en' : 'zh';
  return {
    title: { zh: '唯一码状态', en: 'Unique codes' },
    columns: [
      { type: 'text', header: { zh: '床次', en: 'Lay' }, value: (r) => r.lathe },
      { type: 'integer', header: { zh: '本次序号', en: 'Seq.' }, value: (r) => r.seq },
      { type: 'text', header: { zh: '唯一码', en: 'Code' }, width: 16, value: (r) => r.code },
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'text', header: { zh: '货品款号', en: 'Style no.' }, value: (r) => r.styleNo },
      { type: 'text', header: { zh: '色号', en: 'Colour no.' }, value: (r) => r.colorNo },
      { type: 'text', header: { zh: '色名', en: 'Colour' }, value: (r) => r.colorName },
      { type: 'text', header: { zh: '尺码', en: 'Size' }, value: (r) => r.sizeName },
      ...nodes.map((n) => ({
        type: 'text' as const,
        header: { zh: n.name, en: n.name },
        value: (r: WymRow) => {
          const status = r.statuses[n.missionNodeId] ?? 0;
          const outcome = r.outcomes[n.missionNodeId];
          return (status === 2 && outcome ? OUTCOME_TEXT[outcome] : STATUS_TEXT[status])[lang];
        },
      })),
      // Pieces per node column, totalled in the footer: 1 where the code is reported there.
      ...nodes.map((n) => ({
        type: 'integer' as const,
        total: true,
        header: { zh: `${n.name}已上报`, en: `${n.name} reported` },
        value: (r: WymRow) => (r.statuses[n.missionNodeId] === 2 ? 1 : 0),
      })),
    ],
    batches: (async function* () {
      yield list;
    })(),
  };
}

/** A code by its text in the factory (the scan screen's lookup); undefined when unknown or its cut was undone. */
export async function findUniqueCode(db: Db, unitId: string, code: string): Promise<WymLookup | undefined> {
  return repo.findCode(db, unitId, code);
}
