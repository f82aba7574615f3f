import type { BomRowView, BomSnapshot } from '@gf/contracts';

/** What a clerk reads of a row: its material, usages, loss, 用于 lists, mapping, flags, supplier, price, remark. */
const content = (r: BomRowView) =>
  JSON.stringify([
    r.materialSkuId,
    r.singleDosage,
    r.sizeDosages.map((s) => [s.sizeId, s.singleDosage]),
    r.lossRate,
    r.styleColorIdList,
    r.styleSizeIdList,
    r.styleStandardIdList,
    r.colorMappings.map((m) => [m.styleColorId, m.materialSkuId]),
    r.isMain,
    r.partId,
    r.supplierId,
    r.planCost,
    r.remark,
  ]);

/**
 * The rows an edit touched, to mark them in the before / after tables: a row only before (removed) or changed is
 * marked before; a row only after (added) or changed is marked after. Rows are matched by id.
 */
export function snapshotChanges(
  before: BomSnapshot | null,
  after: BomSnapshot | null,
): { before: Set<string>; after: Set<string> } {
  const was = new Map((before?.rows ?? []).map((r) => [r.id, content(r)]));
  const now = new Map((after?.rows ?? []).map((r) => [r.id, content(r)]));
  return {
    before: new Set([...was].filter(([id, c]) => now.get(id) !== c).map(([id]) => id)),
    after: new Set([...now].filter(([id, c]) => was.get(id) !== c).map(([id]) => id)),
  };
}
