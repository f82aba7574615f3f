import { sql, type Kysely } from 'kysely';

/**
 * The missions area's own logs (areas/missions, issue 11 part 2), factory-scoped like the mission:
 * - mission_delivery_change: 改期记录, one row per change of a mission's delivery date (who, when, old and new date, the
 *   mission's status before), written in the transaction that changes it; delivery_change_count follows it;
 * - mission_op_log: the operation log of a mission and its nodes (created, edited, status, priority, nodes added or
 *   removed, revoked), read paged by queryFactoryMissionOpLogPage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mission_delivery_change (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      old_delivery_at date not null,
      new_delivery_at date not null,
      status_before smallint not null,
      changed_by bigint not null,
      created_at timestamptz not null default now()
    );
    create index mission_delivery_change_mission_idx on mission_delivery_change (mission_id, id);

    create table mission_op_log (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint references mission_node(id),
      action text not null,
      content text not null,
      user_id bigint not null,
      created_at timestamptz not null default now()
    );
    create index mission_op_log_mission_idx on mission_op_log (mission_id, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mission_op_log; drop table mission_delivery_change;`.execute(db);
}
