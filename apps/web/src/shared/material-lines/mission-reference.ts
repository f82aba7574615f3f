import { Dec, type MissionActualUsage, type MissionActualUsageLine } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { pairLoader } from '../search-select/search-select.logic';
import { newMaterialLine } from './material-line.logic';
import type { MaterialLine } from './MaterialLinesEditor';

/** Missions by number or style number (按工单添加 on the delivery form, 工单 of a 余料退回). */
export const missionLoader = pairLoader<
  { id: string; missionNo: string; styleNo: string; styleName: string } & Record<string, unknown>
>(
  'fac/mission/simpleMissionList',
  { value: 'id', label: (r) => [r.missionNo, r.styleNo, r.styleName].filter(Boolean).join(' · ') },
  { method: 'GET' },
);

/**
 * 生产参考余料 of a mission per material SKU (fac/mission/material/actualUsage): delivered − returned − the pieces cut
 * exploded through the BOM, never below 0; with what it was worked out from. Empty without a mission.
 */
export function useMissionReference(missionId: string | null | undefined) {
  const query = useQuery({
    queryKey: ['mission-material-reference', missionId],
    queryFn: () =>
      api.get<MissionActualUsage>(`fac/mission/material/actualUsage/${encodeURIComponent(missionId!)}`, undefined, {
        silent: true,
      }),
    enabled: Boolean(missionId),
  });
  const lines = missionId ? (query.data?.lines ?? []) : [];
  return {
    lines,
    missionNo: missionId ? (query.data?.missionNo ?? '') : '',
    bySku: new Map(lines.map((l) => [l.materialSkuId, l])),
  };
}

/** The reference remnant of a line's SKU as shown in its column ("-" when the SKU is not one of the mission's). */
export const referenceText = (bySku: ReadonlyMap<string, MissionActualUsageLine>, skuId: string): string => {
  const l = bySku.get(skuId);
  return l ? `${Dec.of(l.referenceRemnant).toFixed()} ${l.stockUnit}` : '-';
};

/**
 * 按参考余料一键填齐: every material of the mission with a reference remnant, at that quantity, the mission's number as
 * 生产单号; materials already on the bill take the figure instead of a second line.
 */
export function fillByReference(lines: readonly MaterialLine[], reference: readonly MissionActualUsageLine[], missionNo: string) {
  const open = reference.filter((r) => Dec.of(r.referenceRemnant).gt(0));
  const out = lines.map((l) => {
    const r = open.find((x) => x.materialSkuId === l.materialsSkuId);
    return r ? { ...l, quantity: Dec.of(r.referenceRemnant).toFixed(), orderNo: missionNo } : l;
  });
  for (const r of open)
    if (!lines.some((l) => l.materialsSkuId === r.materialSkuId))
      out.push({
        ...newMaterialLine(
          r.materialSkuId,
          [r.materialsNo, r.materialsName, r.colorName, r.specNoName].filter(Boolean).join(' '),
        ),
        stockUnit: r.stockUnit,
        quantity: Dec.of(r.referenceRemnant).toFixed(),
        orderNo: missionNo,
      });
  return out;
}
