import { sql, type Kysely } from 'kysely';

/**
 * Finance month close (issue 14 part 8, balance/*). Factory scope, like the journal it reads.
 * - finance_period: one closed month of a factory's books; UNDONE when reopened (only the latest closed month can be).
 *   At most one CLOSED period per month and factory.
 * - finance_period_balance: per ledger × partner × account, the month's opening balance, debits, credits and closing
 *   balance (opening and closing on the ledger's normal side), read from journal_line while the book row is locked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table finance_period (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      month text not null check (month ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
      period_start date not null,
      period_end date not null,
      status text not null default 'CLOSED' check (status in ('CLOSED', 'UNDONE')),
      remark text,
      created_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      undone_by bigint references app_user(id),
      undone_at timestamptz,
      check (period_end >= period_start)
    );
    create unique index finance_period_closed_uq on finance_period (unit_id, month) where status = 'CLOSED';
    create index finance_period_unit_idx on finance_period (unit_id, period_end desc);
    create table finance_period_balance (
      id bigint generated always as identity primary key,
      period_id bigint not null references finance_period(id),
      unit_id bigint not null references unit(id),
      ledger text not null,
      partner_type text,
      partner_id bigint,
      account_id bigint,
      opening numeric(18, 2) not null,
      debit numeric(18, 2) not null,
      credit numeric(18, 2) not null,
      closing numeric(18, 2) not null
    );
    create index finance_period_balance_period_idx on finance_period_balance (period_id, ledger);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table finance_period_balance; drop table finance_period;`.execute(db);
}
