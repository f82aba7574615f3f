import { generateBundles, ticketNo, type LayDetail } from '@gf/contracts';

/** One fabric row of the form (面料表). */
export interface FabricRow {
  key: number;
  colorId?: string;
  lot?: string;
  plies?: number | null;
}

/** A bundle as the screen lists it before submit (quantity editable). */
export interface DraftBundle {
  key: string;
  fabricIndex: number;
  colorId: string;
  sizeId: string;
  lot: string | null;
  num: number;
}

/** Bundles of the fabric table and the marker ratio (the contracts' generator, the server's own rule). */
export function draftBundles(
  fabrics: FabricRow[],
  ratios: Record<string, number | null | undefined>,
  cap: number | null,
): DraftBundle[] {
  const rows = fabrics.map((f) => ({ colorId: f.colorId ?? '', lot: f.lot ?? null, plies: f.plies ?? 0 }));
  const marker = Object.entries(ratios).map(([sizeId, ratio]) => ({ sizeId, ratio: ratio ?? 0 }));
  return generateBundles(rows, marker, cap).map((b, i) => ({ ...b, key: `g${i}`, lot: rows[b.fabricIndex]?.lot ?? null }));
}

/** The ticket number the server will give the i-th bundle (工单号-床次-序号). */
export const previewTicket = (missionNo: string, lathe: string, index: number) => ticketNo(missionNo, lathe || '?', index + 1);

/** A saved lay back into the form's state. */
export function formOfLay(lay: LayDetail) {
  return {
    fabrics: lay.fabrics.map((f, key) => ({ key, colorId: f.colorId, lot: f.lot ?? undefined, plies: f.plies })),
    ratios: Object.fromEntries(lay.ratios.map((r) => [r.sizeId, r.ratio])),
    bundles: lay.bundles.map((b) => ({
      key: b.id,
      fabricIndex: b.fabricIndex,
      colorId: b.colorId,
      sizeId: b.sizeId,
      lot: b.lot,
      num: b.num,
    })),
  };
}
