import { sql, type Kysely } from 'kysely';

/**
 * Missions and process nodes (issue 11), the tables several areas share; each area adds its own tables in its own
 * migration. All factory-scoped (ADR 0011: a factory's settings and documents).
 * - workshop_section: 车间工段, a grouping of node definitions;
 * - prcd_node: a node definition (工序节点) of one of the thirteen type codes, with its options; prcd_node_tag its
 *   preset tags; options lock once a mission uses the node (areas/process-nodes);
 * - prcd_template / prcd_template_node: a process template (工序模板) and its ordered node rows with defaults;
 * - mission: a production work order (生产工单), a 'system' bill FAC_MISSION (status 0 未开始, 1 进行中, 2 已完成,
 *   5 已撤销), made from a reviewed production order's goods block (lineage) or on its own; totals kept with each
 *   write so lists never add up lines;
 * - mission_line: its SKU quantities (ordered; actual_cut_num set by cutting reports), per customer where filled so;
 * - mission_node: the mission's copy of a template row (an instance of a node definition), with the node's rolled-up
 *   figures (target, completed, adjusted, defective, waste) kept by the reports area inside the posting transaction;
 * - mission_node_outside_factory: the processing factories a node is sent to, with their prices;
 * - mission_node_report / _line: report bills (FAC_MISSION_COMPLETE, _ADJUST, _DEFECTIVE, _WASTE through the bill
 *   engine, one table, one view per bill type) and their lines (a goods SKU, or none for total nodes; a kind for
 *   quality and sampling rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table workshop_section (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      sort integer not null default 0,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index workshop_section_name_key on workshop_section (unit_id, lower(name)) where not is_deleted;

    create table prcd_node (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      type_code text not null check (type_code in ('logic', 'quantitative', 'total', 'actual_cutting',
        'actual_cutting_wym', 'actual_cutting_ligation', 'tail_in_store', 'tail_out_store', 'quality_checking',
        'material', 'freedom_material', 'select_check', 'select_check_quantity')),
      workshop_section_id bigint references workshop_section(id),
      material_kind_ids jsonb not null default '[]',
      associate_wym boolean not null default false,
      associate_ligation boolean not null default false,
      associate_in_store boolean not null default false,
      select_default_store boolean not null default false,
      default_storehouse_id bigint references storehouse(id),
      allow_outside boolean not null default false,
      outside_follow_pre boolean not null default false,
      doac boolean not null default false,
      allow_complete_excess boolean not null default false,
      complete_excess_percent numeric(7, 2),
      allow_adjust_num boolean not null default false,
      report_send_select_user boolean not null default false,
      report_send_def_complete boolean not null default false,
      bill_configs jsonb not null default '{}',
      remark text,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (not (associate_wym and associate_ligation))
    );
    create unique index prcd_node_name_key on prcd_node (unit_id, lower(name)) where not is_deleted;

    create table prcd_node_tag (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      prcd_node_id bigint not null references prcd_node(id),
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index prcd_node_tag_node_idx on prcd_node_tag (prcd_node_id);

    create table prcd_template (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      name text not null,
      charger_ids jsonb not null default '[]',
      default_all_order_outside boolean not null default false,
      delay_notify boolean not null default false,
      delay_notify_node_id bigint references prcd_node(id),
      delay_notify_node_status smallint check (delay_notify_node_status in (1, 2)),
      report_needs_review boolean not null default false,
      is_deleted boolean not null default false,
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index prcd_template_name_key on prcd_template (unit_id, lower(name)) where not is_deleted;

    create table prcd_template_node (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      prcd_template_id bigint not null references prcd_template(id),
      prcd_node_id bigint not null references prcd_node(id),
      sort integer not null,
      charger_ids jsonb not null default '[]',
      labour_cost numeric(18, 3),
      end_days_before integer,
      warn_days integer,
      diff_min numeric(18, 4),
      diff_max numeric(18, 4),
      outside_settlement boolean not null default false,
      is_shipment boolean not null default false,
      upstream_prcd_node_id bigint references prcd_node(id),
      created_at timestamptz not null default now()
    );
    create unique index prcd_template_node_key on prcd_template_node (prcd_template_id, prcd_node_id);
    create index prcd_template_node_node_idx on prcd_template_node (prcd_node_id);

    create table mission (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_no text not null,
      status smallint not null default 0,
      priority smallint not null default 0 check (priority in (0, 1, 2)),
      placeorder_at date not null,
      delivery_at date not null,
      delivery_change_count integer not null default 0,
      goods_style_id bigint not null references goods_style(id),
      customer_id bigint references customer(id),
      customer_style_no text,
      customer_order_no text,
      production_order_id bigint references production_order(id),
      production_order_goods_id bigint references production_order_goods(id),
      bom_id bigint,
      prcd_template_id bigint references prcd_template(id),
      leader_ids jsonb not null default '[]',
      is_outside boolean not null default false,
      outside_factory_id bigint references outside_factory(id),
      machining_unit_price numeric(18, 4),
      working_sheet_name text,
      working_sheet_content text,
      working_sheet_attachment_ids jsonb not null default '[]',
      attachment_ids jsonb not null default '[]',
      remark text,
      total_num numeric(18, 4) not null default 0,
      actual_cut_num numeric(18, 4) not null default 0,
      shipped_num numeric(18, 4) not null default 0,
      started_at timestamptz,
      finished_at timestamptz,
      cancelled_at timestamptz,
      cancel_reason text,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index mission_unit_no_key on mission (unit_id, mission_no) where not is_deleted;
    create index mission_unit_idx on mission (unit_id, id desc) where not is_deleted;
    create index mission_unit_status_idx on mission (unit_id, status, id desc) where not is_deleted;
    create index mission_order_goods_idx on mission (production_order_goods_id) where production_order_goods_id is not null;

    create table mission_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      goods_sku_id bigint not null references goods_sku(id),
      customer_id bigint references customer(id),
      num numeric(18, 4) not null,
      actual_cut_num numeric(18, 4) not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index mission_line_mission_idx on mission_line (mission_id);
    create index mission_line_sku_idx on mission_line (unit_id, goods_sku_id);

    create table mission_node (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      prcd_node_id bigint not null references prcd_node(id),
      name text not null,
      type_code text not null,
      sort integer not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      charger_ids jsonb not null default '[]',
      tag_ids jsonb not null default '[]',
      labour_cost numeric(18, 3),
      plan_end_at date,
      warn_days integer,
      diff_min numeric(18, 4),
      diff_max numeric(18, 4),
      outside_settlement boolean not null default false,
      is_shipment boolean not null default false,
      upstream_mission_node_id bigint references mission_node(id),
      target_num numeric(18, 4) not null default 0,
      completed_num numeric(18, 4) not null default 0,
      adjust_num numeric(18, 4) not null default 0,
      defective_num numeric(18, 4) not null default 0,
      waste_num numeric(18, 4) not null default 0,
      started_at timestamptz,
      finished_at timestamptz,
      delay_reason text,
      remark text,
      attachment_ids jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index mission_node_mission_idx on mission_node (mission_id, sort);
    create index mission_node_prcd_idx on mission_node (unit_id, prcd_node_id);

    create table mission_node_outside_factory (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_node_id bigint not null references mission_node(id),
      outside_factory_id bigint not null references outside_factory(id),
      unit_price numeric(18, 4),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index mission_node_outside_factory_key on mission_node_outside_factory (mission_node_id, outside_factory_id);

    create table mission_node_report (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      bill_type text not null check (bill_type in ('FAC_MISSION_COMPLETE', 'FAC_MISSION_ADJUST',
        'FAC_MISSION_DEFECTIVE', 'FAC_MISSION_WASTE')),
      bill_no text not null,
      status smallint not null default 0,
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      type_code text not null,
      date_completed date not null,
      finish_user_id bigint,
      outside_factory_id bigint references outside_factory(id),
      send_to_factory_id bigint references outside_factory(id),
      send_to_user_id bigint,
      lathe text,
      storehouse_id bigint references storehouse(id),
      customer_id bigint references customer(id),
      to_storehouse_id bigint references storehouse(id),
      adjust_reason text,
      remark text,
      total_num numeric(18, 4) not null default 0,
      review_remark text,
      version integer not null default 1,
      is_deleted boolean not null default false,
      created_by bigint not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index mission_node_report_no_key on mission_node_report (unit_id, bill_no) where not is_deleted;
    create index mission_node_report_node_idx on mission_node_report (mission_node_id, status) where not is_deleted;
    create index mission_node_report_unit_idx on mission_node_report (unit_id, id desc) where not is_deleted;

    create table mission_node_report_line (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      report_id bigint not null references mission_node_report(id),
      goods_sku_id bigint references goods_sku(id),
      kind text not null default 'done' check (kind in ('done', 'qualified', 'defective', 'waste', 'produced',
        'sampled')),
      num numeric(18, 4) not null,
      defect_label_ids jsonb not null default '[]',
      storehouse_id bigint references storehouse(id),
      remark text,
      created_at timestamptz not null default now()
    );
    create index mission_node_report_line_report_idx on mission_node_report_line (report_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table mission_node_report_line;
    drop table mission_node_report;
    drop table mission_node_outside_factory;
    drop table mission_node;
    drop table mission_line;
    drop table mission;
    drop table prcd_template_node;
    drop table prcd_template;
    drop table prcd_node_tag;
    drop table prcd_node;
    drop table workshop_section;
  `.execute(db);
}
