import { sql, type Kysely } from 'kysely';

/**
 * Mission adjustment bills (areas/mission-adjust, issue 11 part 2: 工单调整单, FAC_MISSION_ADJUST_ORDER, review
 * family fac-mission-adjust), through the bill engine and linked to their mission by lineage:
 * - mission_adjust: the mission adjusted, the reason, the delivery date when the bill was saved (old_delivery_at) and
 *   the new one (null keeps it), whether a from-order mission may go beyond the order's left quantities.
 * - mission_adjust_line: one per mission line (SKU and customer, null when not filled per customer) that changes,
 *   with the mission's quantity when the bill was saved (old_num, null = the mission had no such line) and the new
 *   one. On the final approval the mission's lines become the new ones (refused when they are no longer old_num);
 *   anti-review writes old_num back (and removes the lines the adjustment added).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mission_adjust (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      adjust_no text not null,
      mission_id bigint not null references mission(id),
      status smallint not null default 0,
      placeorder_at date not null,
      old_delivery_at date not null,
      new_delivery_at date,
      reason text not null,
      remark text,
      allow_overshoot boolean not null default false,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index mission_adjust_unit_no_key on mission_adjust (unit_id, adjust_no) where not is_deleted;
    create index mission_adjust_unit_idx on mission_adjust (unit_id, id desc) where not is_deleted;
    create index mission_adjust_mission_idx on mission_adjust (mission_id);

    create table mission_adjust_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_adjust_id bigint not null references mission_adjust(id),
      goods_sku_id bigint not null references goods_sku(id),
      customer_id bigint references customer(id),
      old_num numeric(18, 4),
      new_num numeric(18, 4) not null,
      created_at timestamptz not null default now()
    );
    create index mission_adjust_line_bill_idx on mission_adjust_line (mission_adjust_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table mission_adjust_line;
    drop table mission_adjust;
  `.execute(db);
}
