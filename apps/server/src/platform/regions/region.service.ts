import { areaList } from '@vant/area-data';
import {
  findRegionProblem,
  indexRegions,
  type PositionItem,
  type RegionCodes,
  type RegionIndex,
  type RegionNode,
} from '@gf/contracts';
import { invalid, notFound } from '../http/errors.js';

/**
 * China's province / city / district tree from @vant/area-data (ADR 0005), built once on first use.
 * The package keys every level by its GB/T 2260 code: a city shares its province's first two
 * digits, a district its city's first four.
 */
function buildTree(): RegionNode[] {
  const byPrefix = (list: Record<string, string>, prefix: string) =>
    Object.entries(list)
      .filter(([code]) => code.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b));
  return byPrefix(areaList.province_list, '').map(([p, provinceName]) => ({
    code: p,
    name: provinceName,
    children: byPrefix(areaList.city_list, p.slice(0, 2)).map(([c, cityName]) => ({
      code: c,
      name: cityName,
      children: byPrefix(areaList.county_list, c.slice(0, 4)).map(([code, name]) => ({ code, name })),
    })),
  }));
}

interface Regions {
  tree: RegionNode[];
  index: RegionIndex;
  childrenOf: Map<string, RegionNode[]>;
}

let cached: Regions | undefined;

function regions(): Regions {
  if (!cached) {
    const tree = buildTree();
    const childrenOf = new Map<string, RegionNode[]>();
    for (const province of tree) {
      childrenOf.set(province.code, province.children ?? []);
      for (const city of province.children ?? []) childrenOf.set(city.code, city.children ?? []);
    }
    cached = { tree, index: indexRegions(tree), childrenOf };
  }
  return cached;
}

export const regionTree = (): RegionNode[] => regions().tree;
export const regionIndex = (): RegionIndex => regions().index;

/** public/getPosition: the regions directly below a code (the provinces for none or 0). */
export function listPositions(code: string | undefined): PositionItem[] {
  const parentId = code && code !== '0' ? code : null;
  const parent = parentId ? regionIndex().get(parentId) : undefined;
  if (parentId && !parent) throw notFound({ zh: '地区', en: 'Region' });
  const children = parentId ? (regions().childrenOf.get(parentId) ?? []) : regionTree();
  const level = (parent ? parent.level + 1 : 1) as PositionItem['level'];
  return children.map((node) => ({ id: node.code, name: node.name, parentId, level, isLeaf: !node.children?.length }));
}

const problemText = {
  unknown: { zh: '不是有效的地区', en: 'is not a known region' },
  notInParent: { zh: '不属于所选的上级地区', en: 'does not lie in the region above it' },
  parentMissing: { zh: '请先选择上级地区', en: 'needs the region above it' },
} as const;

/** Refuses (40001, naming the field) codes that do not form one province → city → district path. */
export function assertRegion(codes: RegionCodes): void {
  const problem = findRegionProblem(regionIndex(), codes);
  if (problem) throw invalid(problem.field, problemText[problem.reason]);
}
