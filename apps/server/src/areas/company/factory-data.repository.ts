import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TABLE_SCOPES, type ScopedTable } from '../../platform/tenancy/scope.js';

/**
 * What a factory holds, read from the scope registry (platform/tenancy/scope.ts), so a table added later is covered
 * without a line here: every row owned by the factory (unit_id = the factory) in a FACTORY or COMPANY_AND_FACTORY
 * table is its data, except the set-up every factory is born with or that is only bookkeeping, which goes with
 * the factory. Published views are skipped: they only show rows of the tables counted (a shared storehouse's lots
 * appear under every linked factory without being its data).
 */
const SETUP_TABLES: ReadonlySet<string> = new Set([
  'factory_profile', // written by the factory form itself
  'measure_unit', // seeded into every new factory (migration 202611250400's trigger)
  'fac_group', // the form's workbay groups (a group with members counts: fac_group_user)
  'storehouse_factory_link', // the form's linked storehouses
  'operation_log', // history, kept (no foreign key): the deletion itself is logged there
  'last_operate', // per-user memory of the last choices in forms
  'column_setting', // per-user list columns
]);
/** Kept when the factory is deleted (history); the others are deleted with it. */
const KEPT_TABLES: ReadonlySet<string> = new Set(['operation_log']);

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function baseTables(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return new Set(rows.map((r) => r.name));
}

/** The factory-owned tables that exist as tables here, by snake_case name. */
async function factoryTables(db: Db): Promise<string[]> {
  const existing = await baseTables(db);
  return (Object.keys(TABLE_SCOPES) as ScopedTable[])
    .filter((t) => TABLE_SCOPES[t] === 'FACTORY' || TABLE_SCOPES[t] === 'COMPANY_AND_FACTORY')
    .map(snakeCase)
    .filter((t) => existing.has(t));
}

export interface HeldData {
  /** snake_case table name, or `employees` for accounts other than the boss's linked to the factory. */
  table: string;
  count: number;
}

/** The factory's data, table by table (only tables with rows); empty when it holds none. */
export async function factoryData(db: Db, unitId: string): Promise<HeldData[]> {
  const tables = (await factoryTables(db)).filter((t) => !SETUP_TABLES.has(t));
  const counts = tables.map(
    (t) => sql<HeldData>`select ${t}::text as "table", count(*)::int as count from ${sql.table(t)} where unit_id = ${unitId}`,
  );
  const employees = sql<HeldData>`select 'employees'::text as "table", count(*)::int as count
    from user_unit uu join app_user u on u.id = uu.user_id where uu.unit_id = ${unitId} and u.kind <> 'BOSS'`;
  const { rows } =
    await sql<HeldData>`select * from (${sql.join([...counts, employees], sql` union all `)}) held where count > 0`.execute(db);
  return rows.map((r) => ({ table: r.table, count: Number(r.count) }));
}

/** Deletes the factory's set-up rows (the history stays), before the factory itself goes. */
export async function deleteFactorySetup(trx: Db, unitId: string): Promise<void> {
  const existing = await baseTables(trx);
  for (const t of SETUP_TABLES)
    if (existing.has(t) && !KEPT_TABLES.has(t)) await sql`delete from ${sql.table(t)} where unit_id = ${unitId}`.execute(trx);
}

/** A factory moving to another company leaves the links to its old company's storehouses. */
export async function deleteStorehouseLinks(trx: Db, unitId: string): Promise<void> {
  if ((await baseTables(trx)).has('storehouse_factory_link'))
    await sql`delete from storehouse_factory_link where unit_id = ${unitId}`.execute(trx);
}
