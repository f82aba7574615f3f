import { sql, type Kysely } from 'kysely';

/**
 * The company area (issue 15 parts 6 and 7), both COMPANY tables (unit_id = the company's BOSS unit):
 * - charge_limit: how many factories and workbays the company may have (收费限制). No row = the server's defaults
 *   (AppConfig.chargeLimitDefaults); the first update writes the row.
 * - regent_partner: the companies a company agrees to exchange factories with, by boss code (fac-regent-central
 *   config). A factory moves from company A to company B only while A lists B and B lists A, both enabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table charge_limit (
      unit_id bigint primary key references unit(id),
      max_factories integer not null check (max_factories >= 1),
      max_workbays integer not null check (max_workbays >= 0),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table regent_partner (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      partner_unit_id bigint not null references unit(id),
      is_enabled boolean not null default true,
      created_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (unit_id <> partner_unit_id)
    );
    create unique index regent_partner_pair_key on regent_partner (unit_id, partner_unit_id);
    create index regent_partner_partner_idx on regent_partner (partner_unit_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table regent_partner; drop table charge_limit;`.execute(db);
}
