import { mergeUnitTotals, type BillLabel, type UnitTotal } from '@gf/contracts';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * The arrival list's filters on lines (采购单号, 生产单号, 物料, 商品) and labels, its totals per stock unit and the
 * bills' labels. Orders and goods come from what purchasing publishes (views purchase_split_summary,
 * purchase_line_summary): a line naming a split arrives for that split's order, else for its purchase line's orders.
 */
export interface ArrivalLineFilter {
  purchaseBillNos?: readonly string[] | undefined;
  productionOrderNos?: readonly string[] | undefined;
  materialSkuIds?: readonly string[] | undefined;
  goodsStyleNos?: readonly string[] | undefined;
}

const patterns = (values: readonly string[]) => sql`array[${sql.join(values.map(likeContains))}]::text[]`;

/** The splits an arrival line (alias `l`) arrives for. */
const SPLITS_OF_LINE = sql`(ps.id = l.purchase_line_demand_id
  or (l.purchase_line_demand_id is null and ps.purchase_line_id = l.purchase_line_id))`;

/** Conditions on an arrival line aliased `l`. */
export function lineConditions(f: ArrivalLineFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (f.materialSkuIds?.length) out.push(sql<boolean>`l.material_sku_id in (${sql.join(f.materialSkuIds)})`);
  if (f.purchaseBillNos?.length) out.push(sql<boolean>`l.purchase_bill_no in (${sql.join(f.purchaseBillNos)})`);
  if (f.productionOrderNos?.length)
    out.push(sql<boolean>`exists (select 1 from purchase_split_summary ps
      where ${SPLITS_OF_LINE} and ps.order_no ilike any (${patterns(f.productionOrderNos)}))`);
  if (f.goodsStyleNos?.length)
    out.push(sql<boolean>`exists (select 1 from purchase_split_summary ps
      where ${SPLITS_OF_LINE} and ps.goods_style_no ilike any (${patterns(f.goodsStyleNos)}))`);
  return out;
}

/** Conditions on an arrival head aliased `a`: its number, its labels, and a line matching the line filters. */
export function headConditions(
  f: ArrivalLineFilter & { orderNos?: readonly string[] | undefined; labelIds?: readonly string[] | undefined },
): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (f.orderNos?.length) out.push(sql<boolean>`a.no in (${sql.join(f.orderNos)})`);
  if (f.labelIds?.length)
    out.push(sql<boolean>`exists (select 1 from arrival_label al where al.arrival_id = a.id
      and al.sys_label_id in (${sql.join(f.labelIds)}))`);
  const lines = lineConditions(f);
  if (lines.length)
    out.push(sql<boolean>`exists (select 1 from arrival_line l where l.arrival_id = a.id and ${sql.join(lines, sql` and `)})`);
  return out;
}

/** A line's 生产单号 / 商品款号 text matches the keyword (for the line view's search). */
export function lineOrderMatches(like: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from purchase_split_summary ps
    where ${SPLITS_OF_LINE} and (ps.order_no ilike ${like} or ps.goods_style_no ilike ${like}))`;
}

/** 计划采购 of what the line arrives for: its split's demand, or all its purchase line's demands. */
export const PLANNED_OF_LINE = sql<string | null>`(select sum(ps.planned_quantity) from purchase_split_summary ps
  where ${SPLITS_OF_LINE})`;

interface UnitRow {
  unit: string;
  quantity: string;
  lines: number;
}

const toTotals = (rows: readonly UnitRow[]): UnitTotal[] => mergeUnitTotals([rows]);

/** 本次到料 per stock unit of each of these arrivals (units in line order). */
export async function unitTotalsOfArrivals(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, UnitTotal[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('arrivalLine as l')
    .where('l.unitId', '=', unitId)
    .where('l.arrivalId', 'in', [...ids])
    .select([
      'l.arrivalId',
      'l.stockUnit as unit',
      sql<string>`sum(l.stock_quantity)`.as('quantity'),
      sql<number>`count(*)::int`.as('lines'),
    ])
    .groupBy(['l.arrivalId', 'l.stockUnit'])
    .orderBy(sql`min(l.sort)`)
    .orderBy(sql`min(l.id)`)
    .execute();
  return new Map(ids.map((id) => [id, toTotals(rows.filter((r) => r.arrivalId === id))]));
}

/** 本次到料 per stock unit of the arrival lines with these ids (a subquery of line ids), in first-line order. */
export async function unitTotalsOfLines(db: Db, unitId: string, lineIds: Expression<unknown>): Promise<UnitTotal[]> {
  const { rows } = await sql<UnitRow>`
    select l.stock_unit as unit, sum(l.stock_quantity) as quantity, count(*)::int as lines
    from arrival_line l where l.unit_id = ${unitId} and l.id in (${lineIds})
    group by l.stock_unit order by min(l.id)`.execute(db);
  return toTotals(rows);
}

/** 到料金额 of the arrivals with these ids (a subquery of ids). */
export async function sumOfAmounts(db: Db, unitId: string, ids: Expression<unknown>): Promise<string> {
  const { rows } = await sql<{ sum: string }>`
    select coalesce(sum(a.amount), 0) as sum from arrival a where a.unit_id = ${unitId} and a.id in (${ids})`.execute(db);
  return rows[0]?.sum ?? '0';
}

/** The labels of these arrivals, in the label page's order. */
export async function findArrivalLabels(db: Db, unitId: string, ids: readonly string[]): Promise<Map<string, BillLabel[]>> {
  const out = new Map<string, BillLabel[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('arrivalLabel as al')
    .innerJoin('sysLabel as sl', 'sl.id', 'al.sysLabelId')
    .where('al.unitId', '=', unitId)
    .where('al.arrivalId', 'in', [...ids])
    .select(['al.arrivalId', 'sl.id', 'sl.name', 'sl.colour'])
    .orderBy('sl.sort')
    .orderBy('sl.id')
    .execute();
  for (const { arrivalId, ...label } of rows) out.get(arrivalId)?.push(label);
  return out;
}

export async function replaceArrivalLabels(trx: Db, unitId: string, arrivalId: string, labelIds: readonly string[]) {
  await trx.deleteFrom('arrivalLabel').where('unitId', '=', unitId).where('arrivalId', '=', arrivalId).execute();
  if (labelIds.length)
    await trx
      .insertInto('arrivalLabel')
      .values(labelIds.map((sysLabelId) => ({ unitId, arrivalId, sysLabelId })))
      .execute();
}

/** Arrivals carrying the label (the factory refuses to delete a label in use). */
export async function arrivalsWithLabel(db: Db, unitId: string, labelId: string) {
  const rows = await db
    .selectFrom('arrivalLabel as al')
    .innerJoin('arrival as a', 'a.id', 'al.arrivalId')
    .where('al.unitId', '=', unitId)
    .where('al.sysLabelId', '=', labelId)
    .where('a.isDeleted', '=', false)
    .select(['a.id', 'a.no'])
    .orderBy('a.id')
    .limit(50)
    .execute();
  return rows.map((r) => ({ kind: 'arrival', id: r.id, label: r.no }));
}
