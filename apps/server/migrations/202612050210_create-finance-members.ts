import { sql, type Kysely } from 'kysely';

/**
 * 财务成员 (issue 14 part 9, areas/finance-config, config/members/*): which of the company's accounts act in finance,
 * for which factories (facUnitList) and storehouses (storeUnitList), and whether they belong to the config centre and
 * the finance centre.
 * - finance_member (COMPANY: unit_id = the company's BOSS unit): one row per account; deleting the membership
 *   (menberDelete) removes this row and its children, never the account.
 * - finance_member_factory, finance_member_storehouse (CHILD): the chosen factories and storehouses, reached only through
 *   their member row; a factory or storehouse removed from the company takes its rows with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table finance_member (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      user_id bigint not null references app_user(id) on delete cascade,
      is_config_centre boolean not null default false,
      is_finance_centre boolean not null default false,
      created_by bigint references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (unit_id, user_id)
    );
    create table finance_member_factory (
      member_id bigint not null references finance_member(id) on delete cascade,
      factory_id bigint not null references unit(id) on delete cascade,
      primary key (member_id, factory_id)
    );
    create table finance_member_storehouse (
      member_id bigint not null references finance_member(id) on delete cascade,
      storehouse_id bigint not null references storehouse(id) on delete cascade,
      primary key (member_id, storehouse_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table finance_member_storehouse; drop table finance_member_factory; drop table finance_member;`.execute(db);
}
