import { sql, type Kysely } from 'kysely';

/**
 * 单位字典 (areas/units): each factory's units of measure, with the fixed conversion to a base unit where one
 * exists (码 = 0.9144 米, 公斤 = 1000 克) and the flag of units counted in whole pieces (个, 件, 套 …).
 *
 * Every factory starts with the common garment units: seed_measure_units(unit id) inserts them, for the factories
 * that exist now and, through a trigger on unit, for every factory created later (registration, the demo seed,
 * tests), so no code path that makes a factory can forget them. The list is this migration's own copy of
 * DEFAULT_MEASURE_UNITS in @gf/contracts (a migration never changes once landed; units.int.test.ts checks they agree).
 *
 * The free-text units of material SKUs move into the dictionary: each factory's distinct names, trimmed (spaces,
 * tabs, full-width spaces), compared ignoring case ("KG" and "kg" are one unit, the first spelling kept). Each SKU
 * then points at its units (stock_measure_unit_id, required; purchase_measure_unit_id) and its name columns take the
 * dictionary's spelling; a blank purchase unit becomes null. Bill lines keep the unit names they carry.
 */
const defaults: [name: string, isPiece: boolean, base: string | null, ratio: string | null][] = [
  ['米', false, null, null],
  ['厘米', false, '米', '0.01'],
  ['码', false, '米', '0.9144'],
  ['英寸', false, '米', '0.0254'],
  ['克', false, null, null],
  ['公斤', false, '克', '1000'],
  ['斤', false, '克', '500'],
  ['磅', false, '克', '453.59237'],
  ['个', true, null, null],
  ['打', true, '个', '12'],
  ['件', true, null, null],
  ['套', true, null, null],
  ['包', true, null, null],
  ['条', true, null, null],
  ['颗', true, null, null],
  ['粒', true, null, null],
  ['对', true, null, null],
  ['双', true, null, null],
  ['张', true, null, null],
  ['根', true, null, null],
  ['片', true, null, null],
  ['只', true, null, null],
  ['卷', true, null, null],
  ['箱', true, null, null],
];

const quote = (v: string | null) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`);
const unitRows = defaults.map(([name, isPiece], i) => `(${quote(name)}, ${isPiece}, ${(i + 1) * 10})`).join(', ');
const baseRows = defaults
  .filter(([, , base]) => base !== null)
  .map(([name, , base, ratio]) => `(${quote(name)}, ${quote(base)}, ${quote(ratio)}::numeric)`)
  .join(', ');
// Spaces, tabs, line breaks and the full-width space (U+3000) clerks type around a unit.
const trimmed = (column: string) => `btrim(${column}, ' ' || chr(9) || chr(10) || chr(13) || chr(12288))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table measure_unit (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null check (name <> ''),
      is_piece boolean not null default false,
      base_measure_unit_id bigint references measure_unit(id),
      base_ratio numeric(18, 6) check (base_ratio > 0),
      sort integer not null default 0,
      remark text,
      is_disabled boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((base_measure_unit_id is null) = (base_ratio is null)),
      check (base_measure_unit_id <> id)
    );
    create unique index measure_unit_unit_name_key on measure_unit (unit_id, lower(name));
    create index measure_unit_base_idx on measure_unit (base_measure_unit_id) where base_measure_unit_id is not null;
  `.execute(db);

  await sql
    .raw(
      `
    create function seed_measure_units(p_unit_id bigint) returns void language plpgsql as $body$
    begin
      insert into measure_unit (unit_id, name, is_piece, sort)
      select p_unit_id, d.name, d.is_piece, d.sort from (values ${unitRows}) as d(name, is_piece, sort)
      on conflict do nothing;
      update measure_unit m set base_measure_unit_id = b.id, base_ratio = d.ratio
      from (values ${baseRows}) as d(name, base, ratio)
      join measure_unit b on b.unit_id = p_unit_id and lower(b.name) = lower(d.base)
      where m.unit_id = p_unit_id and lower(m.name) = lower(d.name) and m.base_measure_unit_id is null and m.id <> b.id;
    end
    $body$;

    create function seed_measure_units_of_new_factory() returns trigger language plpgsql as $body$
    begin
      perform seed_measure_units(new.id);
      return null;
    end
    $body$;

    create trigger unit_seed_measure_units after insert on unit
      for each row when (new.kind = 'FACTORY') execute function seed_measure_units_of_new_factory();

    select seed_measure_units(id) from unit where kind = 'FACTORY';

    insert into measure_unit (unit_id, name, sort)
    select distinct on (t.unit_id, lower(t.name)) t.unit_id, t.name, 1000
    from (
      select unit_id, id, ${trimmed('stock_unit')} as name from material_sku
      union all
      select unit_id, id, ${trimmed('purchase_unit')} from material_sku where purchase_unit is not null
    ) t
    where t.name <> ''
    order by t.unit_id, lower(t.name), t.id
    on conflict do nothing;

    alter table material_sku
      add column stock_measure_unit_id bigint references measure_unit(id),
      add column purchase_measure_unit_id bigint references measure_unit(id);

    update material_sku s set stock_measure_unit_id = m.id, stock_unit = m.name
    from measure_unit m
    where m.unit_id = s.unit_id and lower(m.name) = lower(${trimmed('s.stock_unit')});

    update material_sku s set purchase_measure_unit_id = m.id, purchase_unit = m.name
    from measure_unit m
    where m.unit_id = s.unit_id and lower(m.name) = lower(${trimmed('s.purchase_unit')});

    update material_sku set purchase_unit = null where purchase_measure_unit_id is null and purchase_unit is not null;

    alter table material_sku alter column stock_measure_unit_id set not null;
    create index material_sku_stock_measure_unit_idx on material_sku (stock_measure_unit_id);
    create index material_sku_purchase_measure_unit_idx on material_sku (purchase_measure_unit_id)
      where purchase_measure_unit_id is not null;
  `,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table material_sku drop column purchase_measure_unit_id, drop column stock_measure_unit_id;
    drop trigger unit_seed_measure_units on unit;
    drop function seed_measure_units_of_new_factory();
    drop function seed_measure_units(bigint);
    drop table measure_unit;
  `.execute(db);
}
