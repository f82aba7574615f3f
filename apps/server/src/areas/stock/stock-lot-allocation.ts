import { Dec } from '@gf/contracts';

export interface LotQuantity {
  rollId: string;
  vatNo: string;
  /** Oldest first: the order lots were created in (their row id). */
  order: number;
  quantity: Dec;
}

export interface LotDraw {
  rollId: string;
  vatNo: string;
  quantity: Dec;
}

/** A lot's key in a posting: item, roll (0 = untracked) and vat ('' = untracked). */
export const lotKey = (l: { stockItemId: string; rollId: string; vatNo: string }) => `${l.stockItemId}|${l.rollId}|${l.vatNo}`;

const untracked = (l: { rollId: string; vatNo: string }) => l.rollId === '0' && l.vatNo === '';

/**
 * An out-movement that names no roll or vat draws from the item's lots: the untracked lot first, then the
 * tracked lots oldest first, each down to zero; whatever is still missing comes from the untracked lot
 * (which the storehouse's negative-stock rule then judges). Answers the draws, each positive, in order.
 */
export function drawFromLots(need: Dec, lots: readonly LotQuantity[]): LotDraw[] {
  const draws: LotDraw[] = [];
  let left = need;
  const ordered = [...lots].sort((a, b) => Number(untracked(b)) - Number(untracked(a)) || a.order - b.order);
  for (const lot of ordered) {
    if (left.isZero()) break;
    if (!lot.quantity.gt(0)) continue;
    const take = Dec.min(lot.quantity, left);
    draws.push({ rollId: lot.rollId, vatNo: lot.vatNo, quantity: take });
    left = left.minus(take);
  }
  if (left.gt(0)) {
    const home = draws.find(untracked);
    if (home) home.quantity = home.quantity.plus(left);
    else draws.push({ rollId: '0', vatNo: '', quantity: left });
  }
  return draws;
}

/** A lot as the posting read it (locked item, current quantity). */
export interface PostingLot {
  id: string;
  stockItemId: string;
  rollId: string;
  vatNo: string;
  quantity: string;
}

/**
 * Out-lines that name no lot become one line per lot drawn (same source line), over the lots as they stand
 * after the earlier lines of the same posting; every other line is kept as it is. The lots are indexed by item
 * once, so a posting of many lines over many items stays linear (a 5,000-line stocktake drew each line's lots
 * from every lot of the posting before).
 */
export function splitOverLots<
  L extends {
    stockItemId: string;
    rollId: string;
    vatNo: string;
    anyLot: boolean;
    delta: Dec;
    index: number;
    value?: string | null;
  },
>(lines: readonly L[], lots: ReadonlyMap<string, PostingLot>): L[] {
  const running = new Map<string, Dec>();
  const byItem = new Map<string, PostingLot[]>();
  for (const [key, lot] of lots) {
    running.set(key, Dec.of(lot.quantity));
    const mine = byItem.get(lot.stockItemId);
    if (mine) mine.push(lot);
    else byItem.set(lot.stockItemId, [lot]);
  }
  const move = (key: string, delta: Dec) => running.set(key, (running.get(key) ?? Dec.of(0)).plus(delta));
  const out: L[] = [];
  for (const l of [...lines].sort((a, b) => a.index - b.index)) {
    if (!l.anyLot || !l.delta.lt(0)) {
      out.push(l);
      move(lotKey(l), l.delta);
      continue;
    }
    const draws = drawFromLots(
      l.delta.neg(),
      (byItem.get(l.stockItemId) ?? []).map((lot) => ({
        rollId: lot.rollId,
        vatNo: lot.vatNo,
        order: Number(lot.id),
        quantity: running.get(lotKey(lot)) ?? Dec.of(0),
      })),
    );
    for (const d of draws) {
      const piece = { ...l, rollId: d.rollId, vatNo: d.vatNo, delta: d.quantity.neg(), value: null };
      move(lotKey(piece), piece.delta);
      out.push(piece);
    }
  }
  return out;
}
