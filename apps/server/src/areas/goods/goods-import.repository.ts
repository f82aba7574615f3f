import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** Which of these style nos the unit's live styles already use, lower-cased (style nos are unique ignoring case). */
export async function takenStyleNos(db: Db, unitId: string, styleNos: readonly string[]): Promise<Set<string>> {
  if (!styleNos.length) return new Set();
  const rows = await db
    .selectFrom('goodsStyle')
    .select(sql<string>`lower(style_no)`.as('no'))
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where(
      sql<string>`lower(style_no)`,
      'in',
      styleNos.map((n) => n.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((r) => r.no));
}
