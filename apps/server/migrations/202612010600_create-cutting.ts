import { sql, type Kysely } from 'kysely';

/**
 * Bundle cutting (issue 12 part 2, areas/cutting), the mission's factory's rows:
 * - cutting_lay: a lay (床次) of a bundle cutting node, a draft or submitted as the node's cutting report
 *   (report_id: the mission_node_report bill it posted);
 * - cutting_lay_fabric: the lay's fabric table (colour, roll or dye lot, plies); the marker's ratio per size is the
 *   lay's `ratios` ([{ sizeId, ratio }]);
 * - cutting_bundle: the bundles (扎) with their ticket numbers (工单号-床次-序号); bigint ids so a later append-only
 *   movement table can reference them; the mission, style, SKU, lay number and date copied for the list's filters;
 * - cutting_piece_group: a style's cut-piece groups (裁片组: 前片, 后片, 袖 ...) printed on the tickets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cutting_lay (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      mission_node_id bigint not null references mission_node(id),
      lathe text not null,
      date_completed date not null,
      finish_user_id bigint references app_user(id),
      bundle_cap integer,
      ratios jsonb not null default '[]'::jsonb,
      status smallint not null default 0 check (status in (0, 1)),
      report_id bigint references mission_node_report(id),
      remark text,
      version integer not null default 0,
      created_by bigint not null references app_user(id),
      updated_by bigint references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index cutting_lay_node_idx on cutting_lay (mission_node_id);

    create table cutting_lay_fabric (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      lay_id bigint not null references cutting_lay(id) on delete cascade,
      sort integer not null,
      color_id bigint not null references sku_attr(id),
      lot text,
      plies integer not null check (plies > 0),
      created_at timestamptz not null default now()
    );
    create index cutting_lay_fabric_lay_idx on cutting_lay_fabric (lay_id);

    create table cutting_bundle (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      lay_id bigint not null references cutting_lay(id) on delete cascade,
      lay_fabric_id bigint not null references cutting_lay_fabric(id) on delete cascade,
      mission_id bigint not null references mission(id),
      goods_style_id bigint not null references goods_style(id),
      goods_sku_id bigint not null references goods_sku(id),
      seq integer not null,
      ticket_no text not null,
      lathe text not null,
      num numeric not null check (num > 0),
      date_completed date not null,
      is_submitted boolean not null default false,
      remark text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (lay_id, seq)
    );
    create index cutting_bundle_list_idx on cutting_bundle (unit_id, is_submitted, date_completed desc, id);
    create index cutting_bundle_mission_idx on cutting_bundle (mission_id, lathe);
    create index cutting_bundle_style_idx on cutting_bundle (goods_style_id);
    create index cutting_bundle_sku_idx on cutting_bundle (goods_sku_id);
    create index cutting_bundle_ticket_idx on cutting_bundle (unit_id, ticket_no);

    create table cutting_piece_group (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      goods_style_id bigint not null references goods_style(id),
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (goods_style_id, name)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table cutting_piece_group;
    drop table cutting_bundle;
    drop table cutting_lay_fabric;
    drop table cutting_lay;
  `.execute(db);
}
