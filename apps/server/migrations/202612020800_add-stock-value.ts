import { sql, type Kysely } from 'kysely';

/**
 * Stock value (issue 13 part 5): a moving-average unit cost per storehouse × SKU, kept by every posting.
 * - stock_item.value: the value on hand (Σ of its movements' values), stock_item.unit_cost: the moving average
 *   (value / quantity while quantity > 0; the last one kept while nothing is on hand).
 * - stock_movement.value: the signed value the row moved (in at its price, everything else at the average cost).
 * Rows posted before this migration are valued by replaying them in id order, the same rule the posting applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table stock_item add column value numeric(20, 2) not null default 0,
                           add column unit_cost numeric(20, 6) not null default 0;
    alter table stock_movement add column value numeric(20, 2) not null default 0;
  `.execute(db);
  await sql`
    do $$
    declare
      m record;
      cur_item bigint := null;
      q numeric := 0;
      v numeric := 0;
      c numeric := 0;
      mv numeric;
    begin
      for m in select id, stock_item_id, quantity, price, reverses_id from stock_movement order by stock_item_id, id loop
        if cur_item is distinct from m.stock_item_id then
          if cur_item is not null then
            update stock_item set value = v, unit_cost = c where id = cur_item;
          end if;
          cur_item := m.stock_item_id; q := 0; v := 0; c := 0;
        end if;
        if m.reverses_id is not null then
          select -value into mv from stock_movement where id = m.reverses_id;
        elsif q + m.quantity = 0 then
          mv := -v;
        elsif m.quantity > 0 and m.price is not null then
          mv := round(m.quantity * m.price, 2);
        else
          mv := round(m.quantity * c, 2);
        end if;
        update stock_movement set value = mv where id = m.id;
        q := q + m.quantity; v := v + mv;
        if q > 0 then c := round(v / q, 6); end if;
      end loop;
      if cur_item is not null then
        update stock_item set value = v, unit_cost = c where id = cur_item;
      end if;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table stock_movement drop column value;
    alter table stock_item drop column value, drop column unit_cost;
  `.execute(db);
}
