import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/*
 * The material cost of production orders: what reviewed arrivals received for them (their lines' amounts, tax
 * included, as the supplier's payable was posted) less what reviewed returns sent back of those lines. Which order a
 * line was bought for is the view arrival_line_order (migration 202612060200: the line's demand split, or a purchase
 * line bought for that one order only); lines of a purchase line shared by several orders are counted nowhere.
 * Reviewed = statuses 2, 3 (anti-review pending: still posted) and 6.
 */

/** CTE `material_lines`: each reviewed arrival line of the orders in CTE `orders`, its order, amount and returns. */
export function materialLinesCte(unitId: string): RawBuilder<unknown> {
  return sql`material_lines as (
      select l.production_order_id as order_id, l.arrival_id, l.is_sample, l.no, l.supplier_id, l.date_arrive, l.amount,
             (select coalesce(sum(rl.amount), 0)
                from material_return_line rl join material_return r on r.id = rl.material_return_id
               where rl.unit_id = ${unitId} and rl.arrive_line_id = l.id and not r.is_deleted
                 and r.status in (2, 3, 6)) as returned
        from arrival_line_order l
       where l.unit_id = ${unitId} and not l.is_deleted and l.status in (2, 3, 6)
         and l.production_order_id in (select id from orders)
    )`;
}

/** Per order: Σ (received − returned) of its arrival lines (use inside a query that has CTE `material_lines`). */
export const materialCostOf = (orderId: RawBuilder<unknown>) =>
  sql`(select coalesce(sum(ml.amount - ml.returned), 0) from material_lines ml where ml.order_id = ${orderId})`;

export interface OrderMaterialRow {
  arrivalType: 'MATERIALS_ARRIVE' | 'SAMPLE_ARRIVE';
  arrivalId: string;
  arrivalNo: string;
  supplierName: string;
  dateArrive: string;
  received: string;
  returned: string;
  cost: string;
}

/** One order's arrivals counted as its material cost, oldest first (`withOrder`: the CTEs `orders` and `material_lines`). */
export async function orderMaterials(db: Db, unitId: string, withOrder: RawBuilder<unknown>): Promise<OrderMaterialRow[]> {
  const { rows } = await sql<OrderMaterialRow>`${withOrder}
    select case when ml.is_sample then 'SAMPLE_ARRIVE' else 'MATERIALS_ARRIVE' end as "arrivalType",
           ml.arrival_id as "arrivalId", ml.no as "arrivalNo",
           coalesce((select s.name from supplier s where s.id = ml.supplier_id and s.unit_id = ${unitId}), '') as "supplierName",
           to_char(ml.date_arrive, 'YYYY-MM-DD') as "dateArrive",
           sum(ml.amount) as received, sum(ml.returned) as returned, sum(ml.amount - ml.returned) as cost
      from material_lines ml
     group by ml.arrival_id, ml.is_sample, ml.no, ml.supplier_id, ml.date_arrive
     order by ml.date_arrive, ml.arrival_id`.execute(db);
  return rows;
}
