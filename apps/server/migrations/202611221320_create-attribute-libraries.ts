import { sql, type Kysely } from 'kysely';

/** Attribute libraries (colours, sizes, standard lengths, SKU attributes), size categories, code ratios, size tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table color_category (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index color_category_unit_name_key on color_category (unit_id, name);

    create table sku_attr (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      type text not null check (type in ('COLOR', 'SIZE', 'STANDARD', 'SKU_ATTR1', 'SKU_ATTR2', 'SKU_ATTR3')),
      name text not null,
      no text,
      color_category_id bigint references color_category(id),
      sort integer not null default 0,
      is_stopped boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index sku_attr_unit_type_name_key on sku_attr (unit_id, type, name);
    create unique index sku_attr_unit_type_no_key on sku_attr (unit_id, type, lower(no)) where no is not null;
    create index sku_attr_unit_type_sort_idx on sku_attr (unit_id, type, sort, id);

    create table size_category (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index size_category_unit_name_key on size_category (unit_id, name);

    create table size_category_size (
      unit_id bigint not null references unit(id),
      size_category_id bigint not null references size_category(id) on delete cascade,
      size_id bigint not null references sku_attr(id),
      sort integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (size_category_id, size_id)
    );
    create index size_category_size_size_idx on size_category_size (unit_id, size_id);

    -- A goods medium category (中分类) takes its sizes from one size category.
    create table size_category_medium (
      unit_id bigint not null references unit(id),
      size_category_id bigint not null references size_category(id) on delete cascade,
      attr_id text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (unit_id, attr_id)
    );

    create table code_ratio (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      size_category_id bigint not null references size_category(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index code_ratio_unit_name_key on code_ratio (unit_id, name);

    create table code_ratio_size (
      unit_id bigint not null references unit(id),
      code_ratio_id bigint not null references code_ratio(id) on delete cascade,
      size_id bigint not null references sku_attr(id),
      ratio integer not null check (ratio between 0 and 9999),
      sort integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (code_ratio_id, size_id)
    );

    create table code_ratio_medium (
      unit_id bigint not null references unit(id),
      code_ratio_id bigint not null references code_ratio(id) on delete cascade,
      attr_id text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (code_ratio_id, attr_id)
    );

    -- Filled by the goods area: which ratios a goods style offers.
    create table code_ratio_style (
      unit_id bigint not null references unit(id),
      code_ratio_id bigint not null references code_ratio(id) on delete cascade,
      style_id bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (code_ratio_id, style_id)
    );
    create index code_ratio_style_style_idx on code_ratio_style (unit_id, style_id);

    create table code_ratio_setting (
      unit_id bigint primary key references unit(id),
      is_enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table size_table (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      size_category_id bigint not null references size_category(id),
      style_id bigint,
      is_template boolean not null,
      remark text,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index size_table_unit_idx on size_table (unit_id, is_template, id desc);

    create table size_table_point (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      size_table_id bigint not null references size_table(id) on delete cascade,
      name text not null,
      tolerance numeric(12, 2),
      sort integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index size_table_point_table_idx on size_table_point (size_table_id, sort);

    create table size_table_value (
      unit_id bigint not null references unit(id),
      size_table_point_id bigint not null references size_table_point(id) on delete cascade,
      size_id bigint not null references sku_attr(id),
      value numeric(12, 2) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (size_table_point_id, size_id)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Attribute tables are not dropped by a migration');
}
