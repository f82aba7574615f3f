import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

export interface ImportSku {
  id: string;
  colorName: string;
  sizeName: string;
  standardName: string | null;
}

/** Live styles by number, each with its SKUs named by colour, size and 内长 (the library's names). */
export async function stylesByNos(
  db: Db,
  tenant: Tenant,
  styleNos: readonly string[],
): Promise<Map<string, { id: string; isStopped: boolean; skus: ImportSku[] }>> {
  if (styleNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('goodsStyle as s')
    .leftJoin('goodsSku as k', (j) => j.onRef('k.goodsStyleId', '=', 's.id').on('k.isDeleted', '=', false))
    .leftJoin('skuAttr as c', 'c.id', 'k.colorId')
    .leftJoin('skuAttr as z', 'z.id', 'k.sizeId')
    .leftJoin('skuAttr as t', 't.id', 'k.standardId')
    .select([
      's.id',
      's.styleNo',
      's.isStopped',
      'k.id as skuId',
      'c.name as colorName',
      'z.name as sizeName',
      't.name as standardName',
    ])
    .where('s.unitId', 'in', readableUnits(tenant, 'goodsStyle'))
    .where('s.isDeleted', '=', false)
    .where('s.styleNo', 'in', [...new Set(styleNos)])
    .execute();
  const out = new Map<string, { id: string; isStopped: boolean; skus: ImportSku[] }>();
  for (const r of rows) {
    const style = out.get(r.styleNo) ?? { id: r.id, isStopped: r.isStopped, skus: [] };
    if (r.skuId)
      style.skus.push({ id: r.skuId, colorName: r.colorName ?? '', sizeName: r.sizeName ?? '', standardName: r.standardName });
    out.set(r.styleNo, style);
  }
  return out;
}

export async function customersByNames(db: Db, tenant: Tenant, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer')
    .select(['id', 'name'])
    .where('unitId', 'in', readableUnits(tenant, 'customer'))
    .where('isDeleted', '=', false)
    .where('name', 'in', [...new Set(names)])
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function takenOrderNos(db: Db, tenant: Tenant, nos: readonly string[]): Promise<Set<string>> {
  if (nos.length === 0) return new Set();
  const rows = await db
    .selectFrom('productionOrder')
    .select('orderNo')
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('orderNo', 'in', [...new Set(nos)])
    .execute();
  return new Set(rows.map((r) => r.orderNo));
}
