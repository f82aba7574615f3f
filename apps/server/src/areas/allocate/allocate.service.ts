import {
  Dec,
  dec,
  pageOf,
  type AllocateDetail,
  type AllocateInput,
  type AllocateListInput,
  type AllocateRow,
  type AllocateUpdateInput,
} from '@gf/contracts';
import { sql } from 'kysely';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { transitOf } from '../stock/index.js';
import { allocateNotFound } from './allocate-posting.service.js';
import { allocateBillTypes } from './allocate.bill-type.js';
import * as repo from './allocate.repository.js';

const OUT = 'BILL_CALL_OUT';

/** A live storehouse of the company (a transfer may go to another factory's storehouse: ADR 0011). */
async function isCompanyStorehouse(db: Db, ctx: RequestContext, id: string): Promise<boolean> {
  const { rows } =
    await sql`select 1 from storehouse where id = ${id} and unit_id = ${ctx.bossUnitId} and not is_deleted`.execute(db);
  return rows.length > 0;
}

function noRepeats(lines: readonly { key: string }[], field: 'skuId' | 'callOutLineId') {
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (seen.has(l.key)) throw invalid(`lines.${i}.${field}`, { zh: '货品重复', en: 'the SKU is listed twice' });
    seen.add(l.key);
  });
}

/** An out's head and lines after every reference was checked (each refusal names its field). */
async function resolveOut(db: Db, ctx: RequestContext, input: AllocateInput) {
  if (!input.outStorehouseId) throw invalid('outStorehouseId', { zh: '请选择调出仓库', en: 'choose the issuing storehouse' });
  if (!input.inStorehouseId) throw invalid('inStorehouseId', { zh: '请选择调入仓库', en: 'choose the receiving storehouse' });
  if (!(await findStorehouse(db, ctx.unitId, input.outStorehouseId)))
    throw invalid('outStorehouseId', {
      zh: '仓库不存在或未关联本厂',
      en: 'the storehouse is unknown or not linked to this factory',
    });
  if (input.inStorehouseId === input.outStorehouseId)
    throw invalid('inStorehouseId', { zh: '调入仓库不能是调出仓库', en: 'cannot be the issuing storehouse' });
  if (!(await isCompanyStorehouse(db, ctx, input.inStorehouseId)))
    throw invalid('inStorehouseId', { zh: '仓库不存在', en: 'the storehouse does not exist' });
  input.lines.forEach((l, i) => {
    if (!l.skuId) throw invalid(`lines.${i}.skuId`, { zh: '请选择货品', en: 'choose the SKU' });
  });
  const lines = input.lines.map((l) => ({ skuId: l.skuId!, quantity: l.quantity, callOutLineId: null }));
  noRepeats(
    lines.map((l) => ({ key: l.skuId })),
    'skuId',
  );
  const own = await repo.ownSkus(db, ctx.unitId, input.skuKind, [...new Set(lines.map((l) => l.skuId))]);
  const missing = lines.findIndex((l) => !own.has(l.skuId));
  if (missing >= 0) throw invalid(`lines.${missing}.skuId`, { zh: '货品不存在', en: 'the SKU does not exist' });
  return {
    head: {
      outStorehouseId: input.outStorehouseId,
      inStorehouseId: input.inStorehouseId,
      callOutId: null,
      skuKind: input.skuKind,
    },
    lines,
  };
}

/** An in takes storehouses and SKUs from its reviewed out; each line at most what is still in transit. */
async function resolveIn(db: Db, ctx: RequestContext, input: AllocateInput) {
  if (!input.callOutId) throw invalid('callOutId', { zh: '请选择调出单', en: 'choose the transfer-out' });
  const out = await repo.findHead(db, ctx.unitId, input.callOutId);
  if (!out || out.billType !== OUT) throw invalid('callOutId', { zh: '调出单不存在', en: 'the transfer-out does not exist' });
  if (out.status !== 2) throw invalid('callOutId', { zh: '调出单未审核', en: 'the transfer-out is not reviewed' });
  const transit = new Map((await transitOf(db, ctx, { type: OUT, id: out.id })).map((t) => [t.outLineId, t]));
  const lines = input.lines.map((l, i) => {
    const t = l.callOutLineId ? transit.get(l.callOutLineId) : undefined;
    if (!t) throw invalid(`lines.${i}.callOutLineId`, { zh: '不是该调出单的货品', en: 'not a line of the transfer-out' });
    if (Dec.of(l.quantity).gt(t.inTransit))
      throw invalid(`lines.${i}.quantity`, {
        zh: `不能超过在途数量 ${Dec.of(t.inTransit).toString()}`,
        en: `cannot exceed the ${Dec.of(t.inTransit).toString()} in transit`,
      });
    return { skuId: t.skuId, quantity: l.quantity, callOutLineId: t.outLineId };
  });
  noRepeats(
    lines.map((l) => ({ key: l.callOutLineId })),
    'callOutLineId',
  );
  return {
    head: { outStorehouseId: out.outStorehouseId, inStorehouseId: out.inStorehouseId, callOutId: out.id, skuKind: out.skuKind },
    lines,
  };
}

async function resolve(db: Db, ctx: RequestContext, input: AllocateInput, current: { id: string; billNo: string } | null) {
  const { head, lines } = input.billType === OUT ? await resolveOut(db, ctx, input) : await resolveIn(db, ctx, input);
  // A re-save with a blank number keeps the bill's own (a new one each save would waste numbers and rename the bill).
  const billNo = input.orderNo ?? current?.billNo ?? (await allocateNumber(db, { unitId: ctx.unitId, billType: input.billType }));
  const billId = current?.id ?? null;
  if (await repo.isNumberTaken(db, ctx.unitId, billNo, billId)) throw duplicate('orderNo', { zh: '单据号', en: 'Bill no.' });
  const values: repo.HeadValues = {
    ...head,
    billNo,
    billType: input.billType,
    operatorId: input.operaterId,
    opDate: input.opDate,
    remark: input.remark,
    totalQuantity: dec.sum(lines.map((l) => l.quantity)),
  };
  return { head: values, lines };
}

/** allocate/add: a draft 调出单 or 调入单 (blank number = generated DC / DR + yyMMdd + serial). */
export async function createAllocate(db: Db, ctx: RequestContext, input: AllocateInput) {
  return db.transaction().execute(async (trx) => {
    const { head, lines } = await resolve(trx, ctx, input, null);
    const id = await repo.insertHead(trx, ctx.unitId, ctx.userId, head);
    await repo.replaceLines(trx, ctx.unitId, id, lines);
    await recordBillEvent(trx, ctx, allocateBillTypes[head.billType], { id, billNo: head.billNo, status: 0 }, 'CREATE');
    return { id, billNo: head.billNo };
  });
}

/** allocate/update: a draft or rejected transfer re-saved (its kind stays). */
export async function updateAllocate(db: Db, ctx: RequestContext, input: AllocateUpdateInput) {
  return db.transaction().execute(async (trx) => {
    const current = await repo.findHead(trx, ctx.unitId, input.id);
    if (!current) throw allocateNotFound();
    if (current.billType !== input.billType)
      throw invalid('billType', { zh: '单据类型不能修改', en: 'the kind of a bill cannot change' });
    const locked = await assertEditable(trx, allocateBillTypes[current.billType], ctx, input.id);
    const { head, lines } = await resolve(trx, ctx, input, current);
    await repo.updateHead(trx, ctx.unitId, ctx.userId, input.id, head);
    await repo.replaceLines(trx, ctx.unitId, input.id, lines);
    await recordBillEvent(
      trx,
      ctx,
      allocateBillTypes[head.billType],
      { id: input.id, billNo: head.billNo, status: locked.status },
      'SAVE',
    );
    return { id: input.id, billNo: head.billNo };
  });
}

/** A row with its out's figures: received by reviewed ins, in transit, and the value in transit (from the ledger). */
async function withTransit(db: Db, ctx: RequestContext, head: repo.AllocateHead): Promise<AllocateRow> {
  if (head.billType !== OUT || head.status !== 2)
    return { ...head, receivedQuantity: null, inTransitQuantity: null, inTransitValue: null };
  const transit = await transitOf(db, ctx, { type: OUT, id: head.id });
  return {
    ...head,
    receivedQuantity: dec.sum(transit.map((t) => t.quantityIn)),
    inTransitQuantity: dec.sum(transit.map((t) => t.inTransit)),
    inTransitValue: transit.reduce((sum, t) => sum.plus(t.valueInTransit), Dec.of(0)).toFixed(2),
  };
}

/** allocate/detail/{id}: head, lines (an out's: sent value, received, in transit) and an out's 调入单. */
export async function getAllocate(db: Db, ctx: RequestContext, id: string): Promise<AllocateDetail> {
  const head = await repo.findHead(db, ctx.unitId, id);
  if (!head) throw allocateNotFound();
  const [row, lines] = await Promise.all([withTransit(db, ctx, head), repo.listLines(db, ctx.unitId, id)]);
  const transit = head.billType === OUT ? await transitOf(db, ctx, { type: OUT, id }) : [];
  const byLine = new Map(transit.map((t) => [t.outLineId, t]));
  const ins = head.billType === OUT ? (await repo.pageHeads(db, ctx.unitId, { callOutId: id }, 500, 0)).list : [];
  return {
    ...row,
    lines: lines.map((l) => {
      const t = byLine.get(l.id);
      return {
        ...l,
        sentValue: t?.valueOut ?? null,
        receivedQuantity: t?.quantityIn ?? null,
        inTransitQuantity: t?.inTransit ?? null,
      };
    }),
    callIns: ins.map((i) => ({ ...i, receivedQuantity: null, inTransitQuantity: null, inTransitValue: null })),
  };
}

/** allocate/page: transfers with the sums of quantity and of what is still in transit over the filter. */
export async function listAllocates(db: Db, ctx: RequestContext, input: AllocateListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageHeads(db, ctx.unitId, input, pageSize, offset);
  const list = await Promise.all(page.list.map((h) => withTransit(db, ctx, h)));
  return { ...page, list, pageNo, pageSize };
}

export async function listAllocateNos(
  db: Db,
  ctx: RequestContext,
  q: { billType?: 'BILL_CALL_OUT' | 'BILL_CALL_IN' | undefined; likeColumn?: string | undefined },
) {
  return repo.orderNos(db, ctx.unitId, q.billType, q.likeColumn);
}
