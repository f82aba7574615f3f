import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

// Name lookups of the style import: the sheet names customers, size categories, colours and standard lengths;
// these read the library tables by name (read-only), as the style list joins them for names.

const lower = (names: string[]) => [...new Set(names.map((n) => n.toLowerCase()))];

/** Live customers of the unit by name (lower case) -> id. */
export async function customerIdsByName(db: Db, unitId: string, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await db
    .selectFrom('customer')
    .select(['id', 'name'])
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where(sql<string>`lower(name)`, 'in', lower(names))
    .orderBy('id')
    .execute();
  return firstByName(rows);
}

/** Size categories of the unit by name (lower case) -> id. */
export async function sizeCategoryIdsByName(db: Db, unitId: string, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await db
    .selectFrom('sizeCategory')
    .select(['id', 'name'])
    .where('unitId', '=', unitId)
    .where(sql<string>`lower(name)`, 'in', lower(names))
    .orderBy('id')
    .execute();
  return firstByName(rows);
}

/**
 * Library values of one type (COLOR, STANDARD) by name (lower case) among `units` (the company's library and the
 * factory's own), stop-used ones included (the caller refuses them).
 */
export async function skuAttrsByName(
  db: Db,
  units: readonly string[],
  type: 'COLOR' | 'STANDARD',
  names: string[],
): Promise<Map<string, { id: string; isStopped: boolean }>> {
  if (!names.length) return new Map();
  const rows = await db
    .selectFrom('skuAttr')
    .select(['id', 'name', 'isStopped'])
    .where('unitId', 'in', units)
    .where('type', '=', type)
    .where(sql<string>`lower(name)`, 'in', lower(names))
    .orderBy('isStopped')
    .orderBy('id')
    .execute();
  const out = new Map<string, { id: string; isStopped: boolean }>();
  for (const r of rows) if (!out.has(r.name.toLowerCase())) out.set(r.name.toLowerCase(), { id: r.id, isStopped: r.isStopped });
  return out;
}

/** Style nos of the unit already taken (lower case), among these. */
export async function takenStyleNos(db: Db, unitId: string, styleNos: string[]): Promise<Set<string>> {
  if (!styleNos.length) return new Set();
  const rows = await db
    .selectFrom('goodsStyle')
    .select(sql<string>`lower(style_no)`.as('no'))
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where(sql<string>`lower(style_no)`, 'in', lower(styleNos))
    .execute();
  return new Set(rows.map((r) => r.no));
}

/** When names repeat, the oldest record wins (as the form's pickers list it first). */
function firstByName(rows: { id: string; name: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.name.toLowerCase())) out.set(r.name.toLowerCase(), r.id);
  return out;
}
