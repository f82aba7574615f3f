import { sql, type Kysely } from 'kysely';

// Migrations speak snake_case SQL through the untyped builder: they must keep working after the
// TypeScript table types change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table unit (
      id bigint generated always as identity primary key,
      boss_unit_id bigint references unit(id),
      kind text not null check (kind in ('BOSS', 'FACTORY')),
      code text,
      name text not null,
      contact_name text, mobile_phone text, telephone text, address text,
      is_enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index unit_boss_code_key on unit (upper(code)) where kind = 'BOSS';
    create unique index unit_factory_name_key on unit (boss_unit_id, name) where kind = 'FACTORY';

    create table app_user (
      id bigint generated always as identity primary key,
      boss_unit_id bigint not null references unit(id),
      kind text not null check (kind in ('BOSS', 'STAFF', 'WORKBAY')),
      login_name text not null,
      phone text,
      user_name text not null,
      password_hash text not null,
      is_enabled boolean not null default true,
      last_login_unit_id bigint references unit(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index app_user_login_name_key on app_user (lower(login_name)) where kind <> 'WORKBAY';
    create unique index app_user_workbay_login_key on app_user (boss_unit_id, lower(login_name)) where kind = 'WORKBAY';
    create unique index app_user_phone_key on app_user (phone) where phone is not null;

    create table user_unit (
      user_id bigint not null references app_user(id),
      unit_id bigint not null references unit(id),
      primary key (user_id, unit_id)
    );
    create index user_unit_unit_idx on user_unit (unit_id);

    create table role (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      remark text,
      is_valid boolean not null default true,
      is_system boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index role_unit_name_key on role (unit_id, name);

    create table role_permission (
      role_id bigint not null references role(id) on delete cascade,
      code text not null,
      primary key (role_id, code)
    );

    create table user_role (
      user_id bigint not null references app_user(id),
      role_id bigint not null references role(id) on delete cascade,
      primary key (user_id, role_id)
    );
    create index user_role_role_idx on user_role (role_id);

    create table session (
      id text primary key,
      user_id bigint not null references app_user(id),
      unit_id bigint references unit(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz,
      end_reason text,
      ip text
    );
    create index session_user_idx on session (user_id) where ended_at is null;

    create table login_failure (
      key text primary key,
      failures integer not null,
      last_failed_at timestamptz not null,
      locked_until timestamptz
    );

    create table phone_captcha (
      id bigint generated always as identity primary key,
      phone text not null,
      purpose text not null,
      code text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index phone_captcha_phone_idx on phone_captcha (phone, purpose, created_at desc);

    create table device_authorization (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      device_code text not null,
      device_name text,
      remark text,
      is_authorized boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index device_authorization_code_key on device_authorization (unit_id, device_code);

    create table operation_log (
      id bigint generated always as identity primary key,
      unit_id bigint,
      user_id bigint,
      action text not null,
      target_type text,
      target_id text,
      ip text,
      ip_area text,
      log_source text,
      detail jsonb,
      created_at timestamptz not null default now()
    );
    create index operation_log_unit_idx on operation_log (unit_id, created_at desc);

    create table last_operate (
      unit_id bigint not null,
      user_id bigint not null,
      business_key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (unit_id, user_id, business_key)
    );

    create table number_rule (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null,
      segments jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index number_rule_unit_type_key on number_rule (unit_id, bill_type);

    create table number_counter (
      unit_id bigint not null,
      bill_type text not null,
      period_key text not null,
      last_value bigint not null,
      primary key (unit_id, bill_type, period_key)
    );

    create table column_setting (
      unit_id bigint not null,
      user_id bigint not null,
      list_key text not null,
      columns jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (unit_id, user_id, list_key)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Platform tables are not dropped by a migration');
}
