import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supplier (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      code text not null,
      name text not null,
      contacts text, mobile_phone text, telephone text,
      bank_account text, bank_name text,
      province_id text, city_id text, area_id text, address text,
      remark text,
      status smallint not null default 0,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index supplier_unit_code_key on supplier (unit_id, lower(code)) where not is_deleted;
    create unique index supplier_unit_name_key on supplier (unit_id, name) where not is_deleted;
    create index supplier_unit_created_idx on supplier (unit_id, id desc) where not is_deleted;

    create table customer (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      contacts text, phone text, address text, remark text,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index customer_unit_name_key on customer (unit_id, name) where not is_deleted;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Partner tables are not dropped by a migration');
}
