import { sql, type Kysely } from 'kysely';

/**
 * Rolls (areas/rolls) and quality checks (areas/quality).
 * - material_roll: one roll (卷) of a material SKU: roll number unique per SKU in the unit among live rolls,
 *   vat (dye-lot) number, storehouse, order, style, length, qualified flag; soft-deleted when obsolete.
 * - material_roll_log: every change of a roll (operation history), field by field.
 * - roll_kind_config: the material kinds a unit tracks by roll.
 * - quality_check / quality_check_line: quality-check bills (质检单) on received material.
 * - cloth_check: cloth check (验布) and shrink test (缩布) per arrival line (and roll); the shrinkage rate
 *   (before − after) / before is stored with 4 decimals. Arrival lines are referenced by plain ids: the
 *   arrival tables belong to areas/arrivals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table material_roll (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_sku_id bigint not null references material_sku(id),
      roll_no text not null,
      vat_no text,
      storehouse_id bigint references storehouse(id),
      order_id bigint,
      order_no text,
      style_id bigint,
      style_no text,
      length numeric(20, 4),
      is_qualified boolean not null default true,
      remark text,
      source_type text,
      source_id bigint,
      source_line_id bigint,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_roll_no_key on material_roll (unit_id, material_sku_id, roll_no) where not is_deleted;
    create index material_roll_unit_idx on material_roll (unit_id, id);

    create table material_roll_log (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_roll_id bigint not null references material_roll(id),
      action text not null,
      changes jsonb not null default '[]',
      operator_id bigint not null,
      created_at timestamptz not null default now()
    );
    create index material_roll_log_roll_idx on material_roll_log (unit_id, material_roll_id, id);

    create table roll_kind_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_kind_id bigint not null references material_kind(id),
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index roll_kind_config_key on roll_kind_config (unit_id, material_kind_id);

    create table quality_check (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_no text not null,
      source_type text not null default 'NONE',
      source_id bigint,
      source_no text,
      supplier_id bigint,
      checker_id bigint not null,
      check_date date not null,
      status smallint not null default 0,
      remark text,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index quality_check_no_key on quality_check (unit_id, bill_no) where not is_deleted;

    create table quality_check_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      quality_check_id bigint not null references quality_check(id),
      material_sku_id bigint not null references material_sku(id),
      material_roll_id bigint references material_roll(id),
      source_line_id bigint,
      checked_quantity numeric(20, 4) not null,
      qualified_quantity numeric(20, 4) not null,
      unqualified_quantity numeric(20, 4) not null,
      defect_label_ids jsonb not null default '[]',
      defects text,
      result text not null,
      remark text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index quality_check_line_bill_idx on quality_check_line (quality_check_id);

    create table cloth_check (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      arrive_id bigint not null,
      arrive_line_id bigint not null,
      material_sku_id bigint not null references material_sku(id),
      material_roll_id bigint not null default 0,
      checked_length numeric(20, 4),
      checker_id bigint,
      check_date date,
      shrink_before numeric(20, 4),
      shrink_after numeric(20, 4),
      shrink_rate numeric(10, 4),
      shrinker_id bigint,
      shrink_date date,
      remark text,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index cloth_check_line_key on cloth_check (unit_id, arrive_line_id, material_roll_id);
    create index cloth_check_arrive_idx on cloth_check (unit_id, arrive_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table cloth_check;
    drop table quality_check_line;
    drop table quality_check;
    drop table roll_kind_config;
    drop table material_roll_log;
    drop table material_roll;
  `.execute(db);
}
