import { sql, type Kysely } from 'kysely';

/**
 * Negative stock is forbidden per kind of SKU: `not_allow_negative_material` guards material SKUs,
 * `not_allow_negative_goods` (the old single switch, labelled 成衣出库数不允许超过库存数) finished goods. A new
 * storehouse forbids both by default.
 *
 * Existing storehouses keep what they had: the old switch guarded materials and goods alike, so both new columns
 * take its value. Turning the guard on for them here would refuse, without warning, reviews already under way and
 * the un-review of arrivals whose stock has left, in storehouses that may hold negative balances today; the
 * factory switches them on in the storehouse form once its stock is counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table storehouse rename column not_allow_negative to not_allow_negative_goods;
    alter table storehouse add column not_allow_negative_material boolean not null default true;
    update storehouse set not_allow_negative_material = not_allow_negative_goods;
    alter table storehouse alter column not_allow_negative_goods set default true;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update storehouse set not_allow_negative_goods = not_allow_negative_goods or not_allow_negative_material;
    alter table storehouse drop column not_allow_negative_material;
    alter table storehouse alter column not_allow_negative_goods set default false;
    alter table storehouse rename column not_allow_negative_goods to not_allow_negative;
  `.execute(db);
}
