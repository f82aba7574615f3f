import { sql, type Kysely } from 'kysely';

/**
 * The production workbench (areas/mission-workbench, issue 11 part 6), both factory-scoped and per user:
 * - mission_workspace_config: a user's named column sets of the workbench (mission fields and chosen node
 *   definitions, in order); one of them is the current one (is_current), at most one per user and factory;
 * - fac_header_field_config: a user's table header of one page (工单表头配置: shown fields in order with widths),
 *   one row per user, factory and page code; deleting it falls back to the page's default header.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mission_workspace_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      user_id bigint not null references app_user(id),
      name text not null,
      mission_fields jsonb not null default '[]',
      prcd_node_ids jsonb not null default '[]',
      is_current boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index mission_workspace_config_name_key on mission_workspace_config (unit_id, user_id, lower(name));
    create unique index mission_workspace_config_current_key on mission_workspace_config (unit_id, user_id) where is_current;

    create table fac_header_field_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      user_id bigint not null references app_user(id),
      page_code text not null,
      fields jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index fac_header_field_config_key on fac_header_field_config (unit_id, user_id, page_code);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fac_header_field_config; drop table mission_workspace_config;`.execute(db);
}
