import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null,
      is_use boolean not null default true,
      steps jsonb not null default '[]',
      anti_reviewer_user_ids jsonb not null default '[]',
      anti_reviewer_role_ids jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index review_config_unit_type_key on review_config (unit_id, bill_type);

    create table review_task (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null,
      bill_id bigint not null,
      task_name text not null check (task_name in ('NORMAL_REVIEW', 'ANTI_REVIEW')),
      step_index integer not null,
      mode text not null check (mode in ('ANY', 'ALL')),
      assignee_user_ids jsonb not null,
      approved_user_ids jsonb not null default '[]',
      submitter_id bigint not null,
      state text not null check (state in ('OPEN', 'DONE', 'CANCELLED')),
      created_at timestamptz not null default now(),
      closed_at timestamptz
    );
    create index review_task_open_idx on review_task (unit_id, bill_type, state);
    create unique index review_task_one_open_per_bill on review_task (unit_id, bill_type, bill_id) where state = 'OPEN';

    create table bill_event (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null,
      bill_id bigint not null,
      bill_no text,
      actor_id bigint not null,
      action text not null,
      from_status smallint,
      to_status smallint,
      message text,
      created_at timestamptz not null default now()
    );
    create index bill_event_bill_idx on bill_event (unit_id, bill_type, bill_id, id);
    create index bill_event_unit_time_idx on bill_event (unit_id, created_at desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Bill engine tables are not dropped by a migration');
}
