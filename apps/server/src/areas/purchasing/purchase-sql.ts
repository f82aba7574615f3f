import { sql, type RawBuilder } from 'kysely';

/** A date column as 'YYYY-MM-DD' text (both drivers would otherwise build a JS Date in the server's zone). */
export function dateText(column: string): RawBuilder<string | null> {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** Bills whose lines count towards a demand's purchased quantity: not deleted, cancelled or voided. */
export const COUNTED_BILL = sql<boolean>`not pb.is_deleted and not pb.is_cancelled and pb.status <> 5`;

/**
 * What a line split counts as purchased: the whole split, except on a closed bill, where only what arrived
 * counts (the rest will never come, so the demand waits for it again).
 */
export const COUNTED_QUANTITY = sql`case when pb.is_closed then pld.arrived_quantity else pld.quantity end`;
