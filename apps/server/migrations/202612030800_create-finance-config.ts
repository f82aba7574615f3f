import { sql, type Kysely } from 'kysely';

/**
 * Finance settings (issue 14 parts 6 and 9, areas/finance-config):
 * - finance_account (COMPANY: unit_id = the company's BOSS unit): the cash and bank accounts money moves through
 *   (资金账户 / 财务账户, config/finance/account). Defined once for the group and read by every factory. An account a
 *   posting used is only ever soft-deleted (is_deleted), so its history keeps its name; one never used is removed.
 *   Its balance is the opening balance + the CASH lines of the journal naming it (journal_line.account_id).
 * - finance_config (FACTORY): the factory's finance switches (finance/getConfigure, changeConfigure): SKU_SALE and
 *   ENABLE_PAYMENT_APPLY, each with the order types it applies to. No row = off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table finance_account (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null check (length(name) between 1 and 50),
      account_no text,
      bank_name text,
      opening_balance numeric(18, 2) not null default 0,
      remark text,
      sort integer not null default 0,
      is_deleted boolean not null default false,
      deleted_at timestamptz,
      created_by bigint references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index finance_account_name_key on finance_account (unit_id, name) where not is_deleted;

    create table finance_config (
      unit_id bigint not null references unit(id),
      type text not null check (type in ('SKU_SALE', 'ENABLE_PAYMENT_APPLY')),
      is_enabled boolean not null default false,
      relation_order_types text[] not null default '{}',
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (unit_id, type)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table finance_config; drop table finance_account;`.execute(db);
}
