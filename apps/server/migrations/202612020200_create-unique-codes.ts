import { sql, type Kysely } from 'kysely';

/**
 * Unique-code cutting (issue 12 part 3, areas/unique-codes):
 * - unique_code_counter: the company's last code serial (COMPANY: unit_id is the boss unit), so codes are unique
 *   across the company's factories; locked for update while a cut takes its codes.
 * - unique_code: one code per cut piece of a unique-code cutting node (the mission's factory's rows): mission, node,
 *   SKU, lay (床次), sequence in the lay (本次序号), serial and code; report_id is the cutting report bill it came with.
 * - unique_code_movement: append-only, each report of a code at a node (REPORT, with the node report bill that counts
 *   it) and each undo (UNDO); a code's status at a node is read from its live report bill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table unique_code_counter (
      unit_id bigint primary key references unit(id),
      last_serial bigint not null default 0,
      updated_at timestamptz not null default now()
    );

    create table unique_code (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      report_id bigint not null references mission_node_report(id),
      goods_sku_id bigint not null references goods_sku(id),
      lathe text not null,
      seq integer not null check (seq > 0),
      serial bigint not null,
      code text not null,
      created_by bigint not null references app_user(id),
      created_at timestamptz not null default now(),
      unique (unit_id, code),
      unique (mission_node_id, lathe, seq)
    );
    create index unique_code_report_idx on unique_code (report_id);

    create table unique_code_movement (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      unique_code_id bigint not null references unique_code(id),
      mission_node_id bigint not null references mission_node(id),
      report_id bigint not null references mission_node_report(id),
      kind text not null check (kind in ('REPORT', 'UNDO')),
      created_by bigint not null references app_user(id),
      created_at timestamptz not null default now()
    );
    create index unique_code_movement_code_idx on unique_code_movement (unique_code_id, mission_node_id);
    create index unique_code_movement_report_idx on unique_code_movement (report_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table unique_code_movement;
    drop table unique_code;
    drop table unique_code_counter;
  `.execute(db);
}
