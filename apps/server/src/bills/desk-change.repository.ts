import { dec } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';

/**
 * Where an adjustment bill keeps its lines (`old_num` null = the line is new, `new_num`) and the document it adjusts.
 * Table and column names are the bill type's own constants (snake_case), never input.
 */
export interface AdjustmentShape {
  head: string;
  lines: string;
  /** The lines' column naming the head. */
  lineHeadColumn: string;
  /** The adjusted document's table, the head's column naming it, that document's number and the key it is shown under. */
  source: { table: string; headColumn: string; numberColumn: string; as: string };
}

/**
 * The review desk's values of an adjustment bill (a quantity bill made of old and new line figures): the adjusted
 * document's number, the bill date and the net change over its lines, signed ("+120", "-20", "0").
 */
export async function adjustmentDeskValues(
  db: Db,
  unitId: string,
  ids: readonly string[],
  s: AdjustmentShape,
): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; sourceNo: string; placeorderAt: string; change: string }>`
    select a.id, src.${sql.ref(s.source.numberColumn)} as "sourceNo",
           to_char(a.placeorder_at, 'YYYY-MM-DD') as "placeorderAt",
           coalesce(sum(l.new_num - coalesce(l.old_num, 0)), 0)::text as "change"
      from ${sql.table(s.head)} a
      join ${sql.table(s.source.table)} src on src.id = a.${sql.ref(s.source.headColumn)}
      left join ${sql.table(s.lines)} l on l.${sql.ref(s.lineHeadColumn)} = a.id
     where a.unit_id = ${unitId} and a.id in (${sql.join(ids)})
     group by a.id, src.${sql.ref(s.source.numberColumn)}, a.placeorder_at`.execute(db);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        [s.source.as]: r.sourceNo,
        placeorderAt: r.placeorderAt,
        change: (dec.isPositive(r.change) ? '+' : '') + dec.norm(r.change),
      },
    ]),
  );
}
