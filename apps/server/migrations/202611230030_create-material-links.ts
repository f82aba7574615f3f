import { sql, type Kysely } from 'kysely';

/**
 * 关联商品款号: the goods styles a material is linked to (what skulistByStyle answers by), and
 * 资料档案配置: the attributes (custom fields of materials) each material kind uses, in order, with a per-kind
 * mandatory flag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table material_style (
      unit_id bigint not null references unit(id),
      material_id bigint not null references material(id),
      goods_style_id bigint not null references goods_style(id),
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (material_id, goods_style_id)
    );
    create index material_style_unit_style_idx on material_style (unit_id, goods_style_id);

    create table material_kind_attr (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      material_kind_id bigint not null references material_kind(id),
      custom_field_id bigint not null references custom_field(id) on delete cascade,
      is_required boolean not null default false,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_kind_attr_key on material_kind_attr (unit_id, material_kind_id, custom_field_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table material_kind_attr; drop table material_style`.execute(db);
}
