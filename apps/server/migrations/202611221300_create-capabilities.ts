import { sql, type Kysely } from 'kysely';

/** Shared capabilities: Excel import jobs, stored files, custom fields (platform/excel, files, custom-fields). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table import_job (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      created_by bigint not null,
      kind text not null,
      file_name text not null,
      status text not null,
      total integer not null default 0,
      processed integer not null default 0,
      failed integer not null default 0,
      headers jsonb not null,
      raw_rows jsonb not null,
      valid_rows jsonb not null,
      errors jsonb not null,
      result jsonb,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index import_job_unit_idx on import_job (unit_id, id);
    create index import_job_expires_idx on import_job (expires_at);

    create table stored_file (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      created_by bigint not null,
      storage_key text not null,
      content_hash text not null,
      original_name text not null,
      mime_type text not null,
      size bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index stored_file_unit_hash_idx on stored_file (unit_id, content_hash);

    create table custom_field (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      entity text not null,
      name text not null,
      type text not null,
      sort integer not null default 0,
      required boolean not null default false,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index custom_field_unit_entity_name_key on custom_field (unit_id, entity, name);

    create table custom_field_option (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      custom_field_id bigint not null references custom_field(id) on delete cascade,
      option_code text not null,
      option_name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index custom_field_option_field_idx on custom_field_option (unit_id, custom_field_id, sort);

    create table custom_field_value (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      entity text not null,
      record_id bigint not null,
      custom_field_id bigint not null references custom_field(id) on delete cascade,
      text_value text,
      number_value numeric,
      date_value date,
      option_ids bigint[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index custom_field_value_record_key on custom_field_value (unit_id, entity, record_id, custom_field_id);
    create index custom_field_value_field_idx on custom_field_value (unit_id, custom_field_id);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Capability tables are not dropped by a migration');
}
