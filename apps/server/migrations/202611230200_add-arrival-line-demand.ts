import { sql, type Kysely } from 'kysely';

/**
 * 按生产单到料: an arrival line may name the demand split of its purchase line (purchase_line_demand, the
 * production-order share of the purchase) it receives for. Review books the arrived quantity on that split
 * first instead of spreading it top down. Null = spread as before (按采购单 / 按物料).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table arrival_line add column purchase_line_demand_id bigint;
    create index arrival_line_purchase_line_demand_idx on arrival_line (unit_id, purchase_line_demand_id)
      where purchase_line_demand_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index arrival_line_purchase_line_demand_idx;
    alter table arrival_line drop column purchase_line_demand_id;
  `.execute(db);
}
