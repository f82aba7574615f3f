import { sql, type Kysely } from 'kysely';

/**
 * Quality on the floor, issue 12 part 6 (areas/defects):
 * - quality_bundle_line: which bundle (扎, areas/cutting) each line of a batch QC report (batchReport/quality-checking-
 *   report) came from: one row per report line, with the QC node and the kind (qualified / defective / waste). A bundle's
 *   inspected pieces at a node are the rows of its live reports; a defect opened from such a line knows its bundle and
 *   lay (getDefectives' filters).
 * - defect_bill_line gains its own return target (退回返修 per line: a node of the mission, a processing factory and/or
 *   a workbay); the bill's head keeps the target when every line shares it. Existing returns copy the bill's target.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quality_bundle_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_node_id bigint not null references mission_node(id),
      bundle_id bigint not null references cutting_bundle(id),
      report_id bigint not null references mission_node_report(id),
      report_line_id bigint not null references mission_node_report_line(id) on delete cascade,
      kind text not null check (kind in ('qualified', 'defective', 'waste')),
      num numeric(18, 4) not null check (num > 0),
      created_by bigint not null,
      created_at timestamptz not null default now()
    );
    create unique index quality_bundle_line_line_key on quality_bundle_line (report_line_id);
    create index quality_bundle_line_node_bundle_idx on quality_bundle_line (mission_node_id, bundle_id);

    alter table defect_bill_line
      add column return_node_id bigint references mission_node(id),
      add column return_factory_id bigint references outside_factory(id),
      add column return_user_id bigint;
    update defect_bill_line l
      set return_node_id = b.return_node_id, return_factory_id = b.return_factory_id, return_user_id = b.return_user_id
      from defect_bill b
      where b.id = l.defect_bill_id and b.action = 'RETURN';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table defect_bill_line drop column return_node_id, drop column return_factory_id, drop column return_user_id;
    drop table quality_bundle_line;
  `.execute(db);
}
