import { sql, type Kysely } from 'kysely';

/**
 * The lists a buyer works from (issue 9 part 6):
 * - bill labels: the factory's labels (sys_label, areas/factory) put on purchase bills and arrivals, a set per bill;
 * - 字段配置 (/marterielConfig): per factory and document (purchase, arrival, delivery, return) the optional fields it
 *   shows, owned by purchasing (the reference keeps it in the 物料采购 menu);
 * - two views purchasing publishes so the arrivals area can show and filter its lines by what the purchase buys for
 *   (production order, goods style, planned) without naming purchasing's tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_bill_label (
      unit_id bigint not null references unit(id),
      purchase_bill_id bigint not null references purchase_bill(id),
      sys_label_id bigint not null references sys_label(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (purchase_bill_id, sys_label_id)
    );
    create index purchase_bill_label_label_idx on purchase_bill_label (unit_id, sys_label_id);

    create table arrival_label (
      unit_id bigint not null references unit(id),
      arrival_id bigint not null references arrival(id),
      sys_label_id bigint not null references sys_label(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (arrival_id, sys_label_id)
    );
    create index arrival_label_label_idx on arrival_label (unit_id, sys_label_id);

    create table material_field_config (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      document text not null,
      fields jsonb not null,
      updated_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index material_field_config_unit_document_key on material_field_config (unit_id, document);

    create view purchase_split_summary as
    select pld.id, pld.unit_id, pld.purchase_line_id, d.order_no, d.goods_style_no, d.planned_quantity
    from purchase_line_demand pld left join purchase_demand d on d.id = pld.purchase_demand_id;

    create view purchase_line_summary as
    select pl.id, pl.unit_id, pl.purchase_bill_id, pl.total_quantity, pl.arrived_quantity,
      (pl.is_arrive_complete or pl.arrived_quantity >= pl.total_quantity) as is_complete
    from purchase_line pl;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop view purchase_line_summary;
    drop view purchase_split_summary;
    drop table material_field_config;
    drop table arrival_label;
    drop table purchase_bill_label;
  `.execute(db);
}
