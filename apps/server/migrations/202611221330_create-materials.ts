import { sql, type Kysely } from 'kysely';

/** The materials archive: kinds (tree), specifications, materials (bill COMMON_MATERIALS), SKUs, SKU suppliers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table material_kind (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      parent_id bigint references material_kind(id),
      no text not null,
      name text not null,
      sort integer not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_kind_unit_no_key on material_kind (unit_id, lower(no)) where not is_deleted;
    create unique index material_kind_unit_name_key on material_kind (unit_id, name) where not is_deleted;

    create table material_spec (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      no text not null,
      remark text,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_spec_unit_no_key on material_spec (unit_id, no);

    create table material (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      no text not null,
      name text not null,
      material_kind_id bigint not null references material_kind(id),
      composition text, width text, weight text, remark text,
      status smallint not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_unit_no_key on material (unit_id, lower(no)) where not is_deleted;
    create index material_unit_created_idx on material (unit_id, id desc) where not is_deleted;
    create index material_unit_kind_idx on material (unit_id, material_kind_id) where not is_deleted;

    create table material_sku (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_id bigint not null references material(id),
      color_id bigint,
      color_name text not null,
      material_spec_id bigint not null references material_spec(id),
      sample_material boolean not null default false,
      stock_unit text not null,
      purchase_unit text,
      conversion_rate numeric(18, 4) not null default 1 check (conversion_rate > 0),
      remark text,
      default_dosage numeric(18, 4),
      fixed_materials boolean not null default false,
      mloss_rate numeric(5, 2) check (mloss_rate between 0 and 100),
      is_stop_use boolean not null default false,
      sort integer not null default 0,
      is_deleted boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_sku_colour_spec_key on material_sku
      (material_id, coalesce('#' || color_id::text, '~' || lower(color_name)), material_spec_id) where not is_deleted;
    create index material_sku_unit_material_idx on material_sku (unit_id, material_id) where not is_deleted;
    create index material_sku_unit_spec_idx on material_sku (unit_id, material_spec_id);

    create table material_sku_supplier (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_sku_id bigint not null references material_sku(id),
      supplier_id bigint not null references supplier(id),
      supplier_style_no text,
      supplier_color_no text,
      plan_cost numeric(18, 4),
      excluding_tax_price numeric(18, 4),
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_sku_supplier_key on material_sku_supplier (material_sku_id, supplier_id);
    create unique index material_sku_supplier_default_key on material_sku_supplier (material_sku_id) where is_default;
    create index material_sku_supplier_unit_supplier_idx on material_sku_supplier (unit_id, supplier_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Material tables are not dropped by a migration');
}
