/** SPEC 3: a specification shows as "no-remark" when both are non-empty, else whichever is non-empty. */
export function specNoName(no: string | null | undefined, remark: string | null | undefined): string {
  const a = (no ?? '').trim();
  const b = (remark ?? '').trim();
  if (a && b) return `${a}-${b}`;
  return a || b;
}

export interface MaterialNameParts {
  kindName: string | null | undefined;
  composition?: string | null | undefined;
  specification?: { no?: string | null; remark?: string | null } | null | undefined;
  colorName?: string | null | undefined;
}

export const MATERIAL_NAME_MAX = 128;

/**
 * 自动生成物料名称: the kind's name, then the composition, the specification (its description, else
 * its number) and the colour, joined by spaces, cut at 128 characters. Empty parts are left out.
 */
export function buildMaterialName(parts: MaterialNameParts): string {
  const spec = parts.specification ? (parts.specification.remark ?? '').trim() || (parts.specification.no ?? '').trim() : '';
  return [parts.kindName, parts.composition, spec, parts.colorName]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, MATERIAL_NAME_MAX);
}

export interface SkuSeed {
  colorId: string | null;
  colorName: string;
  specificationsId: string;
}

/** The key that makes a SKU unique inside its material: colour (id, else name) × specification. */
export function skuKey(sku: { colorId?: string | null; colorName?: string | null; specificationsId: string }): string {
  const colour = sku.colorId ? `#${sku.colorId}` : `~${(sku.colorName ?? '').trim().toLowerCase()}`;
  return `${colour}|${sku.specificationsId}`;
}

/**
 * generateSkus: every colour × every specification, in the order given, skipping pairs that
 * already exist and duplicates in the input.
 */
export function generateSkus(
  colors: { colorId?: string | null; colorName: string }[],
  specificationsIds: string[],
  existing: { colorId?: string | null; colorName?: string | null; specificationsId: string }[] = [],
): SkuSeed[] {
  const seen = new Set(existing.map(skuKey));
  const out: SkuSeed[] = [];
  for (const c of colors) {
    for (const specificationsId of specificationsIds) {
      const seed = { colorId: c.colorId ?? null, colorName: c.colorName.trim(), specificationsId };
      const key = skuKey(seed);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(seed);
    }
  }
  return out;
}
