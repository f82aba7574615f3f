// The writes of one arrival review, by hand on plain pg (bench/arrival.ts compares them with the API's review).
import type pg from 'pg';

export const TYPE = 'MATERIALS_ARRIVE';

/**
 * The writes of one arrival review, by hand on plain pg in one BEGIN/COMMIT. `rowByRow`: one statement per line
 * and table, as the app's ledger does it (the item UPDATE ... RETURNING gives the movement's balance_after);
 * otherwise set-based: 6 statements (data-modifying CTEs). The stock items and balances exist (seeded), as after any earlier
 * arrival of these SKUs; the vat number is empty (untracked lot), as in every arrival of this benchmark. The ledger is the
 * company's (ADR 0011): its rows take the factory's boss unit, and each movement the factory that posted it.
 */
export async function directReview(
  client: pg.PoolClient,
  unitId: string,
  userId: string,
  arrivalId: string,
  rowByRow: boolean,
): Promise<void> {
  await client.query('begin');
  try {
    const head = await client.query<{ no: string; storehouse_id: string; supplier_id: string; date_arrive: string }>(
      `update arrival set status = 2, updated_by = $3, updated_at = now()
       where unit_id = $1 and id = $2 and status = 1 and not is_deleted and not is_sample
       returning no, storehouse_id, supplier_id, to_char(date_arrive, 'YYYY-MM-DD') as date_arrive`,
      [unitId, arrivalId, userId],
    );
    const h = head.rows[0];
    if (!h) throw new Error(`arrival ${arrivalId} is not pending`);
    await client.query(
      `update review_task set state = 'DONE', closed_at = now() where unit_id = $1 and bill_type = $2 and bill_id = $3 and state = 'OPEN'`,
      [unitId, TYPE, arrivalId],
    );
    await client.query(
      `insert into bill_event (unit_id, bill_type, bill_id, bill_no, actor_id, action, from_status, to_status) values ($1, $2, $3, $4, $5, 'PASS', 1, 2)`,
      [unitId, TYPE, arrivalId, h.no, userId],
    );
    if (rowByRow) {
      const lines = await client.query<{ id: string; sku: string; qty: string; price: string; pl: string | null; item: string }>(
        `select l.id, l.material_sku_id as sku, l.stock_quantity as qty, l.purchase_line_id as pl, i.id as item,
                case when l.stock_quantity = 0 then 0 else round(l.amount / l.stock_quantity, 4) end as price
         from arrival_line l join stock_item i on i.unit_id = (select u.boss_unit_id from unit u where u.id = l.unit_id) and i.storehouse_id = $3 and i.sku_kind = 'MATERIAL' and i.sku_id = l.material_sku_id
         where l.unit_id = $1 and l.arrival_id = $2 order by i.id, l.sort, l.id`,
        [unitId, arrivalId, h.storehouse_id],
      );
      for (const l of lines.rows) {
        const after = await client.query<{ quantity: string }>(
          `update stock_item set quantity = quantity + $2::numeric, last_moved_at = now(),
                  first_in_at = coalesce(first_in_at, case when $2::numeric > 0 then now() end), updated_at = now()
           where id = $1 returning quantity`,
          [l.item, l.qty],
        );
        await client.query(
          `update stock_balance set quantity = quantity + $2::numeric, updated_at = now() where stock_item_id = $1 and roll_id = 0 and vat_no = ''`,
          [l.item, l.qty],
        );
        await client.query(
          `insert into stock_movement (unit_id, stock_item_id, storehouse_id, sku_kind, sku_id, quantity, balance_after, price, change_type,
                                       source_type, source_id, source_no, source_line_id, op_date, operator_id, fac_unit_id)
           values ((select boss_unit_id from unit where id = $1), $2, $3, 'MATERIAL', $4, $5, $6, $7, 'ARRIVE', $8, $9, $10, $11, $12, $13, $1)`,
          [
            unitId,
            l.item,
            h.storehouse_id,
            l.sku,
            l.qty,
            after.rows[0]!.quantity,
            l.price,
            TYPE,
            arrivalId,
            h.no,
            l.id,
            h.date_arrive,
            userId,
          ],
        );
      }
      for (const l of lines.rows)
        if (l.pl) {
          await client.query(
            `update purchase_line set arrived_quantity = arrived_quantity + $3::numeric, updated_at = now() where unit_id = $1 and id = $2`,
            [unitId, l.pl, l.qty],
          );
          // The line's only split (its unplanned part: these purchase lines serve no demand lines).
          await client.query(
            `update purchase_line_demand set arrived_quantity = arrived_quantity + $3::numeric, updated_at = now() where unit_id = $1 and purchase_line_id = $2`,
            [unitId, l.pl, l.qty],
          );
        }
    } else {
      await client.query(
        `with l as (
           select l.id, l.material_sku_id, l.stock_quantity, i.id as item,
                  case when l.stock_quantity = 0 then 0 else round(l.amount / l.stock_quantity, 4) end as price
           from arrival_line l join stock_item i on i.unit_id = (select u.boss_unit_id from unit u where u.id = l.unit_id) and i.storehouse_id = $3 and i.sku_kind = 'MATERIAL' and i.sku_id = l.material_sku_id
           where l.unit_id = $1 and l.arrival_id = $2),
         items as (
           update stock_item s set quantity = s.quantity + d.q, last_moved_at = now(), first_in_at = coalesce(s.first_in_at, now()), updated_at = now()
           from (select item, sum(stock_quantity) as q from l group by item) d where s.id = d.item returning s.id, s.quantity),
         lots as (
           update stock_balance b set quantity = b.quantity + d.q, updated_at = now()
           from (select item, sum(stock_quantity) as q from l group by item) d where b.stock_item_id = d.item and b.roll_id = 0 and b.vat_no = '')
         insert into stock_movement (unit_id, stock_item_id, storehouse_id, sku_kind, sku_id, quantity, balance_after, price, change_type,
                                     source_type, source_id, source_no, source_line_id, op_date, operator_id, fac_unit_id)
         select (select boss_unit_id from unit where id = $1), l.item, $3, 'MATERIAL', l.material_sku_id, l.stock_quantity, items.quantity,
                l.price, 'ARRIVE', $4, $2, $5, l.id, $6::date, $7, $1
         from l join items on items.id = l.item`,
        [unitId, arrivalId, h.storehouse_id, TYPE, h.no, h.date_arrive, userId],
      );
      await client.query(
        `with d as (select purchase_line_id, sum(stock_quantity) as q from arrival_line where unit_id = $1 and arrival_id = $2 and purchase_line_id is not null group by 1),
         splits as (update purchase_line_demand s set arrived_quantity = s.arrived_quantity + d.q, updated_at = now() from d where s.unit_id = $1 and s.purchase_line_id = d.purchase_line_id)
         update purchase_line p set arrived_quantity = p.arrived_quantity + d.q, updated_at = now() from d where p.unit_id = $1 and p.id = d.purchase_line_id`,
        [unitId, arrivalId],
      );
    }
    // The payable, one row per tax rate (gross 2 dp, net = gross / (1 + rate), tax = gross - net), as recordPartnerAmounts.
    await client.query(
      `insert into partner_amount (unit_id, partner_type, partner_id, direction, kind, amount, tax_rate, amount_excluding_tax, tax_amount,
                                   source_type, source_id, source_no, occurred_on, created_by)
       select $1, 'SUPPLIER', $3, 'PAYABLE', 'ARRIVAL', g.amount, g.rate, round(g.amount / (1 + g.rate / 100), 2),
              g.amount - round(g.amount / (1 + g.rate / 100), 2), $4, $2, $5, $6::date, $7
       from (select coalesce(tax_rate, 0) as rate, round(sum(amount), 2) as amount from arrival_line where unit_id = $1 and arrival_id = $2 group by 1) g
       where g.amount <> 0`,
      [unitId, arrivalId, h.supplier_id, TYPE, h.no, h.date_arrive, userId],
    );
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  }
}
