import { sql, type Kysely } from 'kysely';

/**
 * The order list (facPrdOrder/page) shows how many orders pass its filter. When the filter is only the statuses (the
 * list as it opens, or a status tab), that number is read from production_order_count instead of counting the
 * factory's live orders on every page (issue 10's bench: 100,000 orders).
 * - production_order_count: per factory and status, rows of counts whose sum is the number of live orders. Statement
 *   triggers on production_order append one row per (unit, status) a statement changes (insert only: no row is
 *   updated in place, so concurrent order writes neither queue on a counter nor deadlock); the reader sums them and,
 *   now and then, folds a factory's rows into one per status (one delete … returning + insert statement).
 * - production_order_page_idx: the default sort (id desc) of live orders with the status at hand, for the page's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table production_order_count (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      status smallint not null,
      n bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index production_order_count_unit_idx on production_order_count (unit_id, status);

    insert into production_order_count (unit_id, status, n)
    select unit_id, status, count(*) from production_order where not is_deleted group by unit_id, status;

    create function production_order_count_inserted() returns trigger language plpgsql as $$
    begin
      insert into production_order_count (unit_id, status, n)
      select unit_id, status, count(*) from new_rows where not is_deleted group by unit_id, status;
      return null;
    end $$;
    create function production_order_count_updated() returns trigger language plpgsql as $$
    begin
      insert into production_order_count (unit_id, status, n)
      select unit_id, status, sum(n) from (
        select unit_id, status, count(*) as n from new_rows where not is_deleted group by unit_id, status
        union all
        select unit_id, status, -count(*) from old_rows where not is_deleted group by unit_id, status
      ) d group by unit_id, status having sum(n) <> 0;
      return null;
    end $$;
    create function production_order_count_deleted() returns trigger language plpgsql as $$
    begin
      insert into production_order_count (unit_id, status, n)
      select unit_id, status, -count(*) from old_rows where not is_deleted group by unit_id, status;
      return null;
    end $$;
    create trigger production_order_count_ins after insert on production_order
      referencing new table as new_rows for each statement execute function production_order_count_inserted();
    create trigger production_order_count_upd after update on production_order
      referencing old table as old_rows new table as new_rows for each statement execute function production_order_count_updated();
    create trigger production_order_count_del after delete on production_order
      referencing old table as old_rows for each statement execute function production_order_count_deleted();

    create index production_order_page_idx on production_order (unit_id, id desc) include (status) where not is_deleted;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index production_order_page_idx;
    drop trigger production_order_count_ins on production_order;
    drop trigger production_order_count_upd on production_order;
    drop trigger production_order_count_del on production_order;
    drop function production_order_count_inserted();
    drop function production_order_count_updated();
    drop function production_order_count_deleted();
    drop table production_order_count;
  `.execute(db);
}
