import { sql, type Kysely } from 'kysely';

/**
 * Material demand exploded from an order's BOMs (areas/order-demand, issue 10 part 5):
 * - order_material_demand: per order goods block and material SKU (and the BOM it came from), what the BOM asks now (required_quantity, the
 *   exact Σ quantity × usage × (1 + loss) to 4 decimals) and 用料货品数 (goods_quantity), linked to the purchase
 *   demand line that carries it on the board. The board line's demand never drops below what is purchased or
 *   reserved; keeping what the order asks here is what makes a surplus visible and a move by difference exact.
 * - purchase_demand.production_order_id now references the order, and an order's new number follows into its
 *   demand lines (the board and the purchase and arrival lists read the demand line's order_no).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_material_demand (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      production_order_id bigint not null references production_order(id),
      production_order_goods_id bigint not null references production_order_goods(id),
      goods_style_id bigint not null,
      goods_bom_id bigint,
      material_sku_id bigint not null,
      purchase_demand_id bigint references purchase_demand(id),
      required_quantity numeric(18, 4) not null,
      goods_quantity numeric(18, 4) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index order_material_demand_key on order_material_demand (production_order_goods_id, material_sku_id);
    create index order_material_demand_order_idx on order_material_demand (unit_id, production_order_id);
    create index order_material_demand_bom_idx on order_material_demand (goods_bom_id, material_sku_id);

    alter table purchase_demand
      add constraint purchase_demand_production_order_fk foreign key (production_order_id) references production_order(id);
    create index purchase_demand_order_idx on purchase_demand (production_order_id) where production_order_id is not null;

    create function order_no_to_purchase_demand() returns trigger language plpgsql as $$
    begin
      update purchase_demand set order_no = new.order_no, updated_at = now()
      where production_order_id = new.id and order_no <> new.order_no;
      return new;
    end $$;
    create trigger production_order_no_to_demand after update of order_no on production_order
      for each row when (old.order_no is distinct from new.order_no) execute function order_no_to_purchase_demand();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger production_order_no_to_demand on production_order;
    drop function order_no_to_purchase_demand();
    drop index purchase_demand_order_idx;
    alter table purchase_demand drop constraint purchase_demand_production_order_fk;
    drop table order_material_demand;
  `.execute(db);
}
