import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SkuKind } from '../../schema/stock.js';
import { linkedStorehouses, type StockScope } from './stock-scope.repository.js';

/*
 * Goods in transit (stock_transit, stock_transit_move): the company's rows (unit_id = BOSS unit), each naming the
 * factory that sent them (fac_unit_id). Only stock-transit.service.ts writes them, inside the posting transaction.
 */

export interface TransitRow {
  id: string;
  sourceType: string;
  sourceId: string;
  sourceLineId: string;
  skuKind: SkuKind;
  skuId: string;
  fromStorehouseId: string;
  toStorehouseId: string;
  quantityOut: string;
  valueOut: string;
  quantityIn: string;
  valueIn: string;
}

const columns = [
  'id',
  'sourceType',
  'sourceId',
  'sourceLineId',
  'skuKind',
  'skuId',
  'fromStorehouseId',
  'toStorehouseId',
  'quantityOut',
  'valueOut',
  'quantityIn',
  'valueIn',
] as const;

/** Adds what an out sent to its lines' transit rows (created on first send), answering each line's row. */
export async function addOut(
  trx: Db,
  scope: StockScope,
  source: { type: string; id: string; no: string | null },
  lines: {
    sourceLineId: string;
    skuKind: SkuKind;
    skuId: string;
    fromStorehouseId: string;
    toStorehouseId: string;
    quantity: string;
    value: string;
  }[],
): Promise<Map<string, string>> {
  const sorted = [...lines].sort((a, b) => Number(a.sourceLineId) - Number(b.sourceLineId));
  const col = <K extends keyof (typeof lines)[number]>(k: K) => sorted.map((l) => l[k]);
  const { rows } = await sql<{ id: string; sourceLineId: string }>`
    insert into stock_transit as t (unit_id, fac_unit_id, source_type, source_id, source_no, source_line_id, sku_kind, sku_id,
                                    from_storehouse_id, to_storehouse_id, quantity_out, value_out)
    select ${scope.bossUnitId}::bigint, ${scope.unitId}::bigint, ${source.type}::text, ${source.id}::bigint, ${source.no}::text,
           v.line_id, v.sku_kind, v.sku_id, v.from_id, v.to_id, v.q, v.val
    from unnest(${col('sourceLineId')}::bigint[], ${col('skuKind')}::text[], ${col('skuId')}::bigint[], ${col('fromStorehouseId')}::bigint[],
                ${col('toStorehouseId')}::bigint[], ${col('quantity')}::numeric[], ${col('value')}::numeric[])
      as v(line_id, sku_kind, sku_id, from_id, to_id, q, val)
    order by v.line_id
    on conflict (unit_id, source_type, source_id, source_line_id) do update
      set quantity_out = t.quantity_out + excluded.quantity_out, value_out = t.value_out + excluded.value_out,
          from_storehouse_id = excluded.from_storehouse_id, to_storehouse_id = excluded.to_storehouse_id, updated_at = now()
    returning id, source_line_id`.execute(trx);
  return new Map(rows.map((r) => [r.sourceLineId, r.id]));
}

/** The transit rows of these out-lines the factory sent, locked in id order (receipts of one out queue here). */
export async function lockTransits(
  trx: Db,
  scope: StockScope,
  source: { type: string; id: string },
  lineIds: string[],
): Promise<TransitRow[]> {
  if (!lineIds.length) return [];
  return trx
    .selectFrom('stockTransit')
    .select(columns)
    .where('unitId', '=', scope.bossUnitId)
    .where('facUnitId', '=', scope.unitId)
    .where('sourceType', '=', source.type)
    .where('sourceId', '=', source.id)
    .where('sourceLineId', 'in', lineIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Moves the received (or un-received) quantities of transit rows: quantity_in and value_in by the signed deltas. */
export async function addIn(trx: Db, changes: { id: string; quantity: string; value: string }[]): Promise<void> {
  if (!changes.length) return;
  await sql`
    update stock_transit t set quantity_in = t.quantity_in + v.q, value_in = t.value_in + v.val, updated_at = now()
    from unnest(${changes.map((c) => c.id)}::bigint[], ${changes.map((c) => c.quantity)}::numeric[], ${changes.map((c) => c.value)}::numeric[])
      as v(id, q, val)
    where t.id = v.id`.execute(trx);
}

/** Takes back what an un-reviewed out sent (quantity_out, value_out by the signed deltas). */
export async function addBackOut(trx: Db, changes: { id: string; quantity: string; value: string }[]): Promise<void> {
  if (!changes.length) return;
  await sql`
    update stock_transit t set quantity_out = t.quantity_out + v.q, value_out = t.value_out + v.val, updated_at = now()
    from unnest(${changes.map((c) => c.id)}::bigint[], ${changes.map((c) => c.quantity)}::numeric[], ${changes.map((c) => c.value)}::numeric[])
      as v(id, q, val)
    where t.id = v.id`.execute(trx);
}

export interface TransitMove {
  stockTransitId: string;
  direction: 'OUT' | 'IN';
  sourceLineId: string | null;
  quantity: string;
  value: string;
  reversesId: string | null;
}

export async function insertMoves(
  trx: Db,
  scope: StockScope,
  source: { type: string; id: string },
  moves: TransitMove[],
): Promise<void> {
  if (!moves.length) return;
  await trx
    .insertInto('stockTransitMove')
    .values(
      moves.map((m) => ({
        unitId: scope.bossUnitId,
        facUnitId: scope.unitId,
        sourceType: source.type,
        sourceId: source.id,
        ...m,
      })),
    )
    .execute();
}

/** The moves a source made that no later row compensates, oldest first. */
export async function openMovesOfSource(trx: Db, scope: StockScope, source: { type: string; id: string }) {
  return trx
    .selectFrom('stockTransitMove as m')
    .select(['m.id', 'm.stockTransitId', 'm.direction', 'm.sourceLineId', 'm.quantity', 'm.value'])
    .where('m.unitId', '=', scope.bossUnitId)
    .where('m.facUnitId', '=', scope.unitId)
    .where('m.sourceType', '=', source.type)
    .where('m.sourceId', '=', source.id)
    .where('m.reversesId', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('stockTransitMove as r').select('r.id').whereRef('r.reversesId', '=', 'm.id'))))
    .orderBy('m.id')
    .execute();
}

/** Locks transit rows by id, in id order. */
export async function lockTransitIds(trx: Db, scope: StockScope, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await trx
    .selectFrom('stockTransit')
    .select('id')
    .where('unitId', '=', scope.bossUnitId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The transit rows of sources (an out's lines with what is still on the way). */
export async function transitsOfSources(
  db: Db,
  scope: StockScope,
  sourceType: string,
  sourceIds: string[],
): Promise<TransitRow[]> {
  if (!sourceIds.length) return [];
  return db
    .selectFrom('stockTransit')
    .select(columns)
    .where('unitId', '=', scope.bossUnitId)
    .where('facUnitId', '=', scope.unitId)
    .where('sourceType', '=', sourceType)
    .where('sourceId', 'in', sourceIds)
    .orderBy('id')
    .execute();
}

/**
 * What is on the way into or out of the factory's linked storehouses, per receiving storehouse × SKU (the stock
 * pages' 在途): quantity and value still in transit, only rows with something left.
 */
export async function inTransitByStorehouse(
  db: Db,
  scope: StockScope,
  filter: { storehouseId?: string | undefined; skuKind?: SkuKind | undefined },
) {
  let q = db
    .selectFrom('stockTransit as t')
    .innerJoin('storehouse as s', 's.id', 't.toStorehouseId')
    .innerJoin('storehouse as f', 'f.id', 't.fromStorehouseId')
    .leftJoin('materialSkuDescriptor as md', (j) => j.onRef('md.id', '=', 't.skuId').on('t.skuKind', '=', 'MATERIAL'))
    .leftJoin('goodsSku as gk', (j) => j.onRef('gk.id', '=', 't.skuId').on('t.skuKind', '=', 'GOODS'))
    .leftJoin('goodsStyle as gs', 'gs.id', 'gk.goodsStyleId')
    .leftJoin('skuAttr as gc', 'gc.id', 'gk.colorId')
    .leftJoin('skuAttr as gz', 'gz.id', 'gk.sizeId')
    .select([
      // concat_ws never answers null, so the kind decides: a goods line is its style no. and colour/size (as
      // the transfer's lines name it).
      sql<string>`case when t.sku_kind = 'GOODS' then concat_ws(' ', gs.style_no, concat_ws('/', gc.name, gz.name))
        else concat_ws(' ', md.material_no, md.material_name, md.color_name) end`.as('skuName'),
      'md.stockUnit',
      't.toStorehouseId as storehouseId',
      's.name as storehouseName',
      't.fromStorehouseId',
      'f.name as fromStorehouseName',
      't.skuKind',
      't.skuId',
      sql<string>`sum(t.quantity_out - t.quantity_in)`.as('quantity'),
      sql<string>`sum(t.value_out - t.value_in)`.as('value'),
    ])
    .where('t.unitId', '=', scope.bossUnitId)
    .where(sql<boolean>`t.quantity_in < t.quantity_out`)
    .where((eb) =>
      eb.or([
        eb('t.toStorehouseId', 'in', linkedStorehouses(db, scope.unitId)),
        eb('t.fromStorehouseId', 'in', linkedStorehouses(db, scope.unitId)),
      ]),
    );
  if (filter.storehouseId) q = q.where('t.toStorehouseId', '=', filter.storehouseId);
  if (filter.skuKind) q = q.where('t.skuKind', '=', filter.skuKind);
  return q
    .groupBy([
      't.toStorehouseId',
      's.name',
      't.fromStorehouseId',
      'f.name',
      't.skuKind',
      't.skuId',
      'md.materialNo',
      'md.materialName',
      'md.colorName',
      'md.stockUnit',
      'gs.styleNo',
      'gc.name',
      'gz.name',
    ])
    .orderBy('t.toStorehouseId')
    .orderBy('t.skuId')
    .execute();
}
