import { sql, type Kysely } from 'kysely';

/**
 * Material nodes (issue 11 part 3, areas delivery and mission-material):
 * - material_delivery names the mission it delivers for (按工单添加) and the mission's material node;
 * - mission_material: per mission and material SKU, what its reviewed deliveries sent (the node's progress), written in
 *   the transaction that reviews or un-reviews a delivery, the mission's factory's like the mission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table material_delivery
      add column mission_id bigint references mission(id),
      add column mission_node_id bigint references mission_node(id);
    create index material_delivery_mission_idx on material_delivery (mission_id) where mission_id is not null;

    create table mission_material (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      mission_id bigint not null references mission(id),
      material_sku_id bigint not null references material_sku(id),
      delivered numeric not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (mission_id, material_sku_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table mission_material;
    drop index material_delivery_mission_idx;
    alter table material_delivery drop column mission_node_id, drop column mission_id;
  `.execute(db);
}
