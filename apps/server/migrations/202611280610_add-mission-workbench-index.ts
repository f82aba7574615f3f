import { sql, type Kysely } from 'kysely';

/**
 * The workbench's mission page (areas/mission-workbench, getMissionNodeList and the factory progress report) sorts a
 * factory's missions urgent first, then by the nearest delivery: this index lets the page walk that order and stop
 * after its rows instead of sorting every live mission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mission_unit_priority_idx on mission (unit_id, priority desc, delivery_at, id desc) where not is_deleted;`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mission_unit_priority_idx;`.execute(db);
}
