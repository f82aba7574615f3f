import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import type { ExplosionRow, ExplosionSku } from './bom-explosion.service.js';

/** The BOM's rows as the explosion reads them: three lean queries (rows, size overrides, colour mapping). */
export async function explosionRows(db: Db, tenant: Tenant, bomId: string): Promise<ExplosionRow[]> {
  return (await explosionRowsOfBoms(db, tenant, [bomId])).get(bomId) ?? [];
}

/**
 * The rows of several BOMs at once, by BOM id (rows in sort order): three queries whatever the number of BOMs
 * (rows, then size overrides and colour mapping of all of them). A BOM without rows is absent.
 */
export async function explosionRowsOfBoms(
  db: Db,
  tenant: Tenant,
  bomIds: readonly string[],
): Promise<Map<string, ExplosionRow[]>> {
  const out = new Map<string, ExplosionRow[]>();
  if (bomIds.length === 0) return out;
  const units = readableUnits(tenant, 'goodsBomRow');
  const rows = await db
    .selectFrom('goodsBomRow')
    .select([
      'id',
      'goodsBomId',
      'materialSkuId',
      'singleDosage',
      'lossRate',
      'styleColorIds',
      'styleSizeIds',
      'styleStandardIds',
    ])
    .where('unitId', 'in', units)
    .where('goodsBomId', 'in', [...new Set(bomIds)])
    .orderBy('goodsBomId')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return out;
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
  for (const r of rows) {
    const list = out.get(r.goodsBomId) ?? [];
    list.push({
      id: r.id,
      materialSkuId: r.materialSkuId,
      singleDosage: r.singleDosage,
      lossRate: r.lossRate,
      colorIds: r.styleColorIds,
      sizeIds: r.styleSizeIds,
      standardIds: r.styleStandardIds,
      ...byRow.get(r.id)!,
    });
    out.set(r.goodsBomId, list);
  }
  return out;
}

/** Live BOM heads by id (id -> the BOM's style), one query; ids not found (or deleted) are absent. */
export async function bomStylesByIds(db: Db, tenant: Tenant, bomIds: readonly string[]): Promise<Map<string, string>> {
  if (bomIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsBom')
    .select(['id', 'goodsStyleId'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('id', 'in', [...new Set(bomIds)])
    .where('isDeleted', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.id, r.goodsStyleId]));
}

/** The styles' default BOMs (style id -> BOM id), one query; styles without one are absent. */
export async function defaultBomIdsOfStyles(db: Db, tenant: Tenant, styleIds: readonly string[]): Promise<Map<string, string>> {
  if (styleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsBom')
    .select(['id', 'goodsStyleId'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsBom'))
    .where('goodsStyleId', 'in', [...new Set(styleIds)])
    .where('isDefault', '=', true)
    .where('isDeleted', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.goodsStyleId, r.id]));
}

/** Live goods SKUs by id with their style (id -> SKU), one query. */
export async function goodsSkusByIds(
  db: Db,
  tenant: Tenant,
  ids: readonly string[],
): Promise<Map<string, ExplosionSku & { goodsStyleId: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsSku')
    .select(['id', 'goodsStyleId', 'colorId', 'sizeId', 'standardId'])
    .where('unitId', 'in', readableUnits(tenant, 'goodsSku'))
    .where('id', 'in', [...new Set(ids)])
    .where('isDeleted', '=', false)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The supplier a BOM names for each material SKU it uses (换供应商 on a row), keyed `${bomId}:${materialSkuId}`: a row's
 * own SKU or a goods colour's mapped SKU (颜色对应); the first row in sort order wins when several name one. SKUs
 * whose rows name no supplier are absent (their demand takes the SKU's default supplier).
 */
export async function bomRowSuppliers(db: Db, tenant: Tenant, bomIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (bomIds.length === 0) return out;
  const rows = await db
    .selectFrom('goodsBomRow as r')
    .leftJoin('goodsBomRowColor as rc', (j) =>
      j.onRef('rc.goodsBomRowId', '=', 'r.id').on('rc.unitId', 'in', readableUnits(tenant, 'goodsBomRowColor')),
    )
    .select(['r.goodsBomId', 'r.materialSkuId', 'rc.materialSkuId as mappedSkuId', 'r.supplierId'])
    .where('r.unitId', 'in', readableUnits(tenant, 'goodsBomRow'))
    .where('r.goodsBomId', 'in', [...new Set(bomIds)])
    .where('r.supplierId', 'is not', null)
    .orderBy('r.goodsBomId')
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
  for (const r of rows)
    for (const sku of [r.materialSkuId, r.mappedSkuId]) {
      const key = `${r.goodsBomId}:${sku}`;
      if (sku && !out.has(key)) out.set(key, r.supplierId!);
    }
  return out;
}
