import { Code, dec, type ArrivalOrderLineRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { spreadArrived } from './purchase-arrival.service.js';
import { lockLinesWithSplits, setArrived } from './purchase-line.repository.js';
import { findOpenSplits, findSplits } from './purchase-order-lines.repository.js';

/**
 * Purchasing for arrivals by production order (按生产单添加, 按单到料): the open purchase lines per demand split,
 * and booking arrived quantities on a named split first. Used by the arrivals area through index.ts.
 */
export type OrderLineForArrival = ArrivalOrderLineRow;

/** Open purchase lines of reviewed, open bills, one row per demand split with 采购未到 for that order. */
export function findOrderLinesForArrival(
  db: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  filter: {
    supplierId?: string | undefined;
    keyword?: string | undefined;
    materialSkuId?: string | undefined;
    sampleOnly?: boolean | undefined;
  } = {},
): Promise<OrderLineForArrival[]> {
  return findOpenSplits(db, ctx.unitId, filter);
}

/** Demand splits by id in this unit (unknown or foreign ids are simply absent): purchase line, 生产单号, 商品款号. */
export async function findPurchaseSplits(
  db: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  ids: readonly string[],
): Promise<Map<string, { purchaseLineId: string; orderNo: string | null; goodsStyleNo: string | null }>> {
  const rows = await findSplits(db, ctx.unitId, { ids: [...new Set(ids)] });
  return new Map(rows.map((r) => [r.id, { purchaseLineId: r.purchaseLineId, orderNo: r.orderNo, goodsStyleNo: r.goodsStyleNo }]));
}

/** The 生产单号 each purchase line buys for (its splits in order, distinct, unplanned left out): 按采购单 arrival lines show them. */
export async function findPurchaseLineOrderNos(
  db: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  purchaseLineIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await findSplits(db, ctx.unitId, { purchaseLineIds: [...new Set(purchaseLineIds)] })) {
    if (!r.orderNo) continue;
    const list = out.get(r.purchaseLineId) ?? [];
    if (!list.includes(r.orderNo)) list.push(r.orderNo);
    out.set(r.purchaseLineId, list);
  }
  return out;
}

interface Split {
  id: string;
  purchaseDemandId: string | null;
  quantity: string;
  arrivedQuantity: string;
}

/**
 * The new arrived quantity of each split of one purchase line. Quantities named for a split are booked on that
 * split first (an arrival adds all of it there; an undo takes back at most what the split holds, the rest joins the
 * unnamed part); the unnamed part is then spread as purchasing spreads it (spreadArrived: top down, returns bottom
 * up). Pure; unit-tested.
 */
export function bookArrivedOnSplits(
  splits: readonly Split[],
  named: ReadonlyMap<string, string>,
  unnamed: string,
): Map<string, string> {
  const now = new Map(splits.map((s) => [s.id, s.arrivedQuantity]));
  let rest = dec.norm(unnamed);
  for (const [id, delta] of named) {
    const current = now.get(id);
    if (current === undefined) throw new Error(`split ${id} is not of this line`);
    if (dec.cmp(delta, '0') >= 0) {
      now.set(id, dec.add(current, delta));
    } else {
      const give = dec.min(dec.sub('0', delta), current);
      now.set(id, dec.sub(current, give));
      rest = dec.add(rest, dec.add(delta, give));
    }
  }
  return spreadArrived(
    splits.map((s) => ({ ...s, arrivedQuantity: now.get(s.id)! })),
    rest,
  );
}

/**
 * For the arrivals area, inside its posting transaction: adds signed stock-unit quantities to purchase lines and
 * their demand splits; a change naming a split (`purchaseLineDemandId`) is booked on it first. Unknown lines, or a
 * split of another line, are refused; a line never goes below nothing arrived.
 */
export async function applyArrivedBySplit(
  trx: Db,
  ctx: Pick<RequestContext, 'unitId'>,
  changes: readonly { purchaseLineId: string; purchaseLineDemandId: string | null; quantity: string }[],
): Promise<void> {
  const perLine = new Map<string, { total: string; unnamed: string; named: Map<string, string> }>();
  for (const c of changes) {
    const entry = perLine.get(c.purchaseLineId) ?? { total: '0', unnamed: '0', named: new Map<string, string>() };
    entry.total = dec.add(entry.total, c.quantity);
    if (c.purchaseLineDemandId)
      entry.named.set(c.purchaseLineDemandId, dec.add(entry.named.get(c.purchaseLineDemandId) ?? '0', c.quantity));
    else entry.unnamed = dec.add(entry.unnamed, c.quantity);
    perLine.set(c.purchaseLineId, entry);
  }
  const { lines, splits } = await lockLinesWithSplits(trx, ctx.unitId, [...perLine.keys()]);
  if (lines.length !== perLine.size) throw new AppError(Code.notFound, { zh: '采购单明细不存在', en: 'Purchase line not found' });
  const lineRows: { id: string; arrived: string }[] = [];
  const splitRows: { id: string; arrived: string }[] = [];
  for (const line of lines) {
    const change = perLine.get(line.id)!;
    const arrived = dec.add(line.arrivedQuantity, change.total);
    if (dec.cmp(arrived, '0') < 0)
      throw new AppError(Code.badState, {
        zh: '采购单到料数不能小于0',
        en: 'A purchase line cannot have less than nothing arrived',
      });
    lineRows.push({ id: line.id, arrived });
    const mine = splits.filter((s) => s.purchaseLineId === line.id);
    if ([...change.named.keys()].some((id) => !mine.some((s) => s.id === id)))
      throw new AppError(Code.badState, { zh: '生产单需求不属于该采购明细', en: 'The order split is not of this purchase line' });
    const next = bookArrivedOnSplits(mine, change.named, change.unnamed);
    for (const s of mine)
      if (dec.cmp(next.get(s.id)!, s.arrivedQuantity) !== 0) splitRows.push({ id: s.id, arrived: next.get(s.id)! });
  }
  await setArrived(trx, ctx.unitId, lineRows, splitRows);
}
