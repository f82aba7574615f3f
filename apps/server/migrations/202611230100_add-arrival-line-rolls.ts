import { sql, type Kysely } from 'kysely';

/**
 * Rolls on arrival lines: 卷号 as typed (roll_no) and the roll the review received into (roll_id, set when the
 * arrival is reviewed through the rolls area's ensureRolls; the roll stays when the review is undone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table arrival_line add column roll_no text;
    alter table arrival_line add column roll_id bigint references material_roll(id);
    create index arrival_line_roll_idx on arrival_line (roll_id) where roll_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index arrival_line_roll_idx;
    alter table arrival_line drop column roll_id;
    alter table arrival_line drop column roll_no;
  `.execute(db);
}
