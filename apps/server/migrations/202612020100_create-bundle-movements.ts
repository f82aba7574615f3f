import { sql, type Kysely } from 'kysely';

/**
 * Scanning at the nodes and where each bundle is (issue 12 parts 4 and 5, areas/scanning):
 * - prcd_node.scan_out_of_order (允许跳序扫描): a bundle may be scanned at this node before its upstream node is done
 *   for it; off by default (a scan out of order is refused);
 * - bundle_movement: append-only (never updated or deleted), the factory's rows: every scan (a bundle reported at a
 *   node, with the report bill it posted) and hand-over (to a workbay or an outside factory) of a bundle, who and when.
 *   A bundle is counted once per node: the partial unique index refuses a second SCAN row of it at that node, whatever
 *   the timing of the requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table prcd_node add column scan_out_of_order boolean not null default false;

    create table bundle_movement (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bundle_id bigint not null references cutting_bundle(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      kind text not null check (kind in ('SCAN', 'HANDOVER')),
      num numeric(18, 4) not null check (num >= 0),
      outside_factory_id bigint references outside_factory(id),
      workbay_user_id bigint references app_user(id),
      report_id bigint references mission_node_report(id),
      remark text,
      created_by bigint not null references app_user(id),
      created_at timestamptz not null default now(),
      check ((kind = 'SCAN') = (report_id is not null))
    );
    create unique index bundle_movement_scan_key on bundle_movement (mission_node_id, bundle_id) where kind = 'SCAN';
    create index bundle_movement_bundle_idx on bundle_movement (bundle_id, id);
    create index bundle_movement_mission_idx on bundle_movement (unit_id, mission_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table bundle_movement;
    alter table prcd_node drop column scan_out_of_order;
  `.execute(db);
}
