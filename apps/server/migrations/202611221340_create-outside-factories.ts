import { sql, type Kysely } from 'kysely';

/**
 * Processing (outside) factories with their per-unit rating and brand lists, and customer groups.
 * Rating, brand and linked-factory ids are jsonb arrays of id strings: small, always read with the
 * factory, filtered with ?| (any of).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table outside_factory_rate (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index outside_factory_rate_unit_name_key on outside_factory_rate (unit_id, name);

    create table outside_factory_brand (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index outside_factory_brand_unit_name_key on outside_factory_brand (unit_id, name);

    create table outside_factory (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      code text not null,
      name text not null,
      factory_rate_ids jsonb not null default '[]',
      attr_ids jsonb not null default '[]',
      linked_factory_ids jsonb not null default '[]',
      contacts text, telephone text, mobile_phone text,
      province_id text, city_id text, area_id text, address text,
      common_storehouse_id bigint,
      settlement_method text,
      tax_rate numeric(7, 4),
      bank_account text, bank_name text,
      remark text,
      ext_no text,
      webhooks jsonb not null default '[]',
      is_stopped boolean not null default false,
      status smallint not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index outside_factory_unit_code_key on outside_factory (unit_id, lower(code)) where not is_deleted;
    create unique index outside_factory_unit_name_key on outside_factory (unit_id, name) where not is_deleted;
    create index outside_factory_unit_created_idx on outside_factory (unit_id, id desc) where not is_deleted;

    create table customer_group (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index customer_group_unit_name_key on customer_group (unit_id, name);
    alter table customer add column group_id bigint references customer_group(id);
    create index customer_unit_group_idx on customer (unit_id, group_id) where not is_deleted;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Partner tables are not dropped by a migration');
}
