import type { RegionCodes } from '@gf/contracts';

/** The cascader's value: the codes from the province down, as far as they are set. */
export function toRegionValue(codes: RegionCodes | null | undefined): string[] | undefined {
  if (!codes?.provinceId) return undefined;
  const path = [codes.provinceId];
  if (codes.cityId) {
    path.push(codes.cityId);
    if (codes.areaId) path.push(codes.areaId);
  }
  return path;
}

/** The request's three code fields from the cascader's value; null where a level is not chosen. */
export function fromRegionValue(value: readonly string[] | null | undefined): {
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
} {
  return { provinceId: value?.[0] ?? null, cityId: value?.[1] ?? null, areaId: value?.[2] ?? null };
}

/** The street address after the region: "浙江省 杭州市 西湖区 文三路 1 号". */
export function joinAddress(region: string, address: string | null | undefined): string {
  return [region, address?.trim()].filter(Boolean).join(' ');
}
