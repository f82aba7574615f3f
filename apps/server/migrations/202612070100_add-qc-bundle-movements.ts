import { sql, type Kysely } from 'kysely';

/**
 * Batch QC of a bundle is a movement too (issue 12 part 5: every scan, report and hand-over of a bundle): kind QC, the
 * pieces inspected in that report and the report's bill. A movement with a report is live while its report is; the
 * history shows an undone one struck through, as it does an undone scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bundle_movement drop constraint bundle_movement_kind_check;
    alter table bundle_movement drop constraint bundle_movement_check;
    alter table bundle_movement add constraint bundle_movement_kind_check check (kind in ('SCAN', 'HANDOVER', 'QC'));
    alter table bundle_movement add constraint bundle_movement_report_check check ((kind = 'HANDOVER') = (report_id is null));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from bundle_movement where kind = 'QC';
    alter table bundle_movement drop constraint bundle_movement_report_check;
    alter table bundle_movement drop constraint bundle_movement_kind_check;
    alter table bundle_movement add constraint bundle_movement_kind_check check (kind in ('SCAN', 'HANDOVER'));
    alter table bundle_movement add constraint bundle_movement_check check ((kind = 'SCAN') = (report_id is not null));
  `.execute(db);
}
