import { sql, type Kysely } from 'kysely';

/**
 * The production workbench (getMissionNodeList) shows how many missions its filter passes. As it opens (the live
 * statuses 未开始 / 进行中, or any status-only filter), that number is read from mission_count instead of counting the
 * factory's missions on every page (issue 11's bench: a sequential scan of 10,000 missions per call).
 * - mission_count: per factory and status, rows of counts whose sum is the number of missions not deleted, kept as
 *   production_order_count is (migration 202611280700): statement triggers on mission append one row per (unit,
 *   status) a statement changes, never update one in place (concurrent writers neither queue nor deadlock); the
 *   reader sums them and now and then folds a factory's rows into one per status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mission_count (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      status smallint not null,
      n bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index mission_count_unit_idx on mission_count (unit_id, status);

    insert into mission_count (unit_id, status, n)
    select unit_id, status, count(*) from mission where not is_deleted group by unit_id, status;

    create function mission_count_inserted() returns trigger language plpgsql as $$
    begin
      insert into mission_count (unit_id, status, n)
      select unit_id, status, count(*) from new_rows where not is_deleted group by unit_id, status;
      return null;
    end $$;
    create function mission_count_updated() returns trigger language plpgsql as $$
    begin
      insert into mission_count (unit_id, status, n)
      select unit_id, status, sum(n) from (
        select unit_id, status, count(*) as n from new_rows where not is_deleted group by unit_id, status
        union all
        select unit_id, status, -count(*) from old_rows where not is_deleted group by unit_id, status
      ) d group by unit_id, status having sum(n) <> 0;
      return null;
    end $$;
    create function mission_count_deleted() returns trigger language plpgsql as $$
    begin
      insert into mission_count (unit_id, status, n)
      select unit_id, status, -count(*) from old_rows where not is_deleted group by unit_id, status;
      return null;
    end $$;
    create trigger mission_count_ins after insert on mission
      referencing new table as new_rows for each statement execute function mission_count_inserted();
    create trigger mission_count_upd after update on mission
      referencing old table as old_rows new table as new_rows for each statement execute function mission_count_updated();
    create trigger mission_count_del after delete on mission
      referencing old table as old_rows for each statement execute function mission_count_deleted();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger mission_count_ins on mission;
    drop trigger mission_count_upd on mission;
    drop trigger mission_count_del on mission;
    drop function mission_count_inserted();
    drop function mission_count_updated();
    drop function mission_count_deleted();
    drop table mission_count;
  `.execute(db);
}
