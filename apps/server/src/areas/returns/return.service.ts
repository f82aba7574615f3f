import {
  Code,
  BillStatus,
  MATERIALS_RETURN,
  pageOf,
  type ReturnDetail,
  type ReturnInput,
  type ReturnLineInput,
  type ReturnPageInput,
  type ReturnRow,
  type ReturnUpdateInput,
  type ReturnableArrivalLine,
} from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound, type LocalText } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { resolveLineLots, withRollNumbers } from '../delivery/index.js';
import { readUnitTotals } from '../material-bills/index.js';
import { findSupplier } from '../partners/index.js';
import { arrivalLineSource } from './return-arrival-source.js';
import { returnBillType } from './return.bill-type.js';
import { arrivalLinesById, assertArrivalLimits } from './return-posting.service.js';
import * as query from './return-query.repository.js';
import * as repo from './return.repository.js';
import { money, returnableOf, returnBalance, returnLineAmount, returnStockQuantity, sumAmounts } from './return-rules.service.js';

registerNumberRule({
  billType: MATERIALS_RETURN,
  kind: 'BILL',
  zh: '退料单',
  en: 'Return to supplier',
  segments: [
    { type: 'TEXT', value: 'TL' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const returnNotFound = () => notFound({ zh: '退料单', en: 'Return' });

/** Another factory's (or an unknown) id in a body: 40402 "not found", naming the field. */
export function missing(field: string, what: LocalText): AppError {
  return new AppError(
    Code.notFound,
    { zh: `${what.zh}不存在`, en: `${what.en} not found` },
    { errors: [{ field, message: 'not found' }] },
  );
}

type Header = Omit<ReturnInput, 'lines'>;

async function assertHeader(db: Db, ctx: RequestContext, h: Header): Promise<void> {
  if (!(await findSupplier(db, ctx.unitId, { id: h.supplierId })))
    throw missing('supplierId', { zh: '物料供应商', en: 'Supplier' });
  if (!(await findStorehouse(db, ctx.unitId, h.storehouseId)))
    throw missing('storehouseId', { zh: '退料仓库', en: 'Storehouse' });
  if (!(await repo.isUnitUser(db, ctx.unitId, h.returnerId)))
    throw invalid('returnerId', { zh: '退料员不是本厂用户', en: 'the returner is not a user of this factory' });
}

/** A line to store, with its id (re-edit) and the bill type of the arrival it returns (its lineage source). */
type ResolvedLine = repo.ReturnLineValues & { id: string | null; arriveBillType: string | null };

/**
 * Saves the lines by difference (ids kept) and records the return's lineage: each line by arrival draws on that
 * arrival line, which must still be reviewed (checked under the arrival's lock).
 */
async function saveLinesAndLinks(trx: Db, ctx: RequestContext, bill: { id: string; no: string }, lines: readonly ResolvedLine[]) {
  const ids = await repo.saveLines(
    trx,
    ctx.unitId,
    bill.id,
    lines.map(({ arriveBillType: _, ...l }) => l),
  );
  await linkDocuments(
    trx,
    ctx,
    { type: MATERIALS_RETURN, billId: bill.id, no: bill.no },
    lines.flatMap((l, i) =>
      l.arriveBillType && l.arriveBillId && l.arriveLineId
        ? [
            {
              source: { type: l.arriveBillType, billId: l.arriveBillId, lineId: l.arriveLineId },
              targetLineId: ids[i],
              quantity: l.stockQuantity,
            },
          ]
        : [],
    ),
    { sourceStatuses: [BillStatus.reviewed] },
  );
}

/**
 * Resolves input lines to stored values: the SKU must be the unit's; a line by arrival must be a reviewed
 * arrival line of the same supplier and SKU, and (with the other lines on it) fit what is still returnable; a
 * roll / dye lot must be of the line's SKU in the return storehouse (40001 naming `lines[i].rollId` / `.vatNo`).
 */
export async function resolveLines(
  db: Db,
  ctx: RequestContext,
  { supplierId, storehouseId }: { supplierId: string; storehouseId: string },
  returnId: string | null,
  lines: readonly ReturnLineInput[],
): Promise<ResolvedLine[]> {
  const skus = await repo.findSkus(
    db,
    ctx.unitId,
    lines.map((l) => l.materialSkuId),
  );
  lines.forEach((l, i) => {
    if (!skus.has(l.materialSkuId))
      throw missing(`lines[${i}].materialSkuId`, { zh: `第${i + 1}行的物料SKU`, en: `The material SKU of line ${i + 1}` });
  });
  const byArrival = lines.flatMap((l, index) => (l.arriveLineId ? [{ index, arriveLineId: l.arriveLineId }] : []));
  const arrivals = await arrivalLinesById(db, ctx, byArrival);
  const lots = await resolveLineLots(
    db,
    ctx,
    storehouseId,
    lines.map((l) => ({ materialSkuId: l.materialSkuId, rollId: l.rollId, vatNo: l.vatNo })),
    (i, name) => `lines[${i}].${name}`,
  );
  const values = lines.map((l, i): ResolvedLine => {
    const sku = skus.get(l.materialSkuId)!;
    const a = l.arriveLineId ? arrivals.get(l.arriveLineId) : undefined;
    if (a && (a.supplierId !== supplierId || a.materialSkuId !== l.materialSkuId))
      throw invalid(`lines[${i}].arriveLineId`, {
        zh: `第${i + 1}行的到料单行不属于该供应商或该物料`,
        en: `the arrival line of line ${i + 1} is not of this supplier or this material`,
      });
    const unitPrice = l.unitPrice ?? a?.unitPrice ?? '0';
    return {
      id: l.id ?? null,
      arriveBillType: a?.arriveBillType ?? null,
      materialSkuId: l.materialSkuId,
      arriveLineId: a?.arriveLineId ?? null,
      arriveBillId: a?.arriveBillId ?? null,
      arriveNo: a?.arriveNo ?? null,
      orderNo: l.orderNo ?? a?.orderNo ?? null,
      purchaseUnit: sku.purchaseUnit,
      stockUnit: sku.stockUnit,
      conversionRate: l.conversionRate,
      quantity: l.quantity,
      stockQuantity: returnStockQuantity(l.quantity, l.conversionRate),
      unitPrice,
      amount: returnLineAmount(l.quantity, unitPrice),
      taxRate: l.taxRate ?? a?.taxRate ?? null,
      rollId: lots[i]?.rollId ?? null,
      vatNo: lots[i]?.vatNo ?? null,
      remark: l.remark,
    };
  });
  const limited = values.flatMap((v, index) =>
    v.arriveLineId ? [{ index, arriveLineId: v.arriveLineId, stockQuantity: v.stockQuantity }] : [],
  );
  await assertArrivalLimits(db, ctx, returnId, limited, arrivals);
  return values;
}

const totalOf = (lines: readonly ResolvedLine[]) => sumAmounts(lines.map((l) => l.amount));

async function assertNoFree(db: Db, ctx: RequestContext, no: string | null, selfId: string | null): Promise<void> {
  if (!no) return;
  const taken = await repo.findReturnByNo(db, ctx.unitId, no);
  if (taken && taken !== selfId) throw duplicate('orderNo', { zh: '退料单号', en: 'Return number' });
}

/** Saves a new draft return in the caller's transaction (used by return/add and createReturnFromArrival). */
async function insertDraft(
  trx: Db,
  ctx: RequestContext,
  input: ReturnInput,
  lines: ResolvedLine[],
  arriveBillId: string | null,
): Promise<{ id: string; orderNo: string }> {
  const no = input.orderNo ?? (await allocateNumber(trx, { unitId: ctx.unitId, billType: MATERIALS_RETURN }));
  await assertNoFree(trx, ctx, no, null);
  const id = await repo.insertReturn(trx, ctx.unitId, ctx.userId, {
    no,
    supplierId: input.supplierId,
    returnerId: input.returnerId,
    dateReturn: input.dateReturn,
    storehouseId: input.storehouseId,
    arriveBillId,
    remark: input.remark,
    amount: totalOf(lines),
  });
  await saveLinesAndLinks(
    trx,
    ctx,
    { id, no },
    lines.map((l) => ({ ...l, id: null })),
  );
  await recordBillEvent(trx, ctx, returnBillType, { id, billNo: no, status: 0 }, 'CREATE');
  return { id, orderNo: no };
}

export async function createReturn(db: Db, ctx: RequestContext, input: ReturnInput): Promise<{ id: string; orderNo: string }> {
  await assertHeader(db, ctx, input);
  await assertNoFree(db, ctx, input.orderNo, null);
  const lines = await resolveLines(db, ctx, input, null, input.lines);
  return db.transaction().execute((trx) => insertDraft(trx, ctx, input, lines, null));
}

export async function updateReturnBill(
  db: Db,
  ctx: RequestContext,
  input: ReturnUpdateInput,
): Promise<{ id: string; orderNo: string }> {
  const { id, version, lines: inputLines, ...header } = input;
  await assertHeader(db, ctx, header);
  await assertNoFree(db, ctx, header.orderNo, id);
  const lines = await resolveLines(db, ctx, header, id, inputLines);
  return db.transaction().execute(async (trx) => {
    const head = await assertEditable(trx, returnBillType, ctx, id);
    const no = header.orderNo ?? head.billNo ?? (await allocateNumber(trx, { unitId: ctx.unitId, billType: MATERIALS_RETURN }));
    const saved = await repo.updateReturn(trx, ctx.unitId, ctx.userId, id, version, {
      no,
      supplierId: header.supplierId,
      returnerId: header.returnerId,
      dateReturn: header.dateReturn,
      storehouseId: header.storehouseId,
      remark: header.remark,
      amount: totalOf(lines),
    });
    if (!saved)
      throw new AppError(Code.badState, {
        zh: '数据已被他人修改，请刷新后重试',
        en: 'Someone else changed this return; reload and try again',
      });
    await saveLinesAndLinks(trx, ctx, { id, no }, lines);
    await recordBillEvent(trx, ctx, returnBillType, { id, billNo: no, status: head.status }, 'SAVE');
    return { id, orderNo: no };
  });
}

export interface ReturnFromArrival {
  arrival: { id: string; no: string; supplierId: string; storehouseId: string; dateArrive: string };
  /** 退料员; the acting user when missing. */
  returnerId?: string | null;
  remark?: string | null;
  lines: {
    arriveLineId: string;
    materialSkuId: string;
    quantity: string;
    conversionRate: string;
    unitPrice?: string | null;
    taxRate?: string | null;
    orderNo?: string | null;
  }[];
}

/**
 * For the arrivals area's createReturnOnArrive: a DRAFT return of the arrival's supplier out of its
 * storehouse, pre-filled with the given arrival lines, in the caller's transaction. The arrival lines are
 * checked like any return by arrival (reviewed, same supplier and SKU, within what is returnable).
 */
export async function createReturnFromArrival(
  trx: Db,
  ctx: RequestContext,
  input: ReturnFromArrival,
): Promise<{ id: string; orderNo: string }> {
  const draft: ReturnInput = {
    orderNo: null,
    supplierId: input.arrival.supplierId,
    returnerId: input.returnerId ?? ctx.userId,
    dateReturn: input.arrival.dateArrive,
    storehouseId: input.arrival.storehouseId,
    remark: input.remark ?? null,
    lines: input.lines.map((l) => ({
      materialSkuId: l.materialSkuId,
      arriveLineId: l.arriveLineId,
      conversionRate: l.conversionRate,
      quantity: l.quantity,
      unitPrice: l.unitPrice ?? null,
      taxRate: l.taxRate ?? null,
      orderNo: l.orderNo ?? null,
      rollId: null,
      vatNo: null,
      remark: null,
    })),
  };
  if (draft.lines.length === 0) throw invalid('lines', { zh: '请至少添加一个物料', en: 'add at least one material' });
  await assertHeader(trx, ctx, draft);
  const lines = await resolveLines(trx, ctx, draft, null, draft.lines);
  return insertDraft(trx, ctx, draft, lines, input.arrival.id);
}

function toRow(r: Awaited<ReturnType<typeof query.findReturnRow>> & object): ReturnRow {
  return {
    ...r,
    unitTotals: readUnitTotals(r.unitTotals),
    collected: money(r.collected),
    balance: returnBalance(r.amount, r.collected),
  };
}

export async function pageReturnList(db: Db, ctx: RequestContext, input: ReturnPageInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await query.pageReturns(db, ctx.unitId, input, pageSize, offset);
  return { list: page.list.map(toRow), totalCount: page.totalCount, pageNo, pageSize };
}

export async function getReturnDetail(db: Db, ctx: RequestContext, id: string): Promise<ReturnDetail> {
  const row = await query.findReturnRow(db, ctx.unitId, id);
  if (!row) throw returnNotFound();
  const lines = await withRollNumbers(
    db,
    ctx,
    (await query.listReturnLines(db, ctx.unitId, [id])).map(({ materialReturnId: _, ...l }) => l),
  );
  const refunds = await query.refundsOfReturn(db, ctx.unitId, id);
  return { ...toRow(row), lines, refunds };
}

/** The add-line dialog 按到料单: reviewed arrival lines of the supplier with what each can still return. */
export async function listReturnableArrivalLines(
  db: Db,
  ctx: RequestContext,
  input: { supplierId: string; keyword?: string | undefined },
): Promise<{ list: ReturnableArrivalLine[]; totalCount: number; available: boolean }> {
  const source = arrivalLineSource();
  if (!source) return { list: [], totalCount: 0, available: false };
  const found = await source.find(db, ctx, {
    supplierId: input.supplierId,
    ...(input.keyword ? { keyword: input.keyword } : {}),
  });
  const skus = await repo.findSkus(
    db,
    ctx.unitId,
    found.map((a) => a.materialSkuId),
  );
  const returned = await repo.returnedOfArrivalLines(
    db,
    ctx.unitId,
    found.map((a) => a.arriveLineId),
    null,
  );
  const list = found.flatMap((a): ReturnableArrivalLine[] => {
    const sku = skus.get(a.materialSkuId);
    if (!sku) return [];
    const returnedQuantity = returned.get(a.arriveLineId) ?? '0';
    return [
      {
        ...a,
        materialNo: sku.materialNo,
        materialName: sku.materialName,
        colorName: sku.colorName,
        specNo: sku.specNo,
        purchaseUnit: sku.purchaseUnit,
        stockUnit: sku.stockUnit,
        returnedQuantity,
        returnableQuantity: returnableOf(a.arrivedQuantity, returnedQuantity),
      },
    ];
  });
  return { list, totalCount: list.length, available: true };
}

/** POST return: number search as option pairs, with each return's balance for the refund form. */
export async function returnNoOptions(
  db: Db,
  ctx: RequestContext,
  input: { keyword?: string | undefined; supplierId?: string | undefined; reviewedOnly?: boolean | undefined },
) {
  const page = await query.pageReturns(
    db,
    ctx.unitId,
    {
      ...(input.keyword ? { returnOrderNo: input.keyword } : {}),
      ...(input.supplierId ? { supplierId: input.supplierId } : {}),
      ...(input.reviewedOnly ? { statuses: [2] } : {}),
    },
    50,
    0,
  );
  return page.list.map((r) => ({
    billReturnId: r.id,
    billReturnNo: r.orderNo,
    dateReturn: r.dateReturn,
    amount: r.amount,
    collected: money(r.collected),
    balance: returnBalance(r.amount, r.collected),
  }));
}
