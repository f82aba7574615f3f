/**
 * Bundle generation for a lay (床次) of bundle cutting (扎号型裁床), pure so the cutting screen's preview and the
 * server's submit agree. Every fabric row (a colour with its roll or dye lot and number of plies) is laid once under
 * the marker; a size with ratio r on the marker gives r stacks of `plies` pieces, each stack one bundle, split into
 * bundles of at most `cap` pieces when a cap is set. So each colour and size sums to plies × ratio.
 */

export interface LayFabricRow {
  colorId: string;
  /** 卷号 / 缸号: the roll or dye lot the plies come from. */
  lot?: string | null;
  plies: number;
}

export interface MarkerRatio {
  sizeId: string;
  ratio: number;
}

export interface GeneratedBundle {
  /** Index of the fabric row it was cut from. */
  fabricIndex: number;
  colorId: string;
  sizeId: string;
  num: number;
}

/** Bundles of the lay in cutting order: fabric row, then marker size, then stack, then the split of a stack. */
export function generateBundles(
  fabrics: readonly LayFabricRow[],
  ratios: readonly MarkerRatio[],
  cap?: number | null,
): GeneratedBundle[] {
  const size = cap && cap > 0 ? Math.floor(cap) : Infinity;
  const out: GeneratedBundle[] = [];
  fabrics.forEach((f, fabricIndex) => {
    if (!(f.plies > 0)) return;
    for (const r of ratios) {
      for (let stack = 0; stack < r.ratio; stack++) {
        for (let left = f.plies; left > 0; left -= size) {
          out.push({ fabricIndex, colorId: f.colorId, sizeId: r.sizeId, num: Math.min(left, size) });
        }
      }
    }
  });
  return out;
}

/** 扎号: 工单号-床次-序号 (order-lay-sequence), the sequence counted from 1 within the lay. */
export function ticketNo(missionNo: string, lathe: string, seq: number): string {
  return `${missionNo}-${lathe}-${seq}`;
}

/** Pieces per colour and size (key `colorId/sizeId`), the figures a lay reports on the mission's SKUs. */
export function piecesByColorSize(bundles: readonly { colorId: string; sizeId: string; num: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const b of bundles) {
    const key = `${b.colorId}/${b.sizeId}`;
    totals.set(key, (totals.get(key) ?? 0) + b.num);
  }
  return totals;
}
