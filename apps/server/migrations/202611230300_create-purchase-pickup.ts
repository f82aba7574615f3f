import { sql, type Kysely } from 'kysely';

/**
 * 一键采到送: which arrival and which delivery one step booked for a purchase bill (one row per purchase bill;
 * arrival_id is null when nothing of that supplier arrived in the step). Read by the purchase detail's links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_pickup (
      id bigint generated always as identity primary key,
      unit_id bigint not null references unit(id),
      purchase_bill_id bigint not null references purchase_bill(id),
      arrival_id bigint references arrival(id),
      delivery_id bigint not null references material_delivery(id),
      created_by bigint not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index purchase_pickup_bill_idx on purchase_pickup (unit_id, purchase_bill_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table purchase_pickup;`.execute(db);
}
