import {
  pageOf,
  totalsByUnit,
  type NoticeDetail,
  type NoticeInput,
  type NoticeListInput,
  type NoticeUpdateInput,
} from '@gf/contracts';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { findSupplier } from '../partners/index.js';
import { arrivalNoticeBillType } from './arrival-notice.bill-type.js';
import * as repo from './arrival-notice.repository.js';
import { findPurchaseFacts } from './arrival-purchase.service.js';
import { lineFigures } from './arrival-rules.service.js';
import { skuFacts } from './arrival.repository.js';

const noticeNotFound = () => notFound({ zh: '收料通知单', en: 'Receipt notice' });

async function prepare(db: Db, ctx: RequestContext, input: NoticeInput, selfId?: string) {
  if (!(await findSupplier(db, ctx.unitId, { id: input.supplierId })))
    throw invalid('supplierId', { zh: '供应商不存在', en: 'supplier not found' });
  if (input.storehouseId && !(await findStorehouse(db, ctx.unitId, input.storehouseId)))
    throw invalid('storehouseId', { zh: '仓库不存在', en: 'storehouse not found' });
  if (input.orderNo) {
    const same = await repo.findNoticeIdByNo(db, ctx.unitId, input.orderNo);
    if (same && same !== selfId) throw duplicate('orderNo', { zh: '通知单号', en: 'Notice number' });
  }
  const skus = await skuFacts(
    db,
    ctx.unitId,
    input.materialsSkus.map((l) => l.materialSkuId),
  );
  const purchase = await findPurchaseFacts(db, ctx, input.supplierId, input.materialsSkus);
  return input.materialsSkus.map((l, i) => {
    const sku = skus.get(l.materialSkuId);
    if (!sku) throw invalid(`materialsSkus.${i}.materialSkuId`, { zh: '物料SKU不存在', en: 'material SKU not found' });
    const p = l.purchaseLineId ? purchase.get(l.purchaseLineId) : undefined;
    const conversionRate = l.conversionRate ?? p?.conversionRate ?? sku.conversionRate;
    return {
      materialSkuId: l.materialSkuId,
      purchaseLineId: l.purchaseLineId,
      purchaseUnit: p?.purchaseUnit ?? sku.purchaseUnit ?? sku.stockUnit,
      stockUnit: sku.stockUnit,
      conversionRate,
      quantity: l.quantity,
      stockQuantity: lineFigures({ quantity: l.quantity, conversionRate, unitPrice: null, amount: null }).stockQuantity,
      remark: l.remark,
    };
  });
}

const headOf = (input: NoticeInput, no: string) => ({
  no,
  supplierId: input.supplierId,
  dateArrive: input.dateArrive,
  storehouseId: input.storehouseId,
  remark: input.remark,
});

async function nextNoticeNo(trx: Db, ctx: RequestContext): Promise<string> {
  for (;;) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: arrivalNoticeBillType.type });
    if (!(await repo.findNoticeIdByNo(trx, ctx.unitId, no))) return no;
  }
}

export async function createNotice(db: Db, ctx: RequestContext, input: NoticeInput): Promise<{ id: string; orderNo: string }> {
  const lines = await prepare(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    const no = input.orderNo ?? (await nextNoticeNo(trx, ctx));
    const id = await repo.insertNotice(trx, ctx.unitId, ctx.userId, headOf(input, no));
    await repo.replaceNoticeLines(trx, ctx.unitId, id, lines);
    await recordBillEvent(trx, ctx, arrivalNoticeBillType, { id, billNo: no, status: 0 }, 'CREATE');
    return { id, orderNo: no };
  });
}

export async function updateNotice(db: Db, ctx: RequestContext, input: NoticeUpdateInput): Promise<NoticeDetail> {
  const current = await repo.findNoticeHead(db, ctx.unitId, input.noticeId);
  if (!current) throw noticeNotFound();
  const lines = await prepare(db, ctx, input, input.noticeId);
  await db.transaction().execute(async (trx) => {
    const bill = await assertEditable(trx, arrivalNoticeBillType, ctx, input.noticeId);
    const no = input.orderNo ?? current.orderNo;
    await repo.updateNoticeHead(trx, ctx.unitId, input.noticeId, ctx.userId, headOf(input, no));
    await repo.replaceNoticeLines(trx, ctx.unitId, input.noticeId, lines);
    await recordBillEvent(trx, ctx, arrivalNoticeBillType, { id: input.noticeId, billNo: no, status: bill.status }, 'SAVE');
  });
  return getNotice(db, ctx, { id: input.noticeId });
}

export async function getNotice(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; orderNo?: string | undefined },
): Promise<NoticeDetail> {
  const id = by.id ?? (by.orderNo ? await repo.findNoticeIdByNo(db, ctx.unitId, by.orderNo) : undefined);
  const head = id ? await repo.findNoticeHead(db, ctx.unitId, id) : undefined;
  if (!head) throw noticeNotFound();
  const lines = await repo.findNoticeLines(db, ctx.unitId, head.id);
  return {
    ...head,
    lines,
    unitTotals: totalsByUnit(
      lines,
      (l) => l.stockQuantity,
      (l) => l.stockUnit,
    ),
  };
}

export async function pageNoticeList(db: Db, ctx: RequestContext, input: NoticeListInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageNotices(
    db,
    ctx.unitId,
    { keyword: input.searchColumn, statuses: input.status, supplierId: input.supplierId },
    pageSize,
    offset,
  );
  return { ...page, pageNo, pageSize };
}

/** An arrival opened from a notice: the notice must be this unit's, reviewed, and of the same supplier. */
export async function assertNoticeOpensArrival(db: Db, ctx: RequestContext, noticeId: string, supplierId: string): Promise<void> {
  const notice = await repo.findNoticeHead(db, ctx.unitId, noticeId);
  if (!notice) throw invalid('noticeId', { zh: '收料通知单不存在', en: 'receipt notice not found' });
  if (notice.status !== 2) throw invalid('noticeId', { zh: '收料通知单尚未审核', en: 'the receipt notice is not reviewed' });
  if (notice.supplierId !== supplierId)
    throw invalid('noticeId', { zh: '收料通知单的供应商不同', en: 'the receipt notice is of another supplier' });
}
