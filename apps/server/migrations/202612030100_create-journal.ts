import { sql, type Kysely } from 'kysely';

/**
 * The one balanced journal (issue 14 part 1; ARCHITECTURE section 7, money side). Factory scope, like the payables.
 * - journal_entry: one money event of a source document; a reversal is a new entry pointing at the one it undoes
 *   (`reverses_id`, unique: an entry is reversed once). `partner_amount_id`: the payables row it was posted from.
 * - journal_line: debit or credit (one of them, positive) on a ledger, with the partner, the cash/bank account, the
 *   fee label and the open item (the bill owed) where the ledger needs them. A deferred constraint trigger checks at
 *   commit that every entry balances; both tables refuse UPDATE and DELETE (append-only).
 * - journal_balance: Σ debits and credits per ledger × partner × account × label; journal_item: per open item (the
 *   bill a payable or receivable belongs to). Both kept by the posting in the same transaction, in key order.
 * - finance_book: per factory, the date up to which the books are closed; postings share-lock it.
 * - partner_amount.settles_*: the bill a row settles when it is not its source (a refund settling a return).
 * Every payables row posted before (except PURCHASE, a commitment) is posted here with its reversal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table partner_amount add column settles_type text, add column settles_id bigint, add column settles_no text;
    create table finance_book (
      unit_id bigint primary key references unit(id),
      closed_until date,
      updated_at timestamptz not null default now()
    );
    create table journal_entry (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      entry_date date not null,
      source_type text not null,
      source_id bigint not null,
      source_no text not null,
      memo text,
      partner_amount_id bigint unique references partner_amount(id),
      reverses_id bigint unique references journal_entry(id),
      created_by bigint,
      created_at timestamptz not null default now()
    );
    create index journal_entry_source_idx on journal_entry (unit_id, source_type, source_id);
    create table journal_line (
      id bigint generated always as identity primary key,
      entry_id bigint not null references journal_entry(id),
      unit_id bigint not null references unit(id),
      entry_date date not null,
      ledger text not null check (ledger in ('AP', 'AR', 'PREPAID', 'ADVANCE', 'CASH', 'INVENTORY', 'PROCESSING_COST',
        'SALES', 'FEE_EXPENSE', 'FEE_INCOME', 'ADJUSTMENT')),
      partner_type text check (partner_type in ('SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER')),
      partner_id bigint,
      account_id bigint,
      label_id bigint,
      item_type text,
      item_id bigint,
      item_no text,
      debit numeric(18, 2) not null default 0,
      credit numeric(18, 2) not null default 0,
      memo text,
      check (debit >= 0 and credit >= 0 and (debit = 0) <> (credit = 0)),
      check ((partner_type is null) = (partner_id is null)),
      check ((item_type is null) = (item_id is null))
    );
    create index journal_line_entry_idx on journal_line (entry_id);
    create index journal_line_partner_idx on journal_line (unit_id, partner_type, partner_id, entry_date, id);
    create index journal_line_item_idx on journal_line (unit_id, item_type, item_id);
    create index journal_line_ledger_idx on journal_line (unit_id, ledger, entry_date);
    create index journal_line_account_idx on journal_line (unit_id, account_id, entry_date) where account_id is not null;
    create table journal_balance (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      balance_key text not null,
      ledger text not null,
      partner_type text,
      partner_id bigint,
      account_id bigint,
      label_id bigint,
      debit_total numeric(18, 2) not null default 0,
      credit_total numeric(18, 2) not null default 0,
      updated_at timestamptz not null default now(),
      unique (unit_id, balance_key)
    );
    create table journal_item (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      ledger text not null,
      item_type text not null,
      item_id bigint not null,
      item_no text not null,
      partner_type text,
      partner_id bigint,
      first_date date not null,
      debit_total numeric(18, 2) not null default 0,
      credit_total numeric(18, 2) not null default 0,
      updated_at timestamptz not null default now(),
      unique (unit_id, ledger, item_type, item_id)
    );
    create index journal_item_partner_idx on journal_item (unit_id, partner_type, partner_id, ledger);

    create function journal_entry_balanced() returns trigger language plpgsql as $fn$
    declare d numeric; c numeric;
    begin
      select coalesce(sum(debit), 0), coalesce(sum(credit), 0) into d, c from journal_line where entry_id = new.entry_id;
      if d <> c then
        raise exception 'journal entry % does not balance: debit % credit %', new.entry_id, d, c;
      end if;
      return null;
    end $fn$;
    create constraint trigger journal_line_balanced after insert on journal_line
      deferrable initially deferred for each row execute function journal_entry_balanced();
  `.execute(db);
  await backfill(db);
  await sql`
    create function journal_append_only() returns trigger language plpgsql as $fn$
    begin
      raise exception '% is append-only', tg_table_name;
    end $fn$;
    create trigger journal_entry_append_only before update or delete on journal_entry
      for each row execute function journal_append_only();
    create trigger journal_line_append_only before update or delete on journal_line
      for each row execute function journal_append_only();
  `.execute(db);
}

/** Posts every payables row that exists (PURCHASE excepted) as an entry of two lines, with its reversal link. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`
    update partner_amount a set settles_type = 'MATERIALS_RETURN', settles_id = k.material_return_id, settles_no = r.no
      from (select return_refund_id, min(material_return_id) as material_return_id, count(*) as n
              from return_refund_link group by return_refund_id) k
      join material_return r on r.id = k.material_return_id
     where a.kind = 'REFUND' and a.source_type = 'RETURN_REFUND' and a.source_id = k.return_refund_id and k.n = 1;
    insert into journal_entry (unit_id, entry_date, source_type, source_id, source_no, partner_amount_id, created_by, created_at)
      select unit_id, occurred_on, source_type, source_id, source_no, id, created_by, created_at
        from partner_amount where kind <> 'PURCHASE' order by id;
    insert into journal_line (entry_id, unit_id, entry_date, ledger, partner_type, partner_id, item_type, item_id, item_no,
                              debit, credit)
      select e.id, a.unit_id, a.occurred_on, s.ledger, s.partner_type, s.partner_id, s.item_type, s.item_id, s.item_no,
             greatest(s.signed, 0), greatest(-s.signed, 0)
        from partner_amount a
        join journal_entry e on e.partner_amount_id = a.id
        cross join lateral (values
          (case a.direction when 'PAYABLE' then 'AP' else 'AR' end, a.partner_type, a.partner_id,
           coalesce(a.settles_type, a.source_type), coalesce(a.settles_id, a.source_id), coalesce(a.settles_no, a.source_no),
           case a.direction when 'PAYABLE' then -a.amount else a.amount end),
          (case a.kind when 'OUTSIDE_PROCESSING' then 'PROCESSING_COST' when 'REFUND' then 'CASH' else 'INVENTORY' end,
           null, null, null, null, null,
           case a.direction when 'PAYABLE' then a.amount else -a.amount end)
        ) as s(ledger, partner_type, partner_id, item_type, item_id, item_no, signed)
       where a.amount <> 0;
  `.execute(db);
  await sql`
    update journal_entry e set reverses_id = o.id
      from partner_amount a join journal_entry o on o.partner_amount_id = a.reverses_id
     where e.partner_amount_id = a.id and a.reverses_id is not null;
    insert into journal_balance (unit_id, balance_key, ledger, partner_type, partner_id, debit_total, credit_total)
      select unit_id, ledger || '|' || coalesce(partner_type, '') || '|' || coalesce(partner_id::text, '') || '||',
             ledger, partner_type, partner_id, sum(debit), sum(credit)
        from journal_line group by unit_id, ledger, partner_type, partner_id;
    insert into journal_item (unit_id, ledger, item_type, item_id, item_no, partner_type, partner_id, first_date,
                              debit_total, credit_total)
      select unit_id, ledger, item_type, item_id, min(item_no), min(partner_type), min(partner_id), min(entry_date),
             sum(debit), sum(credit)
        from journal_line where item_id is not null group by unit_id, ledger, item_type, item_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table journal_item;
    drop table journal_balance;
    drop table journal_line;
    drop table journal_entry;
    drop function journal_append_only();
    drop function journal_entry_balanced();
    drop table finance_book;
    alter table partner_amount drop column settles_type, drop column settles_id, drop column settles_no;
  `.execute(db);
}
