import { sql, type Kysely } from 'kysely';

/**
 * Goods BOMs (issue 10 part 1, areas/bom), all FACTORY tables (ADR 0011):
 * - goods_bom: the bill COMMON_BOM, several per goods style, at most one default; name unique per style (any case).
 * - goods_bom_row: a material SKU with 单件用量 and 损耗 %, 用于 colours / sizes / lengths (jsonb id lists, null = ALL),
 *   主料, 部位, supplier, reference price; goods_bom_row_size: per-size usage overrides; goods_bom_row_color: which
 *   SKU of the same material each goods colour takes.
 * - goods_bom_log: the operation log with the BOM before and after a change.
 * - bom_column_config: the factory's chosen BOM columns (BOM字段配置); no row = the catalogue's defaults.
 * - bom_template, bom_template_row: BOM templates (rows for every colour, size and length).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table goods_bom (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_style_id bigint not null references goods_style(id),
      name text not null,
      is_default boolean not null default false,
      status smallint not null default 0,
      remark text,
      version integer not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_bom_name_key on goods_bom (goods_style_id, lower(name)) where not is_deleted;
    create unique index goods_bom_default_key on goods_bom (goods_style_id) where is_default and not is_deleted;
    create index goods_bom_unit_idx on goods_bom (unit_id, goods_style_id);

    create table goods_bom_row (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_bom_id bigint not null references goods_bom(id),
      material_sku_id bigint not null references material_sku(id),
      single_dosage numeric(18, 4) not null check (single_dosage > 0),
      loss_rate numeric(5, 2) not null default 0 check (loss_rate >= 0 and loss_rate <= 100),
      style_color_ids jsonb,
      style_size_ids jsonb,
      style_standard_ids jsonb,
      is_main boolean not null default false,
      goods_style_part_id bigint references goods_style_part(id),
      supplier_id bigint references supplier(id),
      plan_cost numeric(18, 4),
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index goods_bom_row_bom_idx on goods_bom_row (goods_bom_id, sort);
    create index goods_bom_row_sku_idx on goods_bom_row (material_sku_id);
    create index goods_bom_row_supplier_idx on goods_bom_row (supplier_id) where supplier_id is not null;

    create table goods_bom_row_size (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_bom_row_id bigint not null references goods_bom_row(id) on delete cascade,
      size_id bigint not null,
      single_dosage numeric(18, 4) not null check (single_dosage > 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_bom_row_size_key on goods_bom_row_size (goods_bom_row_id, size_id);

    create table goods_bom_row_color (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_bom_row_id bigint not null references goods_bom_row(id) on delete cascade,
      style_color_id bigint not null,
      material_sku_id bigint not null references material_sku(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_bom_row_color_key on goods_bom_row_color (goods_bom_row_id, style_color_id);
    create index goods_bom_row_color_sku_idx on goods_bom_row_color (material_sku_id);

    create table goods_bom_log (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_bom_id bigint not null references goods_bom(id),
      action text not null,
      edit_before jsonb,
      edit_after jsonb,
      created_by bigint not null references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index goods_bom_log_bom_idx on goods_bom_log (goods_bom_id, id);

    create table bom_column_config (
      unit_id bigint primary key references unit(id),
      field_keys jsonb not null,
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table bom_template (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      remark text,
      is_deleted boolean not null default false,
      created_by bigint not null references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index bom_template_name_key on bom_template (unit_id, lower(name)) where not is_deleted;

    create table bom_template_row (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bom_template_id bigint not null references bom_template(id) on delete cascade,
      material_sku_id bigint not null references material_sku(id),
      single_dosage numeric(18, 4) not null check (single_dosage > 0),
      loss_rate numeric(5, 2) not null default 0 check (loss_rate >= 0 and loss_rate <= 100),
      is_main boolean not null default false,
      part_name text,
      supplier_id bigint references supplier(id),
      plan_cost numeric(18, 4),
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index bom_template_row_template_idx on bom_template_row (bom_template_id, sort);
    create index bom_template_row_sku_idx on bom_template_row (material_sku_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table bom_template_row, bom_template, bom_column_config, goods_bom_log, goods_bom_row_color,
    goods_bom_row_size, goods_bom_row, goods_bom`.execute(db);
}
