import { sql, type Kysely } from 'kysely';

/**
 * ADR 0011: material kinds with their attribute links, goods barcodes and numbering are COMPANY tables. Their rows
 * move from the factory to its company (the factory's boss unit). The unique indexes are per unit_id and stay as they
 * are: unit_id is now the company, so a kind number, a kind name and a barcode are unique in the company.
 *
 * Until issue 15 a company had exactly one factory, so kinds and barcodes cannot collide when they move; should two
 * factories of one company hold the same kind number, kind name or barcode, the migration stops and names them (the
 * data needs a person's decision) instead of failing on an index. Numbering is merged: the rule saved last wins, and
 * a counter keeps the highest value, so no number already given is given again.
 *
 * The write codes move to company-level codes (the screens are in the company menu): every role that held the old
 * code holds the new one instead, so nobody gains or loses a power.
 */
const movedCodes: [old: string, company: string][] = [
  ['fac.materials.kinds', 'company.materialKind.manage'],
  ['fac.goods.barcode', 'company.goodsBarcode.manage'],
  ['fac.numbering.rule', 'company.numbering.manage'],
];

async function refuseCollisions(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ what: string; company: string; value: string }>`
    select 'material kind no' as what, u.boss_unit_id::text as company, lower(k.no) as value
      from material_kind k join unit u on u.id = k.unit_id
      where u.kind = 'FACTORY' and not k.is_deleted group by u.boss_unit_id, lower(k.no) having count(*) > 1
    union all
    select 'material kind name', u.boss_unit_id::text, k.name
      from material_kind k join unit u on u.id = k.unit_id
      where u.kind = 'FACTORY' and not k.is_deleted group by u.boss_unit_id, k.name having count(*) > 1
    union all
    select 'barcode', u.boss_unit_id::text, b.barcode
      from goods_barcode b join unit u on u.id = b.unit_id
      where u.kind = 'FACTORY' group by u.boss_unit_id, b.barcode having count(*) > 1`.execute(db);
  if (rows.length > 0)
    throw new Error(
      `Factories of one company hold the same ${rows
        .slice(0, 10)
        .map((r) => `${r.what} "${r.value}" (company ${r.company})`)
        .join(', ')}: resolve them before this migration`,
    );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await refuseCollisions(db);
  for (const table of ['material_kind', 'material_kind_attr', 'goods_barcode'])
    await sql`update ${sql.table(table)} t set unit_id = u.boss_unit_id from unit u
      where u.id = t.unit_id and u.kind = 'FACTORY'`.execute(db);

  await sql`
    insert into number_rule (unit_id, bill_type, segments, created_at, updated_at)
    select distinct on (u.boss_unit_id, r.bill_type) u.boss_unit_id, r.bill_type, r.segments, r.created_at, r.updated_at
    from number_rule r join unit u on u.id = r.unit_id
    where u.kind = 'FACTORY'
    order by u.boss_unit_id, r.bill_type, r.updated_at desc, r.id desc
    on conflict (unit_id, bill_type) do nothing`.execute(db);
  await sql`delete from number_rule r using unit u where u.id = r.unit_id and u.kind = 'FACTORY'`.execute(db);

  await sql`
    insert into number_counter (unit_id, bill_type, period_key, last_value)
    select u.boss_unit_id, c.bill_type, c.period_key, max(c.last_value)
    from number_counter c join unit u on u.id = c.unit_id
    where u.kind = 'FACTORY'
    group by u.boss_unit_id, c.bill_type, c.period_key
    on conflict (unit_id, bill_type, period_key)
      do update set last_value = greatest(number_counter.last_value, excluded.last_value)`.execute(db);
  await sql`delete from number_counter c using unit u where u.id = c.unit_id and u.kind = 'FACTORY'`.execute(db);

  for (const [old, company] of movedCodes) {
    await sql`insert into role_permission (role_id, code) select role_id, ${company} from role_permission
      where code = ${old} on conflict do nothing`.execute(db);
    await sql`delete from role_permission where code = ${old}`.execute(db);
  }
}

/** Back to the company's first factory (the only one a company had before issue 15). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [old, company] of movedCodes) {
    await sql`insert into role_permission (role_id, code) select role_id, ${old} from role_permission
      where code = ${company} on conflict do nothing`.execute(db);
    await sql`delete from role_permission where code = ${company}`.execute(db);
  }
  const firstFactory = sql`(select min(f.id) from unit f where f.boss_unit_id = t.unit_id and f.kind = 'FACTORY')`;
  for (const table of ['material_kind', 'material_kind_attr', 'goods_barcode', 'number_rule', 'number_counter'])
    await sql`update ${sql.table(table)} t set unit_id = ${firstFactory} from unit b
      where b.id = t.unit_id and b.kind = 'BOSS' and ${firstFactory} is not null`.execute(db);
}
