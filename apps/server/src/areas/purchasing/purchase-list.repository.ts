import { mergeUnitTotals, type PurchaseListQuery, type UnitTotal } from '@gf/contracts';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * The purchase list's filters on lines (生产单号, 物料, 商品) and labels, and its totals per stock unit. A line filter
 * keeps the bills that have such a line in the bill view, and the lines themselves in the line view.
 */

type LineFilter = Pick<PurchaseListQuery, 'productionOrderNos' | 'materialSkuIds' | 'goodsStyleNos'>;

const patterns = (values: readonly string[]) => sql`array[${sql.join(values.map(likeContains))}]::text[]`;

/** Conditions on a purchase line aliased `pl` (its demand splits name the orders and goods it buys for). */
export function lineConditions(f: LineFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (f.materialSkuIds?.length) out.push(sql<boolean>`pl.material_sku_id in (${sql.join(f.materialSkuIds)})`);
  if (f.productionOrderNos?.length)
    out.push(sql<boolean>`exists (select 1 from purchase_line_demand pld join purchase_demand d on d.id = pld.purchase_demand_id
      where pld.purchase_line_id = pl.id and d.order_no ilike any (${patterns(f.productionOrderNos)}))`);
  if (f.goodsStyleNos?.length)
    out.push(sql<boolean>`exists (select 1 from purchase_line_demand pld join purchase_demand d on d.id = pld.purchase_demand_id
      where pld.purchase_line_id = pl.id and d.goods_style_no ilike any (${patterns(f.goodsStyleNos)}))`);
  return out;
}

/** Bills carrying one of these labels (alias of the bill: `v`). */
export function labelCondition(labelIds: readonly string[] | undefined): RawBuilder<boolean>[] {
  if (!labelIds?.length) return [];
  return [
    sql<boolean>`exists (select 1 from purchase_bill_label bl where bl.purchase_bill_id = v.id
      and bl.sys_label_id in (${sql.join(labelIds)}))`,
  ];
}

/** The bill view's extra conditions: labels, and a line matching the line filters. */
export function billConditions(f: PurchaseListQuery): RawBuilder<boolean>[] {
  const lines = lineConditions(f);
  return [
    ...labelCondition(f.labelIds),
    ...(lines.length
      ? [
          sql<boolean>`exists (select 1 from purchase_line pl where pl.purchase_bill_id = v.id and ${sql.join(lines, sql` and `)})`,
        ]
      : []),
  ];
}

interface UnitRow {
  unit: string;
  quantity: string;
  arrived: string;
  lines: number;
}

/** SQL rows grouped by unit → totals per unit (normalised figures, units in first-seen order). */
export function toUnitTotals(rows: readonly UnitRow[]): { purchased: UnitTotal[]; arrived: UnitTotal[] } {
  return {
    purchased: mergeUnitTotals([rows.map((r) => ({ unit: r.unit, quantity: r.quantity, lines: r.lines }))]),
    arrived: mergeUnitTotals([rows.map((r) => ({ unit: r.unit, quantity: r.arrived, lines: r.lines }))]),
  };
}

/** 合计采购 and 已到料 of each of these bills per stock unit (units in line order). */
export async function unitTotalsOfBills(db: Db, unitId: string, billIds: readonly string[]) {
  const out = new Map<string, { purchased: UnitTotal[]; arrived: UnitTotal[] }>();
  if (billIds.length === 0) return out;
  const rows = await db
    .selectFrom('purchaseLine as pl')
    .where('pl.unitId', '=', unitId)
    .where('pl.purchaseBillId', 'in', [...billIds])
    .select([
      'pl.purchaseBillId',
      'pl.stockUnit as unit',
      sql<string>`sum(pl.total_quantity)`.as('quantity'),
      sql<string>`sum(pl.arrived_quantity)`.as('arrived'),
      sql<number>`count(*)::int`.as('lines'),
    ])
    .groupBy(['pl.purchaseBillId', 'pl.stockUnit'])
    .orderBy(sql`min(pl.sort)`)
    .orderBy(sql`min(pl.id)`)
    .execute();
  for (const id of billIds) out.set(id, toUnitTotals(rows.filter((r) => r.purchaseBillId === id)));
  return out;
}

/** Totals per stock unit of the lines with these ids (a subquery of line ids), in first-line order. */
export async function unitTotalsOfLines(db: Db, unitId: string, lineIds: Expression<unknown>) {
  const { rows } = await sql<UnitRow>`
    select pl.stock_unit as unit, sum(pl.total_quantity) as quantity, sum(pl.arrived_quantity) as arrived, count(*)::int as lines
    from purchase_line pl
    where pl.unit_id = ${unitId} and pl.id in (${lineIds})
    group by pl.stock_unit
    order by min(pl.id)`.execute(db);
  return toUnitTotals(rows);
}
