import { sql, type Kysely } from 'kysely';

/**
 * arrival_line_order: each arrival line bought for one production order, read by the statements area for an order's
 * material cost (订单财务对账) instead of the arrivals' and purchasing's own tables. A line belongs to an order when it
 * names the order's demand split (按生产单到料), or when every split of its purchase line names that same order (a
 * purchase line shared by several orders is split by no one: a split by quantity would need rounding). Lines of no
 * order are left out. The head's status and deletion travel with the line; the reader keeps the reviewed ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create view arrival_line_order as
    select al.id, al.unit_id, coalesce(d.production_order_id, one.order_id) as production_order_id,
           al.arrival_id, a.is_sample, a.no, a.supplier_id, a.date_arrive, a.status, a.is_deleted, al.amount
      from arrival_line al
      join arrival a on a.id = al.arrival_id
      left join purchase_line_demand pld on pld.id = al.purchase_line_demand_id
      left join purchase_demand d on d.id = pld.purchase_demand_id
      left join lateral (
        select min(pd.production_order_id) as order_id
          from purchase_line_demand x join purchase_demand pd on pd.id = x.purchase_demand_id
         where al.purchase_line_demand_id is null and x.purchase_line_id = al.purchase_line_id
        having count(distinct pd.production_order_id) = 1 and count(*) = count(pd.production_order_id)
      ) one on true
     where coalesce(d.production_order_id, one.order_id) is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view arrival_line_order`.execute(db);
}
