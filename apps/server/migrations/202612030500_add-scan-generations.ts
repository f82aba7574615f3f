import { sql, type Kysely } from 'kysely';

/**
 * A scan whose report is undone frees the ticket at that node (areas/scanning). Movements stay append-only: the undone
 * scan keeps its row (and its voided report) in the history. Each SCAN row of a bundle at a node carries its
 * generation, the number of earlier SCAN rows of that bundle at that node; the unique index moves from
 * (node, bundle) to (node, bundle, generation). A new scan is allowed only when every earlier one's report is voided
 * (checked on the node locked as a report locks it), and two scans racing for the same generation meet the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bundle_movement add column generation integer not null default 0 check (generation >= 0);
    drop index bundle_movement_scan_key;
    create unique index bundle_movement_scan_key on bundle_movement (mission_node_id, bundle_id, generation)
      where kind = 'SCAN';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index bundle_movement_scan_key;
    create unique index bundle_movement_scan_key on bundle_movement (mission_node_id, bundle_id) where kind = 'SCAN';
    alter table bundle_movement drop column generation;
  `.execute(db);
}
