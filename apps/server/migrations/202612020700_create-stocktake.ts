import { sql, type Kysely } from 'kysely';

/**
 * Stocktake (盘点, areas/stocktake, issue 13 part 2):
 * - stocktake: one count of one storehouse (a 'system' bill type MATERIALS_CHECK: 0 counting, 1 adjustment undone,
 *   2 handled, 5 voided), its scope (material kinds) and whether counters enter blind.
 * - stocktake_line: one SKU × lot (roll, vat; '0' / '' = untracked) with the book quantity taken when the line joined
 *   the count, the unit cost then, the sum of the counts, and what handling posted.
 * - stocktake_count: one person's count of one line (several people count one stocktake; a line's count is the sum).
 * - stocktake_log: what was done to the count (created, SKUs added, counts entered or withdrawn, handled, undone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stocktake (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      check_no text not null,
      status smallint not null default 0,
      storehouse_id bigint not null references storehouse(id),
      kind_ids jsonb not null default '[]',
      is_blind boolean not null default false,
      check_date date not null,
      remark text,
      handled_by bigint,
      handled_at timestamptz,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index stocktake_no_key on stocktake (unit_id, check_no) where not is_deleted;
    create index stocktake_list_idx on stocktake (unit_id, id desc) where not is_deleted;

    create table stocktake_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stocktake_id bigint not null references stocktake(id) on delete cascade,
      sku_id bigint not null references material_sku(id),
      roll_id bigint not null default 0,
      vat_no text not null default '',
      book_quantity numeric(18, 4) not null,
      unit_cost numeric(18, 4),
      counted_quantity numeric(18, 4),
      posted_quantity numeric(18, 4),
      created_by bigint not null,
      created_at timestamptz not null default now()
    );
    create unique index stocktake_line_lot_key on stocktake_line (stocktake_id, sku_id, roll_id, vat_no);

    create table stocktake_count (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stocktake_id bigint not null references stocktake(id) on delete cascade,
      line_id bigint not null references stocktake_line(id) on delete cascade,
      counted_by bigint not null,
      quantity numeric(18, 4) not null check (quantity >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index stocktake_count_person_key on stocktake_count (line_id, counted_by);
    create index stocktake_count_check_idx on stocktake_count (stocktake_id);

    create table stocktake_log (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      stocktake_id bigint not null references stocktake(id) on delete cascade,
      action text not null,
      user_id bigint not null,
      content jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index stocktake_log_check_idx on stocktake_log (stocktake_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stocktake_log; drop table stocktake_count; drop table stocktake_line; drop table stocktake`.execute(db);
}
