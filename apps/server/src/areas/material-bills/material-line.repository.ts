import { Dec, type UnitTotal } from '@gf/contracts';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { saveLinesByDifference } from '../../platform/db/lines-by-difference.js';
import type { Database } from '../../schema/index.js';
import { materialSkuNameColumns, withSpecNoName } from '../materials/index.js';

/**
 * The SQL shared by bills whose lines are material SKUs with a quantity in the stock unit and a production
 * order number (送料单 material_delivery_line, 余料入库单 material_remnant_line): replacing the lines, reading
 * them with the SKU's material columns, the totals and the line search of list queries. Every query is scoped
 * by the unit. An area names its own tables through a MaterialLineTable; this folder names no area.
 */

/** The columns every material line table has. */
interface MaterialLineColumns {
  id: unknown;
  unitId: string;
  materialsSkuId: string;
  quantity: unknown;
  orderNo: string | null;
  remark: string | null;
  sort: unknown;
}

/** Tables of the schema whose rows are material lines. */
export type MaterialLineTableName = {
  [K in keyof Database & string]: Database[K] extends MaterialLineColumns ? K : never;
}[keyof Database & string];

/** Where a bill's material lines live: the line table and its column naming the bill (the head's id). */
export interface MaterialLineTable<T extends MaterialLineTableName = MaterialLineTableName> {
  table: T;
  billColumn: keyof Database[T] & string;
}

/** A column of the line table T besides the shared ones (e.g. a delivery line's demandId). */
type LineColumn<T extends MaterialLineTableName> = Exclude<keyof Selectable<Database[T]> & string, keyof MaterialLineColumns>;

/** The lines of one bill as the lists and details show them: the line and its SKU's material columns. */
export interface MaterialLineInfo {
  id: string;
  materialsSkuId: string;
  materialId: string;
  kindName: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  stockUnit: string;
  quantity: string;
  orderNo: string | null;
  remark: string | null;
  specNoName: string;
}

/** A line to write: the shared columns plus the table's own (e.g. a delivery's demandId). */
export interface MaterialLineValues {
  materialsSkuId: string;
  quantity: string;
  orderNo: string | null;
  remark: string | null;
}

/** A line as the form sends it back: `id` names a line the bill already has (kept and updated), none a new one. */
export type SavedMaterialLine<L extends MaterialLineValues> = L & { id?: string | undefined };

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Saves the bill's lines by difference (platform/db's saveLinesByDifference: a line whose id comes back keeps it, new
 * ones are inserted, the rest deleted); an id that is not one of this bill's lines, or comes twice, is refused
 * (40001 naming `skus.<i>.id`).
 */
export async function saveMaterialLines<T extends MaterialLineTableName, L extends MaterialLineValues>(
  trx: Db,
  t: MaterialLineTable<T>,
  unitId: string,
  billId: string,
  lines: SavedMaterialLine<L>[],
): Promise<void> {
  await saveLinesByDifference(trx, { table: snake(t.table), billColumn: snake(t.billColumn) }, unitId, billId, lines, 'skus');
}

/**
 * The bill's lines in their order with the SKU's material, kind, colour, spec and stock unit. `lineColumns`
 * adds columns of the line table, `withSampleMaterial` the SKU's sample flag, after the stock unit (as the
 * contracts list them).
 */
export async function listMaterialLines<
  T extends MaterialLineTableName,
  E extends LineColumn<T> = never,
  S extends boolean = false,
>(
  db: Db,
  t: MaterialLineTable<T>,
  unitId: string,
  billId: string,
  options: { lineColumns?: readonly E[]; withSampleMaterial?: S } = {},
): Promise<(MaterialLineInfo & Pick<Selectable<Database[T]>, E> & (S extends true ? { sampleMaterial: boolean } : unknown))[]> {
  const { table, ref } = db.dynamic;
  const rows = await db
    .selectFrom(table(t.table as MaterialLineTableName).as('l'))
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialsSkuId')
    .select(['l.id', 'l.materialsSkuId', 's.materialId', ...materialSkuNameColumns, 's.stockUnit'])
    .$if(Boolean(options.withSampleMaterial), (q) => q.select('s.sampleMaterial'))
    .select(['l.quantity', 'l.orderNo'])
    .$if(Boolean(options.lineColumns?.length), (q) => q.select((options.lineColumns ?? []).map((c) => sql.ref(`l.${c}`).as(c))))
    .select('l.remark')
    .where('l.unitId', '=', unitId)
    .where(ref(`l.${t.billColumn}`), '=', billId)
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
  // The dynamic columns (lineColumns, sampleMaterial) are typed by the signature, which the query cannot check.
  return rows.map(withSpecNoName) as unknown as (MaterialLineInfo &
    Pick<Selectable<Database[T]>, E> &
    (S extends true ? { sampleMaterial: boolean } : unknown))[];
}

/**
 * The list columns of a bill's lines, for the head `billRef` (e.g. 'd.id'): how many there are, `unitTotals` — their
 * quantities added per stock unit only (one entry per unit in first-line order; raw json, read it with
 * `readUnitTotals`) — and `totalQuantity`, the plain sum, meaningful only when every line has one unit.
 */
export function materialLineTotals<T extends MaterialLineTableName>(t: MaterialLineTable<T>, billRef: string) {
  const lines = sql`${sql.table(t.table)} l where l.${sql.ref(t.billColumn)} = ${sql.ref(billRef)}`;
  return [
    sql<string>`(select coalesce(sum(l.quantity), 0) from ${lines})`.as('totalQuantity'),
    sql<string>`(select count(*) from ${lines})`.as('skuCount'),
    sql<unknown>`(select coalesce(json_agg(json_build_object('unit', u.unit, 'quantity', u.quantity::text, 'lines', u.lines)
        order by u.first_sort, u.first_id), '[]'::json)
      from (select coalesce(s.stock_unit, '') as unit, sum(l.quantity) as quantity, count(*)::int as lines,
                   min(l.sort) as first_sort, min(l.id) as first_id
            from ${sql.table(t.table)} l join material_sku_descriptor s on s.id = l.materials_sku_id
            where l.${sql.ref(t.billColumn)} = ${sql.ref(billRef)}
            group by coalesce(s.stock_unit, '')) u)`.as('unitTotals'),
  ] as const;
}

/** The `unitTotals` column as contracts' UnitTotal[] (quantities without trailing zeros). */
export function readUnitTotals(raw: unknown): UnitTotal[] {
  const list = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { unit: string; quantity: string; lines: number }[] | null;
  return (list ?? []).map((u) => ({ unit: u.unit, quantity: Dec.of(u.quantity).toString(), lines: Number(u.lines) }));
}

/** A list's keyword search on lines: the bill `billRef` has a line whose material number or name, or order number, is like `like`. */
export function hasMaterialLineLike<DB, TB extends keyof DB, T extends MaterialLineTableName>(
  eb: ExpressionBuilder<DB, TB>,
  t: MaterialLineTable<T>,
  billRef: string,
  like: string,
) {
  return eb.exists(
    sql`(select 1 from ${sql.table(t.table)} l
      join material_sku_descriptor s on s.id = l.materials_sku_id
      where l.${sql.ref(t.billColumn)} = ${sql.ref(billRef)}
        and (s.material_no ilike ${like} or s.material_name ilike ${like} or l.order_no ilike ${like}))`,
  );
}

/**
 * Per SKU, the sum of the lines of a unit's bills in `statuses` whose head names processing factory `factoryId`
 * (what deliveries sent there, what remnant bills took back); `excludeBelongModule` leaves out a flavour that moves
 * nothing (delivery notices). SKUs without such lines are absent.
 */
export async function sumLinesForFactory<T extends MaterialLineTableName>(
  db: Db,
  t: MaterialLineTable<T> & { head: 'materialDelivery' | 'materialRemnant'; excludeBelongModule?: number },
  unitId: string,
  factoryId: string,
  skuIds: readonly string[],
  statuses: readonly number[],
): Promise<{ materialsSkuId: string; quantity: string }[]> {
  if (skuIds.length === 0 || statuses.length === 0) return [];
  const flavour = t.excludeBelongModule === undefined ? sql`` : sql`and h.belong_module <> ${t.excludeBelongModule}`;
  const { rows } = await sql<{ materialsSkuId: string; quantity: string }>`
    select l.materials_sku_id, sum(l.quantity) as quantity
    from ${sql.table(t.table)} l join ${sql.table(t.head)} h on h.id = l.${sql.ref(t.billColumn)}
    where h.unit_id = ${unitId} and l.unit_id = ${unitId} and h.outside_factory_id = ${factoryId}
      and h.status in (${sql.join([...statuses])}) and h.is_deleted = false
      and l.materials_sku_id in (${sql.join([...skuIds])}) ${flavour}
    group by l.materials_sku_id`.execute(db);
  return rows;
}
