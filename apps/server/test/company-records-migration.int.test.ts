import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { migrateTo, migrationNames } from '../src/platform/db/migrate.js';
import { openTestDatabase } from './test-database.js';

// The migration 202611260300_move-company-records on data written before it (ADR 0011): kinds, kind attributes,
// barcodes, numbering rules and counters move from the factory to its company; counters merge keeping the highest
// value; the former write codes become company-level codes on the same roles.
const MIGRATION = '202611260300_move-company-records';
let handle: DatabaseHandle;
const db = () => handle.db;
const insert = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(db())).rows[0]!.id;

let boss: string;
let factoryA: string;
let factoryB: string;
let roles: { onlyOld: string; both: string; other: string };
let kindA: string;

beforeAll(async () => {
  const names = await migrationNames();
  handle = await openTestDatabase((d) => migrateTo(d, names[names.indexOf(MIGRATION) - 1]!));
  boss = await insert(sql`insert into unit (kind, code, name) values ('BOSS', 'MIGCR', 'group') returning id`);
  factoryA = await insert(sql`insert into unit (kind, name, boss_unit_id) values ('FACTORY', '甲厂', ${boss}) returning id`);
  factoryB = await insert(sql`insert into unit (kind, name, boss_unit_id) values ('FACTORY', '乙厂', ${boss}) returning id`);
  kindA = await insert(
    sql`insert into material_kind (unit_id, no, name, created_by) values (${factoryA}, 'ML', '面料', 1) returning id`,
  );
  await sql`insert into material_kind (unit_id, no, name, created_by) values (${factoryB}, 'FL', '辅料', 1)`.execute(db());
  const fieldA = await insert(
    sql`insert into custom_field (unit_id, entity, name, type) values (${factoryA}, 'COMMON_MATERIALS', '成分', 'TEXT') returning id`,
  );
  await sql`insert into material_kind_attr (unit_id, material_kind_id, custom_field_id) values (${factoryA}, ${kindA}, ${fieldA})`.execute(
    db(),
  );
  await sql`insert into goods_barcode (unit_id, barcode, created_by) values (${factoryA}, '6900001', 1), (${factoryB}, '6900002', 1)`.execute(
    db(),
  );
  await sql`insert into number_rule (unit_id, bill_type, segments, updated_at) values
    (${factoryA}, 'COMMON_MATERIALS', '[{"type":"TEXT","value":"A"}]', now() - interval '1 day'),
    (${factoryB}, 'COMMON_MATERIALS', '[{"type":"TEXT","value":"B"}]', now()),
    (${factoryB}, 'GOODS_STYLE', '[{"type":"TEXT","value":"KS"}]', now())`.execute(db());
  await sql`insert into number_counter (unit_id, bill_type, period_key, last_value) values
    (${factoryA}, 'MATERIALS_PURCHASE', 'CG|2611', 5), (${factoryB}, 'MATERIALS_PURCHASE', 'CG|2611', 3),
    (${factoryB}, 'COMMON_MATERIALS', 'WL', 9)`.execute(db());
  const role = (unit: string, name: string) =>
    insert(sql`insert into role (unit_id, name) values (${unit}, ${name}) returning id`);
  roles = { onlyOld: await role(factoryA, 'old'), both: await role(factoryB, 'both'), other: await role(factoryA, 'other') };
  await sql`insert into role_permission (role_id, code) values
    (${roles.onlyOld}, 'fac.materials.kinds'), (${roles.onlyOld}, 'fac.numbering.rule'),
    (${roles.both}, 'fac.goods.barcode'), (${roles.both}, 'company.goodsBarcode.manage'),
    (${roles.other}, 'fac.materials.list')`.execute(db());
});
afterAll(() => handle.close());

describe('migration 202611260300_move-company-records', () => {
  it('stops and names the values when two factories of one company hold the same kind number or barcode', async () => {
    const clash = await insert(
      sql`insert into goods_barcode (unit_id, barcode, created_by) values (${factoryB}, '6900001', 1) returning id`,
    );
    await expect(migrateTo(db(), MIGRATION)).rejects.toThrow(/barcode "6900001"/);
    await sql`delete from goods_barcode where id = ${clash}`.execute(db());
  });

  it('moves the rows to the company, merges numbering, and moves the codes to company-level ones', async () => {
    await migrateTo(db(), MIGRATION);
    const owners = async (table: string) =>
      (await sql<{ unitId: string }>`select distinct unit_id::text as "unitId" from ${sql.table(table)}`.execute(db())).rows;
    for (const table of ['material_kind', 'material_kind_attr', 'goods_barcode', 'number_rule', 'number_counter'])
      expect(await owners(table), table).toEqual([{ unitId: boss }]);

    const rules = await sql<{ billType: string; segments: unknown }>`
      select bill_type as "billType", segments from number_rule order by bill_type`.execute(db());
    expect(rules.rows).toEqual([
      { billType: 'COMMON_MATERIALS', segments: [{ type: 'TEXT', value: 'B' }] },
      { billType: 'GOODS_STYLE', segments: [{ type: 'TEXT', value: 'KS' }] },
    ]);
    const counters = await sql<{ billType: string; lastValue: string }>`
      select bill_type as "billType", last_value::text as "lastValue" from number_counter order by bill_type`.execute(db());
    expect(counters.rows).toEqual([
      { billType: 'COMMON_MATERIALS', lastValue: '9' },
      { billType: 'MATERIALS_PURCHASE', lastValue: '5' },
    ]);

    const codes = await sql<{ roleId: string; code: string }>`
      select role_id::text as "roleId", code from role_permission order by role_id, code`.execute(db());
    expect(codes.rows).toEqual([
      { roleId: roles.onlyOld, code: 'company.materialKind.manage' },
      { roleId: roles.onlyOld, code: 'company.numbering.manage' },
      { roleId: roles.both, code: 'company.goodsBarcode.manage' },
      { roleId: roles.other, code: 'fac.materials.list' },
    ]);
  });
});
