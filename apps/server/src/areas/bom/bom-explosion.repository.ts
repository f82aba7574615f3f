import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { ExplosionRow } from './bom-explosion.service.js';

/** The BOM's rows as the explosion reads them: three lean queries (rows, size overrides, colour mapping). */
export async function explosionRows(db: Db, tenant: Tenant, bomId: string): Promise<ExplosionRow[]> {
  const units = readableUnits(tenant, 'goodsBomRow');
  const rows = await db
    .selectFrom('goodsBomRow')
    .select(['id', 'materialSkuId', 'singleDosage', 'lossRate', 'styleColorIds', 'styleSizeIds', 'styleStandardIds'])
    .where('unitId', 'in', units)
    .where('goodsBomId', '=', bomId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sizes, colors] = await Promise.all([
    db
      .selectFrom('goodsBomRowSize')
      .select(['goodsBomRowId', 'sizeId', 'singleDosage'])
      .where('unitId', 'in', units)
      .where('goodsBomRowId', 'in', ids)
      .execute(),
    db
      .selectFrom('goodsBomRowColor')
      .select(['goodsBomRowId', 'styleColorId', 'materialSkuId'])
      .where('unitId', 'in', units)
      .where('goodsBomRowId', 'in', ids)
      .execute(),
  ]);
  const byRow = new Map(
    rows.map((r) => [r.id, { sizeDosages: {} as Record<string, string>, colorMap: {} as Record<string, string> }]),
  );
  for (const s of sizes) byRow.get(s.goodsBomRowId)!.sizeDosages[s.sizeId] = s.singleDosage;
  for (const c of colors) byRow.get(c.goodsBomRowId)!.colorMap[c.styleColorId] = c.materialSkuId;
  return rows.map((r) => ({
    id: r.id,
    materialSkuId: r.materialSkuId,
    singleDosage: r.singleDosage,
    lossRate: r.lossRate,
    colorIds: r.styleColorIds,
    sizeIds: r.styleSizeIds,
    standardIds: r.styleStandardIds,
    ...byRow.get(r.id)!,
  }));
}
