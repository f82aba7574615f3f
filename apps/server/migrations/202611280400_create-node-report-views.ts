import { sql, type Kysely } from 'kysely';

/**
 * Node report bills (issue 11, areas/node-reports): one table mission_node_report (shared migration
 * 202611280100_create-missions.ts), one view per bill type so the bill engine reaches each type through its own
 * relation (like materials_purchase_bill / sample_purchase_bill over purchase_bill). Simple views: updatable, so the
 * engine's status moves write through them. An index for the per-node SKU figures the limits and the panel add up
 * (reviewed and pending lines of a node's bills).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view fac_mission_complete_bill as select * from mission_node_report where bill_type = 'FAC_MISSION_COMPLETE';
    create view fac_mission_adjust_bill as select * from mission_node_report where bill_type = 'FAC_MISSION_ADJUST';
    create view fac_mission_defective_bill as select * from mission_node_report where bill_type = 'FAC_MISSION_DEFECTIVE';
    create view fac_mission_waste_bill as select * from mission_node_report where bill_type = 'FAC_MISSION_WASTE';
    create index mission_node_report_lathe_idx on mission_node_report (mission_id, lathe)
      where lathe is not null and not is_deleted;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index mission_node_report_lathe_idx;
    drop view fac_mission_waste_bill;
    drop view fac_mission_defective_bill;
    drop view fac_mission_adjust_bill;
    drop view fac_mission_complete_bill;
  `.execute(db);
}
