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
