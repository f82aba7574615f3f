import { sql, type Kysely } from 'kysely';

/** Goods styles (款式) with their SKU matrix, change records, parts (部位) and barcodes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table goods_style (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      style_no text not null,
      style_name text not null,
      customer_id bigint,
      size_category_id bigint not null,
      color_ids jsonb not null default '[]',
      size_ids jsonb not null default '[]',
      standard_ids jsonb not null default '[]',
      picture_ids jsonb not null default '[]',
      main_picture_id bigint,
      remark text,
      is_stopped boolean not null default false,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_style_unit_no_key on goods_style (unit_id, lower(style_no)) where not is_deleted;
    create index goods_style_unit_idx on goods_style (unit_id, id desc) where not is_deleted;

    create table goods_sku (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_style_id bigint not null references goods_style(id),
      color_id bigint not null,
      size_id bigint not null,
      standard_id bigint,
      is_deleted boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_sku_combination_key on goods_sku
      (goods_style_id, color_id, size_id, coalesce(standard_id, 0)) where not is_deleted;
    create index goods_sku_unit_style_idx on goods_sku (unit_id, goods_style_id) where not is_deleted;

    create table goods_style_change (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_style_id bigint not null references goods_style(id),
      field_name text not null,
      previous_values text,
      after_values text,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index goods_style_change_style_idx on goods_style_change (unit_id, goods_style_id, id desc);

    create table goods_style_part (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_style_id bigint not null references goods_style(id),
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_style_part_name_key on goods_style_part (goods_style_id, name);

    create table goods_barcode (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      barcode text not null,
      gbcode text,
      goods_sku_id bigint references goods_sku(id),
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_barcode_unit_barcode_key on goods_barcode (unit_id, barcode);
    create unique index goods_barcode_sku_key on goods_barcode (goods_sku_id) where goods_sku_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table goods_barcode, goods_style_part, goods_style_change, goods_sku, goods_style`.execute(db);
}
