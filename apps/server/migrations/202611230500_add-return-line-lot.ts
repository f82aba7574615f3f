import { sql, type Kysely } from 'kysely';

/**
 * Returns to suppliers may take stock out of a chosen roll (卷号) or dye lot (缸号): the line keeps the roll and
 * vat number it posts with (like material_delivery_line.roll_id / vat_no).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table material_return_line add column roll_id bigint references material_roll(id);
    alter table material_return_line add column vat_no text;
    create index material_return_line_roll_idx on material_return_line (roll_id) where roll_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index material_return_line_roll_idx;
    alter table material_return_line drop column vat_no;
    alter table material_return_line drop column roll_id;
  `.execute(db);
}
