import { sql, type Kysely } from 'kysely';

/**
 * Goods category tree (品类: 大类 / 中类 / 小类, levels 1–3) per unit, and the optional category of a goods style.
 * Names are unique among siblings (a top-level category has parent 0 in the key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table goods_category (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      parent_id bigint references goods_category(id),
      level smallint not null check (level between 1 and 3),
      name text not null,
      sort integer not null default 0,
      is_stopped boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index goods_category_sibling_name_key on goods_category (unit_id, coalesce(parent_id, 0), name);
    create index goods_category_unit_parent_idx on goods_category (unit_id, parent_id, sort);
    alter table goods_style add column category_id bigint references goods_category(id);
    create index goods_style_category_idx on goods_style (unit_id, category_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table goods_style drop column category_id;
    drop table goods_category;
  `.execute(db);
}
