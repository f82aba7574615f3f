import { sql } from 'kysely';
import type { Db } from './database.js';
import { invalid } from '../http/errors.js';

/** Where a document's lines live: the line table (snake_case) and the column naming the document. */
export interface LineTable {
  table: string;
  billColumn: string;
}

/** A line to save: `id` names a line the document already has (kept and updated), none a new one. */
export interface SavedLine {
  id?: string | null | undefined;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Saves a document's lines by difference, in the given order (sort = position): a line whose id comes back is
 * updated in place and keeps its id (what other documents point at), a line without an id is inserted, and the
 * document's lines not sent back are deleted. An id that is not one of this document's lines, or comes twice, is
 * refused (40001 naming `<fieldPrefix>.<i>.id`). Answers the saved line ids in the given order.
 */
export async function saveLinesByDifference<L extends SavedLine>(
  trx: Db,
  t: LineTable,
  unitId: string,
  billId: string,
  lines: readonly L[],
  fieldPrefix: string,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from ${sql.table(t.table)} where unit_id = ${unitId} and ${sql.ref(t.billColumn)} = ${billId}
    for update`.execute(trx);
  const current = new Set(rows.map((r) => String(r.id)));
  const kept = new Set<string>();
  lines.forEach((l, i) => {
    if (l.id === undefined || l.id === null) return;
    if (!current.has(l.id) || kept.has(l.id))
      throw invalid(`${fieldPrefix}.${i}.id`, { zh: '不是该单据的明细', en: 'not a line of this document' });
    kept.add(l.id);
  });
  const gone = [...current].filter((id) => !kept.has(id));
  if (gone.length > 0)
    await sql`delete from ${sql.table(t.table)} where unit_id = ${unitId} and id in (${sql.join(gone)})`.execute(trx);
  const value = (v: unknown) =>
    v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  const ids: (string | null)[] = [];
  const added: { at: number; columns: [string, unknown][] }[] = [];
  for (const [sort, { id, ...values }] of lines.entries()) {
    const columns = Object.entries({ ...(values as Record<string, unknown>), sort }).map(
      ([k, v]) => [k, value(v)] as [string, unknown],
    );
    if (!id) {
      ids.push(null);
      added.push({ at: sort, columns: [['unitId', unitId], [t.billColumn, billId], ...columns] });
      continue;
    }
    const sets = columns.map(([k, v]) => sql`${sql.ref(snake(k))} = ${v}`);
    await sql`update ${sql.table(t.table)} set ${sql.join(sets)}, updated_at = now()
      where unit_id = ${unitId} and id = ${id}`.execute(trx);
    ids.push(id);
  }
  const first = added[0];
  if (first) {
    // New lines come from one mapping, so they share their columns: one insert for all of them, ids in order.
    const names = first.columns.map(([k]) => sql.ref(snake(k)));
    const { rows: inserted } = await sql<{ id: string }>`
      insert into ${sql.table(t.table)} (${sql.join(names)})
      values ${sql.join(added.map((a) => sql`(${sql.join(a.columns.map(([, v]) => v))})`))}
      returning id`.execute(trx);
    added.forEach((a, i) => (ids[a.at] = String(inserted[i]?.id)));
  }
  return ids as string[];
}
