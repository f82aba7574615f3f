import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** The factory's live goods SKUs of the given style numbers, keyed "款号|颜色|尺码" (colour and size by their names). */
export async function goodsSkusByNames(db: Db, unitId: string, styleNos: readonly string[]): Promise<Map<string, string>> {
  if (styleNos.length === 0) return new Map();
  const { rows } = await sql<{ id: string; key: string }>`
    select k.id, g.style_no || '|' || c.name || '|' || z.name as key
    from goods_sku k
    join goods_style g on g.id = k.goods_style_id and not g.is_deleted
    join sku_attr c on c.id = k.color_id
    join sku_attr z on z.id = k.size_id
    where k.unit_id = ${unitId} and not k.is_deleted and g.style_no in (${sql.join([...new Set(styleNos)])})`.execute(db);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * The factory's live material SKUs of the given material numbers, keyed "物料编号|颜色|规格" and, for a row that names
 * no spec, "物料编号|颜色|" when only one SKU of that number has the colour.
 */
export async function materialSkusByNames(db: Db, unitId: string, materialNos: readonly string[]) {
  if (materialNos.length === 0) return new Map<string, string>();
  const { rows } = await sql<{ id: string; no: string; color: string; spec: string }>`
    select m.id, m.material_no as no, coalesce(m.color_name, '') as color, coalesce(m.spec_no, '') as spec
    from material_sku_descriptor m
    where m.unit_id = ${unitId} and not m.is_deleted and not m.material_is_deleted
      and m.material_no in (${sql.join([...new Set(materialNos)])})`.execute(db);
  const out = new Map<string, string>();
  const byColour = new Map<string, string[]>();
  for (const r of rows) {
    out.set(`${r.no}|${r.color}|${r.spec}`, r.id);
    byColour.set(`${r.no}|${r.color}|`, [...(byColour.get(`${r.no}|${r.color}|`) ?? []), r.id]);
  }
  for (const [key, ids] of byColour) if (ids.length === 1 && !out.has(key)) out.set(key, ids[0]!);
  return out;
}

/** The factory's own live customers by name. */
export async function customersByNames(db: Db, unitId: string, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer')
    .select(['id', 'name'])
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('name', 'in', [...new Set(names)])
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}
