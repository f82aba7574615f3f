import { z } from 'zod';

/**
 * China's administrative regions (省 province / 市 city / 区 district), GB/T 2260 six-digit codes.
 * Rows store the three codes (provinceId, cityId, areaId); names are always derived from the one
 * data set the server serves (docs/adr/0005-region-data.md), never stored twice.
 */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

export type RegionField = 'provinceId' | 'cityId' | 'areaId';
export type RegionCodes = Partial<Record<RegionField, string | null>>;

const regionCode = z.string().regex(/^\d{6}$/, 'must be a six-digit region code');

/** public/getPosition: the children of `id`, or the provinces when `id` is absent or 0. */
export const positionQuery = z.object({ id: z.union([z.literal('0'), regionCode]).optional() });

export interface PositionItem {
  id: string;
  name: string;
  parentId: string | null;
  level: 1 | 2 | 3;
  isLeaf: boolean;
}

export interface RegionEntry {
  name: string;
  parent: string | null;
  level: 1 | 2 | 3;
}

export type RegionIndex = ReadonlyMap<string, RegionEntry>;

const fields: readonly RegionField[] = ['provinceId', 'cityId', 'areaId'];

/** Code → name, parent and level, for look-ups in both directions. */
export function indexRegions(tree: readonly RegionNode[]): RegionIndex {
  const index = new Map<string, RegionEntry>();
  const walk = (nodes: readonly RegionNode[], parent: string | null, level: 1 | 2 | 3) => {
    for (const node of nodes) {
      index.set(node.code, { name: node.name, parent, level });
      if (node.children && level < 3) walk(node.children, node.code, (level + 1) as 2 | 3);
    }
  };
  walk(tree, null, 1);
  return index;
}

/** The names of the given codes, province first; unknown or empty codes are skipped. */
export function regionNames(index: RegionIndex, codes: RegionCodes): string[] {
  return fields.flatMap((f) => {
    const code = codes[f];
    const entry = code ? index.get(code) : undefined;
    return entry ? [entry.name] : [];
  });
}

/** "浙江省 杭州市 西湖区", or '' when no region is set. */
export function regionLabel(index: RegionIndex, codes: RegionCodes): string {
  return regionNames(index, codes).join(' ');
}

export interface RegionProblem {
  field: RegionField;
  reason: 'unknown' | 'notInParent' | 'parentMissing';
}

/**
 * Whether the codes form one path from a province down: each set code must exist at its own level
 * and lie inside the code above it; a lower level may be empty (province only, province + city).
 */
export function findRegionProblem(index: RegionIndex, codes: RegionCodes): RegionProblem | null {
  let above: string | null = null;
  let gap = false;
  for (const [i, field] of fields.entries()) {
    const code = codes[field];
    if (!code) {
      gap = true;
      continue;
    }
    if (gap) return { field, reason: 'parentMissing' };
    const entry = index.get(code);
    if (!entry || entry.level !== i + 1) return { field, reason: 'unknown' };
    if (entry.parent !== above) return { field, reason: 'notInParent' };
    above = code;
  }
  return null;
}
