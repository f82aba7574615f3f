import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { StockScope } from './stock-scope.repository.js';

/**
 * The period's lines from the movements, in one statement: per SKU the opening (before the start), in (positive
 * rows inside), out (negative rows inside) and closing (up to the end) quantity and value. SKUs with nothing at all
 * are left out.
 */
export async function writePeriodLines(
  db: Db,
  scope: StockScope,
  periodId: string,
  storehouseId: string,
  start: string,
  end: string,
): Promise<void> {
  await sql`
    insert into stock_period_line (stock_period_id, sku_kind, sku_id, opening_quantity, opening_value, in_quantity, in_value,
                                   out_quantity, out_value, closing_quantity, closing_value)
    select ${periodId}::bigint, m.sku_kind, m.sku_id,
           coalesce(sum(m.quantity) filter (where m.op_date < ${start}::date), 0),
           coalesce(sum(m.value) filter (where m.op_date < ${start}::date), 0),
           coalesce(sum(m.quantity) filter (where m.op_date >= ${start}::date and m.quantity > 0), 0),
           coalesce(sum(m.value) filter (where m.op_date >= ${start}::date and m.quantity > 0), 0),
           coalesce(-sum(m.quantity) filter (where m.op_date >= ${start}::date and m.quantity < 0), 0),
           coalesce(-sum(m.value) filter (where m.op_date >= ${start}::date and m.quantity < 0), 0),
           sum(m.quantity), sum(m.value)
    from stock_movement m
    where m.unit_id = ${scope.bossUnitId} and m.storehouse_id = ${storehouseId} and m.op_date <= ${end}::date
    group by m.sku_kind, m.sku_id
    order by m.sku_kind, m.sku_id
  `.execute(db);
}
