import { Code, Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import {
  applyArrivedBySplit,
  lockPurchaseLines,
  findPurchaseLinesByIds,
  findOrderLinesForArrival,
  findPurchaseLinesForArrival,
  findPurchaseSplits,
  getPurchaseConfig,
  setPurchaseLinesArriveComplete,
  type PurchaseLineForArrival,
} from '../purchasing/index.js';
import { setClosesPurchaseLine } from './arrival.repository.js';
import { findLimitBreach } from './arrival-rules.service.js';

/**
 * The arrival's link to purchasing, only through purchasing's index.ts: what a purchase line is (supplier,
 * units, rate, price, purchased and arrived quantities: findPurchaseLinesForArrival answers reviewed, open
 * lines with something outstanding; findOrderLinesForArrival the same per production-order split) and booking
 * arrived quantities on review (applyArrivedBySplit: a line naming a split books it there first).
 */
export type PurchaseLineFacts = PurchaseLineForArrival;

/** Open purchase lines (按采购单添加, batchArrive): of a supplier and/or some bills, optionally matching a keyword. */
export function openPurchaseLines(
  db: Db,
  ctx: RequestContext,
  filter: { supplierId?: string; purchaseBillIds?: string[]; keyword?: string },
) {
  const defined = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return findPurchaseLinesForArrival(db, ctx, defined);
}

/** Open purchase lines per production-order split (按生产单添加, 按单到料). */
export function openOrderLines(
  db: Db,
  ctx: RequestContext,
  filter: {
    supplierId?: string | undefined;
    keyword?: string | undefined;
    materialSkuId?: string | undefined;
    sampleOnly: boolean;
  },
) {
  return findOrderLinesForArrival(db, ctx, filter);
}

/**
 * The demand splits the given arrival lines name: each must be a split of the line's own purchase line in this
 * unit, else 40001 naming `materialsSkus.N.purchaseLineDemandId`. Answers split id → 生产单号 and 商品款号.
 */
export async function checkOrderSplits(
  db: Db,
  ctx: RequestContext,
  lines: readonly { purchaseLineId: string | null; purchaseLineDemandId?: string | null | undefined }[],
) {
  const splits = await findPurchaseSplits(
    db,
    ctx,
    lines.flatMap((l) => (l.purchaseLineDemandId ? [l.purchaseLineDemandId] : [])),
  );
  lines.forEach((l, i) => {
    if (!l.purchaseLineDemandId) return;
    const split = splits.get(l.purchaseLineDemandId);
    if (!l.purchaseLineId || !split || split.purchaseLineId !== l.purchaseLineId)
      throw invalid(`materialsSkus.${i}.purchaseLineDemandId`, {
        zh: '生产单需求不属于该采购明细',
        en: 'the order split is not of this purchase line',
      });
  });
  return splits;
}

/**
 * The purchase lines the given arrival lines name, by id. Each must be an open line of this supplier for
 * the same SKU, else 40001 naming `materialsSkus.N.purchaseLineId`.
 */
export async function findPurchaseFacts(
  db: Db,
  ctx: RequestContext,
  supplierId: string,
  lines: readonly { purchaseLineId: string | null; materialSkuId: string }[],
): Promise<Map<string, PurchaseLineFacts>> {
  if (!lines.some((l) => l.purchaseLineId !== null)) return new Map();
  const open = new Map((await findPurchaseLinesForArrival(db, ctx, { supplierId })).map((l) => [l.id, l]));
  lines.forEach((l, i) => {
    if (l.purchaseLineId === null) return;
    const p = open.get(l.purchaseLineId);
    if (!p)
      throw invalid(`materialsSkus.${i}.purchaseLineId`, {
        zh: '采购明细不存在、已到齐或不属于该供应商',
        en: 'the purchase line is unknown, already complete or of another supplier',
      });
    if (p.materialSkuId !== l.materialSkuId)
      throw invalid(`materialsSkus.${i}.materialSkuId`, { zh: '物料与采购明细不一致', en: 'does not match the purchase line' });
  });
  return open;
}

interface LinkedLine {
  purchaseLineId: string | null;
  purchaseLineDemandId: string | null;
  materialSkuId: string;
  stockQuantity: string;
  isArriveComplete: boolean;
  sort: number;
}

/**
 * The arrival's lines per purchase line (several lines may receive one purchase line, e.g. one per production order):
 * quantities summed, 是否到齐 when any of them says so, numbered by the first.
 */
function perPurchaseLine(lines: readonly LinkedLine[]): LinkedLine[] {
  const byLine = new Map<string, LinkedLine>();
  for (const l of lines) {
    if (l.purchaseLineId === null) continue;
    const seen = byLine.get(l.purchaseLineId);
    if (!seen) byLine.set(l.purchaseLineId, { ...l });
    else {
      seen.stockQuantity = Dec.of(seen.stockQuantity).plus(l.stockQuantity).toFixed();
      seen.isArriveComplete ||= l.isArriveComplete;
    }
  }
  return [...byLine.values()];
}

/**
 * validateSubmit: over and short delivery limits per purchase line (materialArriveLimitConfig), on the purchase
 * lines locked: at approval a line another arrival filled in the meantime is counted with that arrival.
 */
export async function checkPurchaseLimits(trx: Db, ctx: RequestContext, lines: readonly LinkedLine[]): Promise<void> {
  const linked = perPurchaseLine(lines);
  if (linked.length === 0) return;
  const ids = linked.map((l) => l.purchaseLineId!);
  await lockPurchaseLines(trx, ctx.unitId, ids);
  const facts = new Map((await findPurchaseLinesByIds(trx, ctx.unitId, ids)).map((p) => [p.id, p]));
  const config = await getPurchaseConfig(trx, ctx);
  const breach = findLimitBreach(
    linked.map((l) => {
      const f = facts.get(l.purchaseLineId!)!;
      return {
        lineNo: l.sort + 1,
        label: `${f.purchaseBillNo} ${f.materialNo} ${f.colorName}`,
        purchased: f.totalQuantity,
        arrivedBefore: f.arrivedQuantity,
        arriving: l.stockQuantity,
        isArriveComplete: l.isArriveComplete,
      };
    }),
    { overDeliveryLimit: config.overDeliveryLimit, lackDeliveryLimit: config.lackDeliveryLimit },
  );
  if (!breach) return;
  const over = breach.kind === 'OVER';
  throw new AppError(
    Code.badState,
    {
      zh: `第${breach.lineNo}行（${breach.label}）到料数：${over ? '超出超交' : '低于短交'}限制 ${breach.limit}%，合计到料 ${breach.total}，${over ? '最多' : '至少'} ${breach.bound}`,
      en: `Line ${breach.lineNo} (${breach.label}) quantity: ${over ? 'over the over-delivery' : 'under the short-delivery'} limit of ${breach.limit}%, ${breach.total} received in total, ${over ? 'at most' : 'at least'} ${breach.bound}`,
    },
    // The cell to mark on the form: materialsSkus is numbered as the lines are saved (lineNo = sort + 1).
    {
      ...breach,
      errors: [{ field: `materialsSkus.${breach.lineNo - 1}.quantity`, message: over ? 'over the limit' : 'under the limit' }],
    },
  );
}

/** onPosted (+1) / onUnposted (−1): the arrived quantities (stock unit) of the purchase lines and their order splits. */
export async function applyArrivedToPurchase(
  trx: Db,
  ctx: RequestContext,
  lines: readonly LinkedLine[],
  sign: 1 | -1,
): Promise<void> {
  const changes = lines
    .filter((l) => l.purchaseLineId !== null)
    .map((l) => ({
      purchaseLineId: l.purchaseLineId!,
      purchaseLineDemandId: l.purchaseLineDemandId,
      quantity: Dec.of(l.stockQuantity).times(sign).toFixed(),
    }));
  if (changes.length) await applyArrivedBySplit(trx, ctx, changes);
}

/**
 * 是否到齐 closes the purchase line. Review (+1): the purchase lines of the lines marked 是否到齐 become arrive-complete
 * (purchasing's setPurchaseLinesArriveComplete, as 手动到齐 does); the lines note which purchase lines this review
 * closed (those still open). Un-review (−1): exactly those are reopened and the note cleared.
 */
export async function applyArriveCompleteToPurchase(
  trx: Db,
  ctx: RequestContext,
  arrivalId: string,
  lines: readonly { purchaseLineId: string | null; isArriveComplete: boolean; closesPurchaseLine: boolean }[],
  sign: 1 | -1,
): Promise<void> {
  if (sign === 1) {
    const marked = lines.flatMap((l) => (l.isArriveComplete && l.purchaseLineId ? [l.purchaseLineId] : []));
    const closed = await setPurchaseLinesArriveComplete(trx, ctx.unitId, marked, true);
    await setClosesPurchaseLine(trx, ctx.unitId, arrivalId, closed);
    return;
  }
  const closedByThis = lines.flatMap((l) => (l.closesPurchaseLine && l.purchaseLineId ? [l.purchaseLineId] : []));
  await setPurchaseLinesArriveComplete(trx, ctx.unitId, closedByThis, false);
  await setClosesPurchaseLine(trx, ctx.unitId, arrivalId, []);
}
