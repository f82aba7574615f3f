import { dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findOpenLines, type LineRecord } from './purchase-line.repository.js';

/**
 * For the arrivals area: reviewed purchase lines of bills neither cancelled nor closed, not marked 手动到齐,
 * with outstanding = total − arrived (stock unit) above 0.
 */
export function findPurchaseLinesForArrival(
  db: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  filter: { purchaseBillIds?: string[]; supplierId?: string; keyword?: string } = {},
): Promise<LineRecord[]> {
  return findOpenLines(db, ctx.unitId, filter);
}

interface Split {
  id: string;
  purchaseDemandId: string | null;
  quantity: string;
  arrivedQuantity: string;
}

/**
 * Spreads a signed arrived quantity over a line's splits: arrivals fill the demand splits from top to bottom
 * up to what each still waits for, then the unplanned one; whatever is over-delivered stays on the last
 * split. Returns (undo of arrivals) take back from the bottom up. Pure; answers the new arrived per split.
 */
export function spreadArrived(splits: readonly Split[], delta: string): Map<string, string> {
  const out = new Map(splits.map((s) => [s.id, s.arrivedQuantity]));
  let left = dec.norm(delta);
  if (dec.cmp(left, '0') > 0) {
    for (const s of splits) {
      if (dec.cmp(left, '0') <= 0) break;
      const room = dec.max0(dec.sub(s.quantity, out.get(s.id)!));
      const take = dec.min(left, room);
      out.set(s.id, dec.add(out.get(s.id)!, take));
      left = dec.sub(left, take);
    }
    const last = splits[splits.length - 1];
    if (last && dec.cmp(left, '0') > 0) out.set(last.id, dec.add(out.get(last.id)!, left));
  } else {
    for (const s of [...splits].reverse()) {
      if (dec.cmp(left, '0') >= 0) break;
      const give = dec.min(dec.sub('0', left), out.get(s.id)!);
      out.set(s.id, dec.sub(out.get(s.id)!, give));
      left = dec.add(left, give);
    }
  }
  return out;
}
