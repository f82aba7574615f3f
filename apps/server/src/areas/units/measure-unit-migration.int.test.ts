import { Dec, DEFAULT_MEASURE_UNITS } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { migrateTo, migrationNames } from '../../platform/db/migrate.js';
import { openTestDatabase } from '../../../test/test-database.js';

// The migration 202611250400_create-measure-units on data written before it: free-text units in, dictionary rows
// and links out.
const MIGRATION = '202611250400_create-measure-units';
let handle: DatabaseHandle;
const db = () => handle.db;

const insert = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(db())).rows[0]!.id;

async function factoryWithSkus(tag: string, units: [stock: string, purchase: string | null][]) {
  const boss = await insert(
    sql`insert into unit (kind, code, name) values ('BOSS', ${`M${tag}`}, ${`group ${tag}`}) returning id`,
  );
  const unit = await insert(
    sql`insert into unit (kind, name, boss_unit_id) values ('FACTORY', ${`factory ${tag}`}, ${boss}) returning id`,
  );
  const kind = await insert(
    sql`insert into material_kind (unit_id, no, name, created_by) values (${unit}, 'K', '面料', 1) returning id`,
  );
  const spec = await insert(sql`insert into material_spec (unit_id, no, created_by) values (${unit}, 'S1', 1) returning id`);
  const material = await insert(
    sql`insert into material (unit_id, no, name, material_kind_id, created_by) values (${unit}, 'WL1', '布', ${kind}, 1) returning id`,
  );
  const skus: string[] = [];
  for (const [i, [stock, purchase]] of units.entries()) {
    skus.push(
      await insert(sql`insert into material_sku (unit_id, material_id, color_name, material_spec_id, stock_unit, purchase_unit)
        values (${unit}, ${material}, ${`色${i}`}, ${spec}, ${stock}, ${purchase}) returning id`),
    );
  }
  return { boss, unit, skus };
}

type Sku = { stockUnit: string; purchaseUnit: string | null; stockName: string; purchaseName: string | null };
const skuUnits = async (skuIds: string[]) =>
  (
    await sql<Sku>`select s.stock_unit as "stockUnit", s.purchase_unit as "purchaseUnit", su.name as "stockName",
        pu.name as "purchaseName"
      from material_sku s join measure_unit su on su.id = s.stock_measure_unit_id
      left join measure_unit pu on pu.id = s.purchase_measure_unit_id
      where s.id in (${sql.join(skuIds)}) order by s.id`.execute(db())
  ).rows;
const dictionary = async (unitId: string) =>
  (
    await sql<{ name: string; isPiece: boolean; base: string | null; ratio: string | null }>`
      select u.name, u.is_piece as "isPiece", b.name as base, u.base_ratio::text as ratio
      from measure_unit u left join measure_unit b on b.id = u.base_measure_unit_id
      where u.unit_id = ${unitId} order by u.sort, u.id`.execute(db())
  ).rows.map((u) => ({ ...u, ratio: u.ratio === null ? null : Dec.of(u.ratio).toString() }));

let a: Awaited<ReturnType<typeof factoryWithSkus>>;
let b: Awaited<ReturnType<typeof factoryWithSkus>>;

beforeAll(async () => {
  const names = await migrationNames();
  const before = names[names.indexOf(MIGRATION) - 1]!;
  handle = await openTestDatabase((d) => migrateTo(d, before));
  a = await factoryWithSkus('A', [
    [' 米 ', '卷'],
    ['米', '　码　'],
    ['KG', ''],
    ['kg ', '  '],
    ['捆', null],
  ]);
  b = await factoryWithSkus('B', [['Yard', 'yard']]);
  await migrateTo(db(), MIGRATION);
});
afterAll(() => handle.close());

describe('migration 202611250400_create-measure-units', () => {
  it("gives every factory the default units with their conversions, then each factory's own free-text units", async () => {
    const defaults = DEFAULT_MEASURE_UNITS.map((d) => ({
      name: d.name,
      isPiece: d.isPiece,
      base: d.base?.name ?? null,
      ratio: d.base?.ratio ?? null,
    }));
    const ofA = await dictionary(a.unit);
    expect(ofA.slice(0, defaults.length)).toEqual(defaults);
    // Distinct per factory, trimmed, case folded (the first spelling kept); names already seeded are not repeated.
    expect(ofA.slice(defaults.length)).toEqual([
      { name: 'KG', isPiece: false, base: null, ratio: null },
      { name: '捆', isPiece: false, base: null, ratio: null },
    ]);
    expect((await dictionary(b.unit)).slice(defaults.length).map((u) => u.name)).toEqual(['Yard']);
    expect(await dictionary(a.boss)).toEqual([]);
  });

  it('links every SKU to its units and spells them as the dictionary does; a blank purchase unit becomes none', async () => {
    expect(await skuUnits(a.skus)).toEqual([
      { stockUnit: '米', purchaseUnit: '卷', stockName: '米', purchaseName: '卷' },
      { stockUnit: '米', purchaseUnit: '码', stockName: '米', purchaseName: '码' },
      { stockUnit: 'KG', purchaseUnit: null, stockName: 'KG', purchaseName: null },
      { stockUnit: 'KG', purchaseUnit: null, stockName: 'KG', purchaseName: null },
      { stockUnit: '捆', purchaseUnit: null, stockName: '捆', purchaseName: null },
    ]);
    expect(await skuUnits(b.skus)).toEqual([
      { stockUnit: 'Yard', purchaseUnit: 'Yard', stockName: 'Yard', purchaseName: 'Yard' },
    ]);
  });

  it('a factory created afterwards starts with the defaults (the trigger on unit)', async () => {
    const later = await factoryWithSkus('C', []);
    expect((await dictionary(later.unit)).map((u) => u.name)).toEqual(DEFAULT_MEASURE_UNITS.map((u) => u.name));
    expect(await dictionary(later.boss)).toEqual([]);
  });
});
