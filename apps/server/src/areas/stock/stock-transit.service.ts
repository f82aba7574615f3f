import { Code, Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { SkuKind } from '../../schema/stock.js';
import { postStockMovements, reverseStockMovements, type PostingContext } from './stock-posting.service.js';
import * as transit from './stock-transit.repository.js';
import { VALUE_SCALE } from './stock-valuation.js';

/*
 * Goods in transit (issue 13 part 3). A transfer-out moves stock out of its storehouse at the moving-average cost into
 * transit; a transfer-in takes it, in one go or in parts, into the receiving storehouse at the same cost (any
 * storehouse of the company: ADR 0011). In transit = out − in per out-line, never negative: a receipt locks its
 * transit rows (id order) and is refused beyond what is left. Every change is also a row of the transit's own ledger
 * (stock_transit_move), so un-reviews compensate exactly what a bill moved.
 */

export interface TransitSource {
  type: string;
  id: string;
  no?: string | null;
}

export interface TransitOutLine {
  /** The out-line: the transit row's key. */
  sourceLineId: string;
  fromStorehouseId: string;
  toStorehouseId: string;
  skuKind: SkuKind;
  skuId: string;
  /** Positive, in the stock unit. */
  quantity: string;
}

export interface TransitInLine {
  /** The out-line received. */
  outLineId: string;
  /** The in-line receiving it. */
  sourceLineId: string;
  /** Positive. */
  quantity: string;
}

interface Dated {
  opDate?: string | null;
  remark?: string | null;
}

/** Posts a transfer-out: stock leaves its storehouses at cost and is in transit toward the receiving storehouse. */
export async function sendToTransit(
  trx: Db,
  ctx: PostingContext,
  input: Dated & { source: TransitSource; lines: TransitOutLine[] },
): Promise<void> {
  const posted = await postStockMovements(trx, ctx, {
    source: input.source,
    changeType: 'TRANSFER_OUT',
    opDate: input.opDate ?? null,
    remark: input.remark ?? null,
    lines: input.lines.map((l) => ({
      storehouseId: l.fromStorehouseId,
      skuKind: l.skuKind,
      skuId: l.skuId,
      quantity: Dec.of(l.quantity).neg().toFixed(),
      sourceLineId: l.sourceLineId,
    })),
  });
  // A line drawn over several lots is several movement rows: its value in transit is their sum.
  const valueOf = (lineId: string) =>
    posted.filter((p) => p.sourceLineId === lineId).reduce((sum, p) => sum.minus(p.value), Dec.of(0));
  const lines = input.lines.map((l) => ({ ...l, value: valueOf(l.sourceLineId).toFixed(VALUE_SCALE) }));
  const source = { type: input.source.type, id: input.source.id, no: input.source.no ?? null };
  const rows = await transit.addOut(trx, ctx, source, lines);
  await transit.insertMoves(
    trx,
    ctx,
    source,
    lines.map((l) => ({
      stockTransitId: rows.get(l.sourceLineId)!,
      direction: 'OUT' as const,
      sourceLineId: l.sourceLineId,
      quantity: l.quantity,
      value: l.value,
      reversesId: null,
    })),
  );
}

const overTransit = (index: number, left: string, asked: string) =>
  new AppError(
    Code.insufficientStock,
    {
      zh: `第${index + 1}行 调入数量 ${asked} 超过在途数量 ${Dec.of(left).toString()}`,
      en: `Row ${index + 1}: the quantity received, ${asked}, is more than the ${Dec.of(left).toString()} still in transit`,
    },
    { field: `lines.${index}.quantity`, inTransit: Dec.of(left).toString(), requested: asked },
  );

/**
 * Posts a transfer-in of an out: on the locked transit rows, each line at most what is still in transit (refused
 * otherwise, 40904 naming the line, nothing written); the value comes along at the out's cost (the last part takes
 * exactly what is left, so nothing stays behind by rounding).
 */
export async function receiveFromTransit(
  trx: Db,
  ctx: PostingContext,
  input: Dated & { source: TransitSource; out: { type: string; id: string }; lines: TransitInLine[] },
): Promise<void> {
  const rows = await transit.lockTransits(trx, ctx, input.out, [...new Set(input.lines.map((l) => l.outLineId))]);
  const byLine = new Map(rows.map((r) => [r.sourceLineId, { row: r, q: Dec.of(r.quantityIn), v: Dec.of(r.valueIn) }]));
  const received = input.lines.map((l, index) => {
    const t = byLine.get(l.outLineId);
    if (!t) throw overTransit(index, '0', l.quantity);
    const leftQ = Dec.of(t.row.quantityOut).minus(t.q);
    const leftV = Dec.of(t.row.valueOut).minus(t.v);
    const q = Dec.of(l.quantity);
    if (q.gt(leftQ)) throw overTransit(index, leftQ.toFixed(), q.toString());
    const value = q.eq(leftQ) ? leftV : leftV.times(q).div(leftQ, VALUE_SCALE);
    t.q = t.q.plus(q);
    t.v = t.v.plus(value);
    return { line: l, row: t.row, value: value.toFixed(VALUE_SCALE) };
  });
  await postStockMovements(trx, ctx, {
    source: input.source,
    changeType: 'TRANSFER_IN',
    opDate: input.opDate ?? null,
    remark: input.remark ?? null,
    companyStorehouseIds: [...new Set(received.map((r) => r.row.toStorehouseId))],
    lines: received.map((r) => ({
      storehouseId: r.row.toStorehouseId,
      skuKind: r.row.skuKind,
      skuId: r.row.skuId,
      quantity: r.line.quantity,
      value: r.value,
      sourceLineId: r.line.sourceLineId,
    })),
  });
  await transit.addIn(
    trx,
    received.map((r) => ({ id: r.row.id, quantity: r.line.quantity, value: r.value })),
  );
  await transit.insertMoves(
    trx,
    ctx,
    input.source,
    received.map((r) => ({
      stockTransitId: r.row.id,
      direction: 'IN' as const,
      sourceLineId: r.line.sourceLineId,
      quantity: Dec.of(r.line.quantity).neg().toFixed(),
      value: Dec.of(r.value).neg().toFixed(VALUE_SCALE),
      reversesId: null,
    })),
  );
}

/**
 * Un-review of a transfer-out or -in: the stock movements are compensated (reverseStockMovements) and so is every
 * transit move the bill made; an in's quantity is in transit again, an out's is back in its storehouse. Taking back
 * an out that something already received is refused by the table's check (the engine's lineage refuses it first).
 */
export async function reverseTransit(trx: Db, ctx: PostingContext, source: { type: string; id: string }): Promise<void> {
  const moves = await transit.openMovesOfSource(trx, ctx, source);
  await transit.lockTransitIds(trx, ctx, [...new Set(moves.map((m) => m.stockTransitId))]);
  await reverseStockMovements(trx, ctx, source);
  const back = (direction: 'OUT' | 'IN') =>
    moves
      .filter((m) => m.direction === direction)
      .map((m) => ({
        id: m.stockTransitId,
        // OUT moves are +: take them back from quantity_out; IN moves are −: quantity_in falls by as much.
        quantity: direction === 'OUT' ? Dec.of(m.quantity).neg().toFixed() : m.quantity,
        value: direction === 'OUT' ? Dec.of(m.value).neg().toFixed(VALUE_SCALE) : m.value,
      }));
  await transit.addIn(trx, back('IN'));
  await transit.addBackOut(trx, back('OUT'));
  await transit.insertMoves(
    trx,
    ctx,
    source,
    moves.map((m) => ({
      stockTransitId: m.stockTransitId,
      direction: m.direction,
      sourceLineId: m.sourceLineId,
      quantity: Dec.of(m.quantity).neg().toFixed(),
      value: Dec.of(m.value).neg().toFixed(VALUE_SCALE),
      reversesId: m.id,
    })),
  );
}

/** An out's lines with what was sent, received and is still in transit (quantity and value). */
export async function transitOf(db: Db, ctx: PostingContext, source: { type: string; id: string }) {
  const rows = await transit.transitsOfSources(db, ctx, source.type, [source.id]);
  return rows.map((r) => ({
    outLineId: r.sourceLineId,
    skuId: r.skuId,
    quantityOut: r.quantityOut,
    quantityIn: r.quantityIn,
    inTransit: Dec.of(r.quantityOut).minus(r.quantityIn).toFixed(),
    valueOut: r.valueOut,
    valueInTransit: Dec.of(r.valueOut).minus(r.valueIn).toFixed(VALUE_SCALE),
  }));
}

export { inTransitByStorehouse } from './stock-transit.repository.js';
