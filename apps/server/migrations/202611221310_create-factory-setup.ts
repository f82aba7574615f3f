import { sql, type Kysely } from 'kysely';

// Factory set-up (areas/factory): profile, storehouses, workbay groups, the 360 link, labels.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table factory_profile (
      unit_id bigint primary key references unit(id),
      area_code text,
      province_id text, city_id text, area_id text,
      logo text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table storehouse (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      kind text not null default 'MIXED' check (kind in ('MATERIAL', 'GOODS', 'MIXED')),
      not_allow_negative boolean not null default false,
      operable_types jsonb not null default '[]',
      is_default boolean not null default false,
      is_linked boolean not null default true,
      remark text,
      is_deleted boolean not null default false,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index storehouse_unit_name_key on storehouse (unit_id, lower(name)) where not is_deleted;
    create unique index storehouse_unit_default_key on storehouse (unit_id) where is_default and not is_deleted;

    create table fac_group (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      parent_id bigint references fac_group(id),
      name text not null,
      grade smallint not null check (grade between 1 and 5),
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index fac_group_sibling_name_key on fac_group (unit_id, coalesce(parent_id, 0), name);
    create index fac_group_parent_idx on fac_group (parent_id);

    create table fac_group_user (
      unit_id bigint not null references unit(id),
      group_id bigint not null references fac_group(id),
      user_id bigint not null references app_user(id),
      created_at timestamptz not null default now(),
      primary key (group_id, user_id)
    );
    create index fac_group_user_user_idx on fac_group_user (unit_id, user_id);

    create table outside_link360 (
      unit_id bigint primary key references unit(id),
      url_of360 text,
      setting_url text,
      login_name_of360 text,
      password_cipher text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table defective_label (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index defective_label_unit_name_key on defective_label (unit_id, name);

    create table sys_label (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null,
      name text not null,
      colour text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index sys_label_unit_type_name_key on sys_label (unit_id, bill_type, name);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table sys_label; drop table defective_label; drop table outside_link360;
    drop table fac_group_user; drop table fac_group; drop table storehouse; drop table factory_profile;
  `.execute(db);
}
