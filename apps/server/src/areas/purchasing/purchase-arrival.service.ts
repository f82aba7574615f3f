import { Code, dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findOpenLines, lockLinesWithSplits, setLinesArrived, setSplitsArrived, type LineRecord } from './purchase-line.repository.js';

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

/**
 * For the arrivals area, inside its posting transaction: adds signed stock-unit quantities to purchase lines
 * (and their demand splits). Unknown lines are refused; a line can never go below nothing arrived.
 */
export async function applyArrivedQuantities(
  trx: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  changes: { purchaseLineId: string; quantity: string }[],
): Promise<void> {
  const byLine = new Map<string, string>();
  for (const c of changes) byLine.set(c.purchaseLineId, dec.add(byLine.get(c.purchaseLineId) ?? '0', c.quantity));
  const { lines, splits } = await lockLinesWithSplits(trx, ctx.unitId, [...byLine.keys()]);
  if (lines.length !== byLine.size)
    throw new AppError(Code.notFound, { zh: '采购单明细不存在', en: 'Purchase line not found' });
  // New figures worked out in memory, then written set-based: one statement per table.
  const lineRows: { id: string; arrived: string }[] = [];
  const splitRows: { id: string; arrived: string }[] = [];
  for (const line of lines) {
    const delta = byLine.get(line.id)!;
    const arrived = dec.add(line.arrivedQuantity, delta);
    if (dec.cmp(arrived, '0') < 0)
      throw new AppError(Code.badState, { zh: '采购单到料数不能小于0', en: 'A purchase line cannot have less than nothing arrived' });
    lineRows.push({ id: line.id, arrived });
    const mine = splits.filter((s) => s.purchaseLineId === line.id);
    const spread = spreadArrived(mine, delta);
    for (const s of mine) {
      const next = spread.get(s.id)!;
      if (dec.cmp(next, s.arrivedQuantity) !== 0) splitRows.push({ id: s.id, arrived: next });
    }
  }
  await setLinesArrived(trx, ctx.unitId, lineRows);
  await setSplitsArrived(trx, ctx.unitId, splitRows);
}
