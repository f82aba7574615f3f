import { sql, type Kysely } from 'kysely';

/**
 * Node reminders (areas/mission-node-info, issue 11 part 4), factory-scoped like the mission node they belong to.
 * The automatic reminders (延期预警 pre-warning, 差额提醒 difference) are computed from mission_node; these tables hold
 * what people add:
 * - mission_node_alert: a manual 延误警报 with its text and notified people; cancelled with a reason, never deleted;
 * - mission_node_note: a 节点备注 remark with related people and up to 8 pictures (stored_file ids); deleted softly
 *   with a reason;
 * - mission_node_diff_dismissal: a difference warning dismissed at the completed quantity it was seen at (it shows
 *   again when the quantity moves).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mission_node_alert (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      message text not null,
      notify_user_ids jsonb not null default '[]',
      created_by bigint not null,
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      cancelled_by bigint,
      cancel_reason text
    );
    create index mission_node_alert_mission_idx on mission_node_alert (mission_id) where cancelled_at is null;
    create index mission_node_alert_node_idx on mission_node_alert (mission_node_id);

    create table mission_node_note (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      content text not null,
      related_user_ids jsonb not null default '[]',
      picture_ids jsonb not null default '[]',
      is_deleted boolean not null default false,
      delete_reason text,
      deleted_by bigint,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index mission_node_note_mission_idx on mission_node_note (mission_id) where not is_deleted;
    create index mission_node_note_node_idx on mission_node_note (mission_node_id);

    create table mission_node_diff_dismissal (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_node_id bigint not null references mission_node(id),
      completed_num numeric(18, 4) not null,
      created_by bigint not null,
      created_at timestamptz not null default now()
    );
    create unique index mission_node_diff_dismissal_key on mission_node_diff_dismissal (mission_node_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table mission_node_diff_dismissal;
    drop table mission_node_note;
    drop table mission_node_alert;
  `.execute(db);
}
