import { sql } from 'kysely';
import type { Db } from '../src/platform/db/database.js';
import { scopeOfTable, type World } from './tenancy-world.js';

/**
 * A's rows, read straight from the database: every row of a FACTORY or COMPANY_AND_FACTORY table owned by A, and
 * every row of any other scoped table (CHILD, the storehouse and its ledger ...) that is one of A's rows or points
 * at one. The scope of each table comes from TABLE_SCOPES, so a new table is covered the day it is declared.
 */
export type Snapshot = Record<string, string[]>;

export async function baseTables(db: Db): Promise<string[]> {
  const rows = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.rows.map((r) => r.tableName);
}

async function allRows(db: Db, table: string): Promise<Record<string, unknown>[]> {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
}

const pointsAtA = (row: Record<string, unknown>, ids: Set<string>) =>
  Object.entries(row).some(([k, v]) => (k === 'id' || k.endsWith('Id')) && v !== null && ids.has(String(v)));

export async function snapshotOfA(db: Db, world: World): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const table of await baseTables(db)) {
    const scope = scopeOfTable(table);
    if (scope === undefined || scope === 'ACCOUNT') continue;
    const rows = await allRows(db, table);
    const mine =
      scope === 'FACTORY' || scope === 'COMPANY_AND_FACTORY'
        ? rows.filter((r) => String(r.unitId) === world.factoryA || pointsAtA(r, world.privateIds))
        : rows.filter((r) => pointsAtA(r, world.privateIds));
    out[table] = mine.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** The tables whose rows of A differ between two snapshots, with the rows that came and went. */
export function differences(before: Snapshot, after: Snapshot): Record<string, { gone: string[]; came: string[] }> {
  const out: Record<string, { gone: string[]; came: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = new Set(before[table] ?? []);
    const a = new Set(after[table] ?? []);
    const gone = [...b].filter((r) => !a.has(r));
    const came = [...a].filter((r) => !b.has(r));
    if (gone.length || came.length)
      out[table] = { gone: gone.map((r) => r.slice(0, 300)), came: came.map((r) => r.slice(0, 300)) };
  }
  return out;
}

/** Every row of every table, as text: to find what the walk wrote. */
export async function everyRow(db: Db): Promise<Set<string>> {
  const out = new Set<string>();
  for (const table of await baseTables(db)) for (const r of await allRows(db, table)) out.add(`${table} ${JSON.stringify(r)}`);
  return out;
}

/** Rows written during the walk (new or changed) that name one of A's rows: a record of B or C pointing into A. */
export function rowsPointingAtA(before: Set<string>, after: Set<string>, world: World): string[] {
  const out: string[] = [];
  for (const row of after) {
    if (before.has(row)) continue;
    const hits = [...row.matchAll(/(?<!\d)\d{10}(?!\d)/g)].map((m) => m[0]).filter((id) => world.privateIds.has(id));
    if (hits.length) out.push(row.slice(0, 400));
  }
  return out;
}
