import { sql, type Kysely } from 'kysely';

/**
 * Defect management (areas/defects, issue 12 part 6: 次品管理 /inferiorMamage, /allInferiorBill):
 * - defect: one row per reviewed defective line of a QC node (FAC_MISSION_DEFECTIVE, kind 'defective'), made the
 *   first time defect management reads or acts on it, plus rows split off when part of a defect is returned for
 *   repair (parent_defect_id). open_num is what is still open, never below 0 (checked here too); repair_count counts
 *   再修; status 0 返修中, 4 已返厂 (returned to a node, factory or workbay).
 * - defect_bill / defect_bill_line: each action (合格 QUALIFY, 再修 REPAIR, 报废 WASTE, 退回返修 RETURN) as an
 *   append-only bill taking effect at once (status 2); 撤销 reverses its effects and marks it 5. Lines name the defect
 *   and, for a return, the defect row split off (new_defect_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table defect (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      report_id bigint not null references mission_node_report(id),
      report_line_id bigint not null references mission_node_report_line(id) on delete cascade,
      parent_defect_id bigint references defect(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      goods_sku_id bigint references goods_sku(id),
      defect_label_ids jsonb not null default '[]',
      storehouse_id bigint references storehouse(id),
      outside_factory_id bigint references outside_factory(id),
      finish_user_id bigint,
      num numeric(18, 4) not null,
      open_num numeric(18, 4) not null check (open_num >= 0),
      repair_count integer not null default 0 check (repair_count >= 0),
      status smallint not null default 0,
      return_node_id bigint references mission_node(id),
      return_factory_id bigint references outside_factory(id),
      return_user_id bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index defect_report_line_key on defect (report_line_id) where parent_defect_id is null;
    create index defect_open_idx on defect (unit_id, status, id desc) where open_num > 0;
    create index defect_mission_idx on defect (mission_id);

    create table defect_bill (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_no text not null,
      action text not null check (action in ('QUALIFY', 'REPAIR', 'WASTE', 'RETURN')),
      status smallint not null default 2,
      date_completed date not null,
      finish_user_id bigint,
      storehouse_id bigint references storehouse(id),
      return_node_id bigint references mission_node(id),
      return_factory_id bigint references outside_factory(id),
      return_user_id bigint,
      remark text,
      total_num numeric(18, 4) not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      undone_by bigint,
      undone_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index defect_bill_unit_no_key on defect_bill (unit_id, bill_no);
    create index defect_bill_unit_idx on defect_bill (unit_id, id desc);

    create table defect_bill_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      defect_bill_id bigint not null references defect_bill(id),
      defect_id bigint not null references defect(id),
      new_defect_id bigint references defect(id),
      num numeric(18, 4) not null check (num > 0),
      created_at timestamptz not null default now()
    );
    create index defect_bill_line_bill_idx on defect_bill_line (defect_bill_id);
    create index defect_bill_line_defect_idx on defect_bill_line (defect_id);
  `.execute(db);
  // From now on a defective report's review opens its defects (the defects area's engine effect); the reports
  // reviewed before this migration get theirs here.
  await sql`
    insert into defect (unit_id, report_id, report_line_id, mission_id, mission_node_id, goods_sku_id, defect_label_ids,
      storehouse_id, outside_factory_id, finish_user_id, num, open_num)
    select l.unit_id, r.id, l.id, r.mission_id, r.mission_node_id, l.goods_sku_id, l.defect_label_ids,
      coalesce(l.storehouse_id, r.storehouse_id), r.outside_factory_id, r.finish_user_id, l.num, l.num
    from mission_node_report r
    join mission_node_report_line l on l.report_id = r.id
    where r.bill_type = 'FAC_MISSION_DEFECTIVE' and r.status in (2, 3) and not r.is_deleted
      and l.kind = 'defective' and l.num > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table defect_bill_line;
    drop table defect_bill;
    drop table defect;
  `.execute(db);
}
