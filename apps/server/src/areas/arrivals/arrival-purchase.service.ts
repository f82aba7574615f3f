import { Code } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { getPurchaseConfig } from '../purchasing/index.js';
import { findLimitBreach } from './arrival-rules.service.js';

/**
 * The arrival's link to purchasing: what a purchase line is (supplier, units, rate, price, purchased and
 * arrived quantities) and booking arrived quantities on review. Purchasing owns those rows; this area reaches
 * them only through purchasing's index.ts (findPurchaseLinesForArrival / applyArrivedQuantities). Until that
 * index exports them, a line naming a purchase line is refused when saved (40001 naming the field), so no
 * saved arrival carries one and the posting paths below never meet one.
 */
export interface PurchaseLineFacts {
  id: string;
  purchaseBillNo: string;
  supplierId: string;
  materialSkuId: string;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  unitPrice: string;
  taxRate: string | null;
  /** Stock unit. */
  totalQuantity: string;
  arrivedQuantity: string;
}

const purchaseLinkMissing = { zh: '按采购单到料需要采购模块的采购明细（尚未提供）', en: 'arriving against purchase lines needs the purchasing area (not available yet)' };

/** Purchase lines by id, for the lines of one arrival being saved. */
export async function findPurchaseFacts(
  _db: Db,
  _ctx: RequestContext,
  lines: readonly { purchaseLineId: string | null }[],
): Promise<Map<string, PurchaseLineFacts>> {
  const index = lines.findIndex((l) => l.purchaseLineId !== null);
  if (index >= 0) throw invalid(`materialsSkus.${index}.purchaseLineId`, purchaseLinkMissing);
  return new Map();
}

interface LinkedLine {
  purchaseLineId: string | null;
  stockQuantity: string;
  isArriveComplete: boolean;
  sort: number;
}

/** validateSubmit: over and short delivery limits of purchase-linked lines (materialArriveLimitConfig). */
export async function checkPurchaseLimits(trx: Db, ctx: RequestContext, _arrivalId: string, lines: readonly LinkedLine[]): Promise<void> {
  const linked = lines.filter((l) => l.purchaseLineId !== null);
  if (linked.length === 0) return;
  const facts = await findPurchaseFacts(trx, ctx, linked);
  const config = await getPurchaseConfig(trx, ctx);
  const breach = findLimitBreach(
    linked.map((l) => {
      const f = facts.get(l.purchaseLineId!)!;
      return {
        lineNo: l.sort + 1,
        label: f.purchaseBillNo,
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
      zh: `第${breach.lineNo}行（${breach.label}）${over ? '超出超交' : '低于短交'}限制 ${breach.limit}%：合计到料 ${breach.total}，${over ? '最多' : '至少'} ${breach.bound}`,
      en: `Line ${breach.lineNo} (${breach.label}) is ${over ? 'over the over-delivery' : 'under the short-delivery'} limit of ${breach.limit}%: ${breach.total} received in total, ${over ? 'at most' : 'at least'} ${breach.bound}`,
    },
    breach,
  );
}

/** onPosted (+1) / onUnposted (−1): the arrived quantities of purchase lines. */
export async function applyArrivedToPurchase(trx: Db, ctx: RequestContext, lines: readonly LinkedLine[], sign: 1 | -1): Promise<void> {
  const linked = lines.filter((l) => l.purchaseLineId !== null);
  if (linked.length === 0) return;
  // Refuses until purchasing exports applyArrivedQuantities (see the note above); then it books
  // ±stockQuantity per purchase line.
  await findPurchaseFacts(trx, ctx, linked);
  void sign;
}
