import { sql, type Kysely } from 'kysely';

/**
 * Payables work (areas/payables, issue 14 part 2), both factory scope like the journal they post into:
 * - need_pay_adjust: 应付调整单 (NEED_PAY_ADJUST_ORDER, through the bill engine): one open item of the journal (the
 *   ledger AP or AR and the bill it belongs to, copied from journal_item), a signed amount and a reason. Review posts it
 *   against ADJUSTMENT; anti-review reverses that entry.
 * - need_pay_hedging: 对冲, a payable offset against a receivable of the same partner (not a reviewed bill: it takes
 *   effect when saved); revoked_at set once when it is revoked (the journal entry is reversed in the same transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table need_pay_adjust (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      adjust_no text not null,
      status smallint not null default 0,
      ledger text not null check (ledger in ('AP', 'AR')),
      item_type text not null,
      item_id bigint not null,
      item_no text not null,
      partner_type text not null,
      partner_id bigint not null,
      amount numeric(18, 2) not null check (amount <> 0),
      reason text not null,
      adjust_date date not null,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index need_pay_adjust_unit_no_key on need_pay_adjust (unit_id, adjust_no) where not is_deleted;
    create index need_pay_adjust_item_idx on need_pay_adjust (unit_id, ledger, item_type, item_id);

    create table need_pay_hedging (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      hedging_no text not null,
      partner_type text not null,
      partner_id bigint not null,
      payable_type text not null,
      payable_id bigint not null,
      payable_no text not null,
      receivable_type text not null,
      receivable_id bigint not null,
      receivable_no text not null,
      amount numeric(18, 2) not null check (amount > 0),
      hedge_date date not null,
      remark text,
      revoked_at timestamptz,
      revoked_by bigint,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      unique (unit_id, hedging_no)
    );
    create index need_pay_hedging_payable_idx on need_pay_hedging (unit_id, payable_type, payable_id);
    create index need_pay_hedging_receivable_idx on need_pay_hedging (unit_id, receivable_type, receivable_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table need_pay_hedging;
    drop table need_pay_adjust;
  `.execute(db);
}
