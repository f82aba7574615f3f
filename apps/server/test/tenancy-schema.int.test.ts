import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_VIEW_SCOPES, TABLE_SCOPES, type TableScope } from '../src/platform/tenancy/scope.js';
import { startHarness, type Harness } from './harness.js';

/**
 * The scope registry (platform/tenancy/scope.ts: TABLE_SCOPES, and RAW_VIEW_SCOPES for views outside `Database`)
 * against the migrated database itself, read from information_schema: every table and view has a scope, every table owned by a unit carries unit_id, and a CHILD
 * table carries none (it is reached through its parent, so a unit_id of its own could only disagree with it).
 */

let h: Harness;
let relations: Map<string, { isView: boolean; columns: Set<string> }>;

/** Account tables whose unit_id is the factory an account enters or a session is in, not an owner. */
const accountUnitColumns = new Set(['user_unit', 'session']);
/** Bookkeeping of the migrator, outside the registry. */
const migratorTables = /^kysely_migration/;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const scopes = new Map<string, TableScope>(
  Object.entries({ ...TABLE_SCOPES, ...RAW_VIEW_SCOPES }).map(([name, scope]) => [snake(name), scope]),
);

beforeAll(async () => {
  h = await startHarness();
  const rows = await sql<{ tableName: string; tableType: string; columnName: string }>`
    select t.table_name, t.table_type, c.column_name
    from information_schema.tables t
    join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
    where t.table_schema = current_schema()`.execute(h.db);
  relations = new Map();
  for (const r of rows.rows) {
    if (migratorTables.test(r.tableName)) continue;
    const rel = relations.get(r.tableName) ?? { isView: r.tableType === 'VIEW', columns: new Set<string>() };
    rel.columns.add(r.columnName);
    relations.set(r.tableName, rel);
  }
});
afterAll(() => h.close());

describe('the scope registry against the database', () => {
  it('names every table and view of the database, and nothing else', () => {
    expect([...relations.keys()].filter((t) => !scopes.has(t)).sort()).toEqual([]);
    expect([...scopes.keys()].filter((t) => !relations.has(t)).sort()).toEqual([]);
    expect(relations.size).toBeGreaterThan(80);
  });

  it('gives every table with a unit_id the scope FACTORY, COMPANY or COMPANY_AND_FACTORY', () => {
    const owned = new Set<TableScope>(['FACTORY', 'COMPANY', 'COMPANY_AND_FACTORY']);
    const wrong = [...relations]
      .filter(([table, rel]) => rel.columns.has('unit_id') && !owned.has(scopes.get(table)!) && !accountUnitColumns.has(table))
      .map(([table]) => `${table}: ${scopes.get(table)}`);
    expect(wrong).toEqual([]);
  });

  it('gives every FACTORY, COMPANY and COMPANY_AND_FACTORY table a unit_id, and no CHILD table one', () => {
    const wrong = [...relations].flatMap(([table, rel]) => {
      const scope = scopes.get(table);
      if (scope === 'CHILD' && rel.columns.has('unit_id')) return [`${table}: CHILD with unit_id`];
      if ((scope === 'FACTORY' || scope === 'COMPANY' || scope === 'COMPANY_AND_FACTORY') && !rel.columns.has('unit_id'))
        return [`${table}: ${scope} without unit_id`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the account tables with a unit_id to the named few', () => {
    for (const table of accountUnitColumns) {
      expect(scopes.get(table), table).toBe('ACCOUNT');
      expect(relations.get(table)?.columns.has('unit_id'), table).toBe(true);
    }
  });
});
