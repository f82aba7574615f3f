import {
  Dec,
  outsideStatementInput,
  pageOf,
  type OutsideStatementFigures,
  type OutsideStatementFilter,
  type OutsideStatementPage,
  type OutsideStatementRow,
} from '@gf/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { figuresBySku } from '../node-reports/index.js';
import * as repo from './statement.repository.js';

interface Acc {
  outsideFactoryId: string;
  missionId: string;
  missionNodeId: string;
  sent: Dec;
  returned: Dec;
  passed: Dec;
  payable: Dec;
}

const keyOf = (factoryId: string, missionNodeId: string) => `${factoryId}:${missionNodeId}`;

/**
 * The outside statement's rows, every one the filters select, sorted by factory, mission and node order: the posted
 * report quantities (node reports' own figure rules: completed, adjusted; passed = completed + adjusted) and the
 * payables ledger's amounts of the same reports.
 */
export async function outsideStatementRows(
  db: Db,
  ctx: RequestContext,
  filter: OutsideStatementFilter,
): Promise<OutsideStatementRow[]> {
  const [sums, payables] = await Promise.all([repo.statementLineSums(db, ctx, filter), repo.statementPayables(db, ctx, filter)]);
  const wanted = (id: string | null): id is string =>
    Boolean(id) && (!filter.outsideFactoryIds || filter.outsideFactoryIds.includes(id!));
  const rows = new Map<string, Acc>();
  const rowOf = (factoryId: string, missionId: string, missionNodeId: string): Acc => {
    const key = keyOf(factoryId, missionNodeId);
    let row = rows.get(key);
    if (!row) {
      const zero = Dec.of(0);
      row = { outsideFactoryId: factoryId, missionId, missionNodeId, sent: zero, returned: zero, passed: zero, payable: zero };
      rows.set(key, row);
    }
    return row;
  };
  for (const s of sums) {
    const figures = figuresBySku(s.typeCode, [{ billType: s.billType, kind: s.kind, skuKey: '', num: s.num }]).get('');
    if (!figures) continue;
    const passed = figures.completed.plus(figures.adjust);
    if (wanted(s.outsideFactoryId)) {
      const row = rowOf(s.outsideFactoryId, s.missionId, s.missionNodeId);
      row.returned = row.returned.plus(figures.completed);
      row.passed = row.passed.plus(passed);
    }
    if (wanted(s.sendToFactoryId)) {
      const row = rowOf(s.sendToFactoryId, s.missionId, s.missionNodeId);
      row.sent = row.sent.plus(passed);
    }
  }
  for (const p of payables) {
    const row = rowOf(p.outsideFactoryId, p.missionId, p.missionNodeId);
    row.payable = row.payable.plus(p.payable);
  }
  // A report reviewed then un-reviewed leaves ledger rows that cancel out: nothing to settle, no row.
  const list = [...rows.values()].filter((r) => ![r.sent, r.returned, r.passed, r.payable].every((d) => d.isZero()));
  const labels = await repo.statementLabels(db, ctx, {
    missionNodeIds: [...new Set(list.map((r) => r.missionNodeId))],
    outsideFactoryIds: [...new Set(list.map((r) => r.outsideFactoryId))],
  });
  const nodes = new Map(labels.nodes.map((n) => [n.id, n]));
  const factories = new Map(labels.factories.map((f) => [f.id, f.name]));
  const prices = new Map(labels.prices.map((p) => [keyOf(p.outsideFactoryId, p.missionNodeId), p.unitPrice]));
  return list
    .map((r): OutsideStatementRow & { sort: number } => {
      const node = nodes.get(r.missionNodeId);
      const nodePrice = prices.get(keyOf(r.outsideFactoryId, r.missionNodeId)) ?? null;
      const missionPrice = node?.outsideFactoryId === r.outsideFactoryId ? (node?.machiningUnitPrice ?? null) : null;
      return {
        outsideFactoryId: r.outsideFactoryId,
        outsideFactoryName: factories.get(r.outsideFactoryId) ?? '',
        missionId: r.missionId,
        missionNo: node?.missionNo ?? '',
        missionNodeId: r.missionNodeId,
        nodeName: node?.name ?? '',
        unitPrice: nodePrice ?? missionPrice,
        sentNum: r.sent.toFixed(),
        returnedNum: r.returned.toFixed(),
        passedNum: r.passed.toFixed(),
        payable: r.payable.toFixed(2),
        sort: node?.sort ?? 0,
      };
    })
    .sort(
      (a, b) =>
        a.outsideFactoryName.localeCompare(b.outsideFactoryName, 'zh') ||
        a.outsideFactoryId.localeCompare(b.outsideFactoryId) ||
        a.missionNo.localeCompare(b.missionNo) ||
        a.sort - b.sort,
    )
    .map(({ sort: _sort, ...row }) => row);
}

export function statementTotals(rows: readonly OutsideStatementRow[]): OutsideStatementFigures {
  const sum = (pick: (r: OutsideStatementRow) => string) => rows.reduce((t, r) => t.plus(pick(r)), Dec.of(0));
  return {
    sentNum: sum((r) => r.sentNum).toFixed(),
    returnedNum: sum((r) => r.returnedNum).toFixed(),
    passedNum: sum((r) => r.passedNum).toFixed(),
    payable: sum((r) => r.payable).toFixed(2),
  };
}

/** POST fac/mission/statement/missions: a page of rows with the totals over all of them. */
export async function outsideStatement(
  db: Db,
  ctx: RequestContext,
  input: z.output<typeof outsideStatementInput>,
): Promise<OutsideStatementPage> {
  const rows = await outsideStatementRows(db, ctx, input);
  const { pageNo, pageSize, offset } = pageOf(input);
  return {
    list: rows.slice(offset, offset + pageSize),
    totalCount: rows.length,
    pageNo,
    pageSize,
    totals: statementTotals(rows),
  };
}

const pieces = () => '件';

/** The statement as xlsx: number cells, quantities and the payable totalled under the rows. */
export function outsideStatementExport(
  db: Db,
  ctx: RequestContext,
  filter: OutsideStatementFilter,
): ExportDefinition<OutsideStatementRow> {
  return {
    title: { zh: '外发对账单', en: 'Outside processing statement' },
    columns: [
      { type: 'text', header: { zh: '外发厂', en: 'Outside factory' }, width: 20, value: (r) => r.outsideFactoryName },
      { type: 'text', header: { zh: '工单号', en: 'Mission no.' }, value: (r) => r.missionNo },
      { type: 'text', header: { zh: '节点', en: 'Node' }, value: (r) => r.nodeName },
      { type: 'money', scale: 4, header: { zh: '加工单价', en: 'Processing price' }, value: (r) => r.unitPrice },
      { type: 'quantity', scale: 4, header: { zh: '发出数量', en: 'Sent' }, value: (r) => r.sentNum, unitOf: pieces },
      { type: 'quantity', scale: 4, header: { zh: '回厂数量', en: 'Returned' }, value: (r) => r.returnedNum, unitOf: pieces },
      { type: 'quantity', scale: 4, header: { zh: '合格数量', en: 'Passed' }, value: (r) => r.passedNum, unitOf: pieces },
      { type: 'money', scale: 2, header: { zh: '应付金额', en: 'Payable' }, total: true, value: (r) => r.payable },
    ],
    batches: (async function* () {
      yield await outsideStatementRows(db, ctx, filter);
    })(),
  };
}
