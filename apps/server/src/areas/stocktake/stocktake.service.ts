import {
  Code,
  pageOf,
  type StocktakeCreate,
  type StocktakeDetail,
  type StocktakeLogRow,
  type StocktakePageFilter,
  type StocktakeRow,
  type StocktakeUpdate,
} from '@gf/contracts';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { STOCKTAKE_ACTIONS, STOCKTAKE_BILL_TYPE, stocktakeBillType } from './stocktake.bill-type.js';
import * as repo from './stocktake.repository.js';
import { addLotsOf } from './stocktake-lines.service.js';
import { assertCounting, isHiddenFor, lineFigures, lockStocktake, stocktakeNotFound } from './stocktake-state.service.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

registerNumberRule({
  billType: STOCKTAKE_BILL_TYPE,
  kind: 'BILL',
  zh: '盘点单',
  en: 'Stocktake',
  segments: [
    { type: 'TEXT', value: 'PD' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

async function newCheckNo(trx: Db, ctx: RequestContext): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: STOCKTAKE_BILL_TYPE });
    if (!(await repo.checkNoTaken(trx, ctx.unitId, no))) return no;
  }
  throw new AppError(Code.duplicate, { zh: '自动单号已被占用', en: 'Generated numbers are taken' });
}

/** addCheck: the count starts; the lots in scope join it with their book quantity now. */
export async function createStocktake(db: Db, ctx: RequestContext, input: StocktakeCreate) {
  if (!(await findStorehouse(db, ctx.unitId, input.storehouseId))) throw notFound({ zh: '仓库', en: 'Storehouse' });
  return db.transaction().execute(async (trx) => {
    const checkNo = await newCheckNo(trx, ctx);
    const kindIds = [...new Set(input.kindIds ?? [])];
    const id = await repo.insertHead(trx, ctx.unitId, ctx.userId, {
      checkNo,
      storehouseId: input.storehouseId,
      kindIds,
      isBlind: input.isBlind ?? false,
      checkDate: input.checkDate,
      remark: input.remark,
    });
    const added = await addLotsOf(trx, ctx, { id, storehouseId: input.storehouseId }, { kindIds, skuIds: input.skuIds });
    await repo.addLog(trx, ctx.unitId, id, ctx.userId, 'CREATE', { storehouseId: input.storehouseId, lines: added });
    return { id, checkNo, lineCount: added };
  });
}

/** updateCheck: the header of a count still counting. */
export async function updateStocktake(db: Db, ctx: RequestContext, input: StocktakeUpdate) {
  return db.transaction().execute(async (trx) => {
    const head = await lockStocktake(trx, ctx, input.checkId);
    assertCounting(head);
    const isBlind = input.isBlind ?? head.isBlind;
    await repo.updateHead(trx, ctx.unitId, head.id, { checkDate: input.checkDate, isBlind, remark: input.remark });
    await repo.addLog(trx, ctx.unitId, head.id, ctx.userId, 'UPDATE', {
      checkDate: input.checkDate,
      isBlind,
      remark: input.remark,
    });
    return { id: head.id };
  });
}

export const toRow = (r: repo.HeadRow): StocktakeRow => ({
  id: r.id,
  checkNo: r.checkNo,
  status: r.status,
  storehouseId: r.storehouseId,
  storehouseName: r.storehouseName,
  kindIds: r.kindIds,
  isBlind: r.isBlind,
  checkDate: r.checkDate,
  remark: r.remark,
  createdBy: r.createdBy,
  createdByName: r.createdByName,
  createdAt: iso(r.createdAt)!,
  handledAt: iso(r.handledAt),
  handledByName: r.handledByName,
  lineCount: r.lineCount,
  countedCount: r.countedCount,
});

export async function pageStocktakes(db: Db, ctx: RequestContext, f: StocktakePageFilter) {
  const { pageNo, pageSize, offset } = pageOf(f);
  const page = await repo.pageHeads(db, ctx.unitId, f, pageSize, offset);
  return { list: page.rows.map(toRow), totalCount: page.totalCount, pageNo, pageSize };
}

/** getCheckDetail: the head and every line (book quantity and difference hidden from blind counters). */
export async function getStocktake(
  db: Db,
  ctx: RequestContext,
  q: { checkId: string; checkSort?: 'DEFAULT' | 'DIFF' | undefined; keyword?: string | undefined },
): Promise<StocktakeDetail> {
  const head = await repo.headRow(db, ctx.unitId, q.checkId);
  if (!head) throw stocktakeNotFound();
  const isHidden = isHiddenFor(ctx, head);
  const lines = await repo.linesOf(db, ctx.unitId, head.id, { userId: ctx.userId, sort: q.checkSort, keyword: q.keyword });
  return {
    ...toRow(head),
    isHidden,
    lines: lines.map(({ unitCost, ...l }) => ({ ...l, ...lineFigures({ ...l, unitCost }, isHidden) })),
  };
}

export async function listStocktakeLogs(db: Db, ctx: RequestContext, checkId: string): Promise<StocktakeLogRow[]> {
  if (!(await repo.findHead(db, ctx.unitId, checkId))) throw stocktakeNotFound();
  const rows = await repo.logsOf(db, ctx.unitId, checkId);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! }));
}

/** undo: void a count not handled (nothing was posted, or its adjustment was undone). */
export async function voidStocktake(db: Db, ctx: RequestContext, checkId: string) {
  return db.transaction().execute(async (trx) => {
    const { status } = await applySystemTransition(trx, ctx, stocktakeBillType, checkId, STOCKTAKE_ACTIONS.void);
    await repo.addLog(trx, ctx.unitId, checkId, ctx.userId, 'VOID', {});
    return { id: checkId, status };
  });
}

/** continueCheck: a count whose adjustment was undone is counted again (its counts are kept). */
export async function continueStocktake(db: Db, ctx: RequestContext, checkId: string) {
  return db.transaction().execute(async (trx) => {
    const { status } = await applySystemTransition(trx, ctx, stocktakeBillType, checkId, STOCKTAKE_ACTIONS.resume);
    await repo.addLog(trx, ctx.unitId, checkId, ctx.userId, 'CONTINUE', {});
    return { id: checkId, status };
  });
}
