import { sql, type Kysely } from 'kysely';

/**
 * 余料退回 for a mission (issue 11 part 3, area remnant): a remnant put-away may name the mission whose material it
 * returns. The mission's returns (实裁单耗, 生产参考余料) count by this id; the 生产单号 text match stays for older
 * bills that name none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table material_remnant add column mission_id bigint references mission(id);
    create index material_remnant_mission_idx on material_remnant (mission_id) where mission_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index material_remnant_mission_idx;
    alter table material_remnant drop column mission_id;
  `.execute(db);
}
