import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { migrateTo, migrationNames } from '../../platform/db/migrate.js';
import { openTestDatabase } from '../../../test/test-database.js';

// The migration 202611260100_company-storehouses on data written before it: storehouses and their ledger move to the
// company, the old is_default / is_linked become links, each movement keeps the factory that posted it.
const MIGRATION = '202611260100_company-storehouses';
let handle: DatabaseHandle;
let before: string;
const db = () => handle.db;
const insert = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(db())).rows[0]!.id;
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db())).rows;

/** A company with one factory and its storehouses as the old model had them, one of them holding stock. */
async function oldFactory(tag: string) {
  const boss = await insert(
    sql`insert into unit (kind, code, name) values ('BOSS', ${`S${tag}`}, ${`group ${tag}`}) returning id`,
  );
  const unit = await insert(
    sql`insert into unit (kind, name, boss_unit_id) values ('FACTORY', ${`factory ${tag}`}, ${boss}) returning id`,
  );
  const storehouse = (name: string, isDefault: boolean, isLinked: boolean, isDeleted = false) =>
    insert(sql`insert into storehouse (unit_id, name, is_default, is_linked, is_deleted)
      values (${unit}, ${name}, ${isDefault}, ${isLinked}, ${isDeleted}) returning id`);
  const main = await storehouse('默认仓', true, true);
  const linked = await storehouse('辅料仓', false, true);
  const unlinkedWithStock = await storehouse('旧仓', false, false);
  const unlinked = await storehouse('空仓', false, false);
  const deleted = await storehouse('已删仓', false, true, true);
  const item = await insert(sql`insert into stock_item (unit_id, storehouse_id, sku_kind, sku_id, quantity)
    values (${unit}, ${unlinkedWithStock}, 'MATERIAL', 1, 5) returning id`);
  await sql`insert into stock_balance (unit_id, stock_item_id, quantity) values (${unit}, ${item}, 5)`.execute(db());
  await sql`insert into stock_movement (unit_id, stock_item_id, storehouse_id, sku_kind, sku_id, quantity, balance_after,
      change_type, source_type, operator_id) values (${unit}, ${item}, ${unlinkedWithStock}, 'MATERIAL', 1, 5, 5, 'MANUAL_IN', 'MANUAL', 1)`.execute(
    db(),
  );
  await sql`insert into stock_reservation (unit_id, demand_id, stock_item_id, quantity, created_by)
    values (${unit}, 9, ${item}, 2, 1)`.execute(db());
  return { boss, unit, main, linked, unlinkedWithStock, unlinked, deleted, item };
}

let a: Awaited<ReturnType<typeof oldFactory>>;
let b: Awaited<ReturnType<typeof oldFactory>>;

beforeAll(async () => {
  const names = await migrationNames();
  before = names[names.indexOf(MIGRATION) - 1]!;
  handle = await openTestDatabase((d) => migrateTo(d, before));
  a = await oldFactory('A');
  b = await oldFactory('B');
  await migrateTo(db(), MIGRATION);
}, 120_000);
afterAll(() => handle.close());

describe('migration 202611260100_company-storehouses', () => {
  it('moves storehouses and the ledger to the company and links each factory to what it used', async () => {
    for (const f of [a, b]) {
      const links = await rows<{ storehouseId: string; unitId: string; linkKind: string }>(
        sql`select storehouse_id, unit_id, link_kind from storehouse_factory_link
            where storehouse_id in (${sql.join([f.main, f.linked, f.unlinkedWithStock, f.unlinked, f.deleted])}) order by storehouse_id`,
      );
      // The default stays the default, linked ones are shared, an unlinked one holding stock is kept visible.
      expect(links).toEqual([
        { storehouseId: f.main, unitId: f.unit, linkKind: 'DEFAULT' },
        { storehouseId: f.linked, unitId: f.unit, linkKind: 'SHARED' },
        { storehouseId: f.unlinkedWithStock, unitId: f.unit, linkKind: 'SHARED' },
      ]);
      const owners = await rows<{ unitId: string; ownerKind: string }>(
        sql`select distinct unit_id, owner_kind from storehouse where id in (${sql.join([f.main, f.unlinked, f.deleted])})`,
      );
      expect(owners).toEqual([{ unitId: f.boss, ownerKind: 'OWN' }]);
      for (const table of ['stock_item', 'stock_balance', 'stock_movement', 'stock_reservation'])
        expect(
          await rows<{ unitId: string }>(
            sql`select distinct unit_id from ${sql.table(table)} where unit_id in (${f.unit}, ${f.boss})`,
          ),
        ).toEqual([{ unitId: f.boss }]);
      expect(await rows(sql`select fac_unit_id from stock_movement where stock_item_id = ${f.item}`)).toEqual([
        { facUnitId: f.unit },
      ]);
      // The published lots are seen by the linked factory (its unit_id), as before.
      expect(await rows(sql`select unit_id, quantity::text from stock_lot where storehouse_id = ${f.unlinkedWithStock}`)).toEqual(
        [{ unitId: f.unit, quantity: '5.0000' }],
      );
    }
  });

  it('down puts each storehouse back with its factory and the flags it had', async () => {
    await migrateTo(db(), before);
    const back = await rows<{ id: string; unitId: string; isDefault: boolean; isLinked: boolean }>(
      sql`select id, unit_id, is_default, is_linked from storehouse where id in (${sql.join([a.main, a.linked, a.unlinked])}) order by id`,
    );
    expect(back).toEqual([
      { id: a.main, unitId: a.unit, isDefault: true, isLinked: true },
      { id: a.linked, unitId: a.unit, isDefault: false, isLinked: true },
      { id: a.unlinked, unitId: a.unit, isDefault: false, isLinked: false },
    ]);
    expect(await rows(sql`select distinct unit_id from stock_movement where stock_item_id = ${a.item}`)).toEqual([
      { unitId: a.unit },
    ]);
    expect(await rows(sql`select unit_id from stock_lot where storehouse_id = ${a.unlinkedWithStock}`)).toEqual([
      { unitId: a.unit },
    ]);
    await migrateTo(db(), MIGRATION);
  });
});
