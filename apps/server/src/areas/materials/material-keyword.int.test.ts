import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from '../../../test/harness.js';

// The material archive's keyword (款号, name, kind name, a SKU's supplier name) through listMaterials: a selective
// keyword is looked up through the trigram indexes and its hits read by id; one that finds more than 2,000 rows is
// matched row by row. Both must list the same rows.

let h: Harness;
let boss: Client;
let factory: FactoryFixture;

/** Materials `${prefix}NNNN` named `${name} NNNN` of a new kind, `skus` SKUs each, every SKU priced by `supplierName`. */
async function seed(
  f: FactoryFixture,
  o: { prefix: string; name: string; kind: string; count: number; skus: number; supplier: string },
) {
  const unit = f.unitId;
  const user = f.boss.userId;
  const kind = await sql<{ id: string }>`
    insert into material_kind (unit_id, no, name, created_by) values (${unit}, ${o.prefix}, ${o.kind}, ${user}) returning id
  `.execute(h.db);
  const spec = await sql<{ id: string }>`
    insert into material_spec (unit_id, no, remark, created_by) values (${unit}, ${o.prefix}, '', ${user}) returning id
  `.execute(h.db);
  const supplier = await sql<{ id: string }>`
    insert into supplier (unit_id, code, name, status, created_by, updated_by)
    values (${unit}, ${o.prefix}, ${o.supplier}, 2, ${user}, ${user}) returning id
  `.execute(h.db);
  await sql`
    insert into material (unit_id, no, name, material_kind_id, status, created_by, updated_by)
    select ${unit}::bigint, ${o.prefix} || lpad(g::text, 4, '0'), ${o.name} || ' ' || lpad(g::text, 4, '0'),
           ${kind.rows[0]!.id}::bigint, 0, ${user}::bigint, ${user}::bigint
    from generate_series(1, ${o.count}::int) g
  `.execute(h.db);
  await sql`
    insert into material_sku (unit_id, material_id, color_name, material_spec_id, stock_unit, stock_measure_unit_id,
                              conversion_rate, sort)
    select m.unit_id, m.id, '色' || c, ${spec.rows[0]!.id}::bigint, '米',
           (select id from measure_unit u where u.unit_id = m.unit_id and u.name = '米'), 1, c
    from material m, generate_series(1, ${o.skus}::int) c
    where m.unit_id = ${unit}::bigint and m.material_kind_id = ${kind.rows[0]!.id}::bigint
  `.execute(h.db);
  await sql`
    insert into material_sku_supplier (unit_id, material_sku_id, supplier_id, is_default)
    select s.unit_id, s.id, ${supplier.rows[0]!.id}::bigint, true
    from material_sku s join material m on m.id = s.material_id
    where m.material_kind_id = ${kind.rows[0]!.id}::bigint
  `.execute(h.db);
  return { kindId: kind.rows[0]!.id };
}

interface Row {
  commonMaterialsNo: string;
  colorName: string | null;
}
const list = async (keyword: string, pageSize = 100, pageNo = 1) => {
  const res = await boss.call('POST', 'fac/materials/listMaterials', { pageNo, pageSize, keyword });
  expect(res.code, res.msg).toBe(0);
  return res.data as { list: Row[]; totalCount: number };
};
const rowsOf = (page: { list: Row[] }) => page.list.map((r) => `${r.commonMaterialsNo}/${r.colorName}`);

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'keyword');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  await seed(factory, { prefix: 'KW', name: '全棉府绸', kind: '面料', count: 30, skus: 2, supplier: '华纺纺织' });
  await seed(factory, { prefix: 'PL', name: '批量辅料', kind: '辅料', count: 2_100, skus: 1, supplier: '绍兴布行' });
  // Another factory with the same names: never listed here.
  await seed(await createFactory(h.db, 'keyword-other'), {
    prefix: 'KW',
    name: '全棉府绸',
    kind: '面料',
    count: 5,
    skus: 1,
    supplier: '华纺纺织',
  });
  // One SKU of KW0001 also bought from a second supplier: a search for that supplier lists that SKU only.
  await sql`
    with sup as (
      insert into supplier (unit_id, code, name, status, created_by, updated_by)
      values (${factory.unitId}, 'ONE', '独家纱线商', 2, ${factory.boss.userId}, ${factory.boss.userId}) returning id
    )
    insert into material_sku_supplier (unit_id, material_sku_id, supplier_id, is_default)
    select s.unit_id, s.id, sup.id, false from material_sku s join material m on m.id = s.material_id, sup
    where m.unit_id = ${factory.unitId} and m.no = 'KW0001' and s.color_name = '色2'
  `.execute(h.db);
});
afterAll(() => h.close());

describe('material archive keyword', () => {
  it('a code fragment lists every SKU row of the materials it finds, newest first; case does not matter', async () => {
    const page = await list('kw000');
    expect(page.totalCount).toBe(18); // KW0001..KW0009, two SKUs each
    expect(rowsOf(page).slice(0, 4)).toEqual(['KW0009/色1', 'KW0009/色2', 'KW0008/色1', 'KW0008/色2']);
  });

  it('a name fragment, a kind name and a supplier name each find their rows', async () => {
    expect((await list('府绸 0012')).totalCount).toBe(2);
    expect((await list('面料')).totalCount).toBe(60);
    expect((await list('华纺')).totalCount).toBe(60);
  });

  it("a supplier's name keeps only the SKUs it supplies", async () => {
    expect(rowsOf(await list('独家纱线'))).toEqual(['KW0001/色2']);
  });

  it('finds nothing when nothing contains the keyword', async () => {
    expect(await list('不存在的关键字')).toEqual(expect.objectContaining({ list: [], totalCount: 0 }));
  });

  it('a keyword found in more than 2,000 rows is matched row by row: newest first, as the hits read by id', async () => {
    const no = (n: number) => `PL${String(n).padStart(4, '0')}/色1`;
    const broad = await list('批量辅料', 20, 53); // 2,100 hits, newest first: page 53 holds PL1060 down to PL1041
    expect(broad.totalCount).toBe(2_100);
    expect(rowsOf(broad)).toEqual(Array.from({ length: 20 }, (_, i) => no(1060 - i)));
    // A selective keyword over the same materials (hits read by id): the same order.
    expect(rowsOf(await list('PL104'))).toEqual(Array.from({ length: 10 }, (_, i) => no(1049 - i)));
    expect((await list('布行')).totalCount).toBe(2_100); // a supplier's name, row by row
  });
});
