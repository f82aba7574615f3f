import { fixedConversionRate, type MaterialSkuInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { requireMeasureUnits, type MeasureUnitUser } from '../units/index.js';
import * as skuRepo from './material-sku.repository.js';

/** A SKU whose units are rows of the units dictionary, with the conversion rate it is stored with. */
export type UnitResolvedSku = Omit<MaterialSkuInput, 'stockUnitId' | 'stockUnit' | 'purchaseUnitId' | 'purchaseUnit'> & {
  stockUnitId: string;
  stockUnit: string;
  purchaseUnitId: string | null;
  purchaseUnit: string | null;
};

/**
 * Each SKU's 库存单位 and 采购单位 from the units dictionary (by id, or by name from older clients and Excel), refused
 * naming `skus.<i>.stockUnitId` (or `stockUnit`) when unknown or disabled since. The 参考转化率 is 1 with one unit or
 * the same twice, the dictionary's fixed rate when both convert to one base (码 → 米: 0.9144), else what was entered.
 */
export async function resolveSkuUnits(
  db: Db,
  ctx: RequestContext,
  skus: readonly MaterialSkuInput[],
): Promise<UnitResolvedSku[]> {
  const current = await skuRepo.unitIdsOfSkus(
    db,
    ctx.unitId,
    skus.flatMap((s) => (s.id ? [s.id] : [])),
  );
  const choices = skus.flatMap((s, i) => {
    const had = s.id ? current.get(s.id) : undefined;
    return [
      {
        id: s.stockUnitId,
        name: s.stockUnit,
        field: `skus.${i}.${s.stockUnitId ? 'stockUnitId' : 'stockUnit'}`,
        currentId: had?.stockUnitId,
      },
      {
        id: s.purchaseUnitId,
        name: s.purchaseUnitId ? null : s.purchaseUnit,
        field: `skus.${i}.${s.purchaseUnitId ? 'purchaseUnitId' : 'purchaseUnit'}`,
        currentId: had?.purchaseUnitId,
      },
    ];
  });
  const rows = await requireMeasureUnits(db, ctx, choices);
  return skus.map((sku, i) => {
    const stock = rows[i * 2]!;
    const purchase = rows[i * 2 + 1] ?? null;
    const fixed = fixedConversionRate(
      purchase?.id ?? stock.id,
      stock.id,
      rows.filter((r) => r !== null),
    );
    return {
      ...sku,
      stockUnitId: stock.id,
      stockUnit: stock.name,
      purchaseUnitId: purchase?.id ?? null,
      purchaseUnit: purchase?.name ?? null,
      conversionRate: fixed ?? sku.conversionRate,
    };
  });
}

/** What materials tell the units area: how many SKUs name a unit, and renaming the names kept beside the ids. */
export const materialUnitUser: MeasureUnitUser = {
  countUses: (db, unitId, ids) => skuRepo.countSkusByMeasureUnit(db, unitId, ids),
  renamed: (trx, unitId, id, name) => skuRepo.renameMeasureUnit(trx, unitId, id, name),
};
