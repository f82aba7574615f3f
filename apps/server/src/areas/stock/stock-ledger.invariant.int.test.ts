import { Dec } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import {
  postStockMovements,
  receiveFromTransit,
  releaseReservations,
  reserveStock,
  reverseStockMovements,
  reverseTransit,
  sendToTransit,
} from './index.js';
import { addBalance, cancelBalance } from '../stock-balance/index.js';
import { reverseOneMovement } from './stock-posting.service.js';

/**
 * The ledger's invariants after a long random run of the operations bills perform (arrive, deliver,
 * return, remnant, stock bills of each kind, stocktake gains and losses, with anti-review / undo of whole bills, manual undo of single rows, reservations, transfers
 * out into transit and in from it, in parts, and their un-reviews): every balance equals the sum of its ledger
 * rows, reserved equals the sum of reservations, in transit equals transfers out minus transfers in (quantity and
 * value), and no storehouse that forbids it is below zero. A refused operation (40904) must leave no trace.
 */
let h: Harness;
let ctx: RequestContext;
let strict: string[];
let loose: string;
let skus: string[];

// A small deterministic generator, so a failure can be replayed with the printed seed.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'ledger');
  const boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  strict = [await makeStorehouse(boss, true), await makeStorehouse(boss, true)];
  loose = await makeStorehouse(boss, false);
  skus = (await makeMaterialSkus(boss, ['卡其', '咖啡', '藏青', '米白'])).skuIds;
  ctx = {
    sessionId: 'test',
    userId: factory.boss.userId,
    unitId: factory.unitId,
    bossUnitId: factory.bossUnitId,
    userKind: 'BOSS',
    loginName: factory.boss.loginName,
    userName: 'Boss',
    permissions: new Set(),
    lang: 'zh',
    visitor: { ip: '127.0.0.1', ipArea: null, logSource: null },
  };
}, 60_000);
afterAll(() => h.close());

describe('stock ledger invariants', () => {
  it('hold after 2,000 random postings, reversals, undos and reservations', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 20261122);
    const random = rng(seed);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
    const qty = () =>
      Dec.of(Math.floor(random() * 2000) + 1)
        .div(100)
        .toFixed(2);
    const storehouses = [...strict, loose];
    const kinds = [
      { type: 'MATERIALS_ARRIVE', change: 'ARRIVE', sign: 1 },
      { type: 'BILL_REMAIND', change: 'REMNANT', sign: 1 },
      { type: 'MATERIALS_DELIVERY', change: 'DELIVERY', sign: -1 },
      { type: 'MATERIALS_RETURN', change: 'RETURN', sign: -1 },
      // Stock bills (areas/stock-bills) and stocktake differences (areas/stocktake, handled; an undo is the same
      // whole-bill reversal as an anti-review) post through the same calls with their own change types.
      { type: 'STOCK_IN', change: 'STOCK_BILL_IN', sign: 1 },
      { type: 'STOCK_OUT', change: 'STOCK_BILL_OUT', sign: -1 },
      { type: 'STOCK_DELIVERY', change: 'STOCK_BILL_SHIPMENT', sign: -1 },
      { type: 'STOCK_SALE_RETURN', change: 'STOCK_BILL_RETURN', sign: 1 },
      { type: 'MATERIALS_CHECK', change: 'STOCKTAKE', sign: 1 },
      { type: 'MATERIALS_CHECK', change: 'STOCKTAKE', sign: -1 },
    ] as const;
    const posted: { type: string; id: string }[] = [];
    let refused = 0;
    let billSeq = 0;
    const counts = { post: 0, reverse: 0, undo: 0, reserve: 0, send: 0, receive: 0, unreview: 0 };
    // Transfers: outs with their lines, and the receipts (ins) of each out still standing.
    const outs: { id: string; lineIds: string[]; ins: string[] }[] = [];

    const transferStep = async (trx: typeof h.db) => {
      const t = random();
      const out = outs.length ? pick(outs) : undefined;
      if (t < 0.45 || !out) {
        const id = String(++billSeq);
        const fromId = pick(storehouses);
        const lines = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, i) => ({
          sourceLineId: `${id}0${i}`,
          fromStorehouseId: fromId,
          toStorehouseId: pick(storehouses.filter((s) => s !== fromId)),
          skuKind: 'MATERIAL' as const,
          skuId: skus[i]!,
          quantity: qty(),
        }));
        await sendToTransit(trx, ctx, { source: { type: 'BILL_CALL_OUT', id, no: `DC${id}` }, lines });
        outs.push({ id, lineIds: lines.map((l) => l.sourceLineId), ins: [] });
        counts.send++;
      } else if (t < 0.85) {
        // A part (sometimes more than is left: refused with 40904, nothing written).
        const id = String(++billSeq);
        const lineId = pick(out.lineIds);
        await receiveFromTransit(trx, ctx, {
          source: { type: 'BILL_CALL_IN', id, no: `DR${id}` },
          out: { type: 'BILL_CALL_OUT', id: out.id },
          lines: [{ outLineId: lineId, sourceLineId: `${id}1`, quantity: Dec.of(qty()).div(2, 2).toFixed() }],
        });
        out.ins.push(id);
        counts.receive++;
      } else {
        // Un-review an in, or an out that nothing receives any more (the engine's lineage refuses the rest).
        const inId = out.ins.at(-1);
        if (inId) {
          await reverseTransit(trx, ctx, { type: 'BILL_CALL_IN', id: inId });
          out.ins.pop();
        } else {
          await reverseTransit(trx, ctx, { type: 'BILL_CALL_OUT', id: out.id });
          outs.splice(outs.indexOf(out), 1);
        }
        counts.unreview++;
      }
    };

    for (let op = 0; op < 2000; op++) {
      const r = random();
      try {
        await h.db.transaction().execute(async (trx) => {
          if (r < 0.52) {
            const kind = pick([...kinds]);
            const id = String(++billSeq);
            const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
              storehouseId: pick(storehouses),
              skuId: pick(skus),
              quantity: Dec.of(qty()).times(kind.sign).toFixed(),
              rollId: random() < 0.3 ? String(1 + Math.floor(random() * 3)) : null,
              vatNo: random() < 0.2 ? `V${Math.floor(random() * 2)}` : null,
              // Arrivals come in at their price (stock value); everything else moves at the average cost.
              price:
                kind.change === 'ARRIVE'
                  ? Dec.of(Math.floor(random() * 900) + 100)
                      .div(100)
                      .toFixed(2)
                  : null,
            }));
            await postStockMovements(trx, ctx, { source: { type: kind.type, id, no: `B${id}` }, changeType: kind.change, lines });
            posted.push({ type: kind.type, id });
            counts.post++;
          } else if (r < 0.71 && posted.length) {
            const bill = posted.splice(Math.floor(random() * posted.length), 1)[0]!;
            await reverseStockMovements(trx, ctx, bill);
            counts.reverse++;
          } else if (r < 0.81) {
            const row = await trx
              .selectFrom('stockMovement as m')
              .select('m.id')
              .where('m.unitId', '=', ctx.bossUnitId)
              .where('m.reversesId', 'is', null)
              // Transfers are undone with their transit (reverseTransit), never row by row.
              .where('m.changeType', 'not in', ['TRANSFER_OUT', 'TRANSFER_IN'])
              .where((eb) =>
                eb.not(eb.exists(eb.selectFrom('stockMovement as x').select('x.id').whereRef('x.reversesId', '=', 'm.id'))),
              )
              .orderBy(sql`random()`)
              .limit(1)
              .executeTakeFirst();
            if (row) {
              await reverseOneMovement(trx, ctx, row.id, null);
              counts.undo++;
            }
          } else if (r < 0.88) {
            await transferStep(trx);
          } else {
            const demandId = String(1 + Math.floor(random() * 20));
            if (random() < 0.2) await releaseReservations(trx, ctx, demandId);
            else
              await reserveStock(trx, ctx, {
                demandId,
                storehouseId: pick(storehouses),
                materialsSkuId: pick(skus),
                quantity: random() < 0.2 ? '0' : qty(),
              });
            counts.reserve++;
          }
        });
      } catch (error) {
        // Only the business refusal is expected: not enough stock (or available stock) for the move.
        if (!(error instanceof AppError) || error.code !== 40904) throw error;
        refused++;
      }
    }

    // Every kind of operation happened, and some were refused for lack of stock.
    expect(counts.post).toBeGreaterThan(800);
    expect(counts.reverse).toBeGreaterThan(200);
    expect(counts.undo).toBeGreaterThan(100);
    expect(counts.reserve).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(0);
    expect(counts.send).toBeGreaterThan(30);
    expect(counts.receive).toBeGreaterThan(20);
    expect(counts.unreview).toBeGreaterThan(5);

    const items = await h.db
      .selectFrom('stockItem as i')
      .select(['i.id', 'i.storehouseId', 'i.quantity', 'i.reserved', 'i.value', 'i.unitCost'])
      .select((eb) => [
        eb
          .selectFrom('stockBalance as b')
          .select(sql<string>`coalesce(sum(b.quantity), 0)`.as('s'))
          .whereRef('b.stockItemId', '=', 'i.id')
          .as('balances'),
        eb
          .selectFrom('stockMovement as m')
          .select(sql<string>`coalesce(sum(m.quantity), 0)`.as('s'))
          .whereRef('m.stockItemId', '=', 'i.id')
          .as('movements'),
        eb
          .selectFrom('stockMovement as m')
          .select(sql<string>`coalesce(sum(m.value), 0)`.as('s'))
          .whereRef('m.stockItemId', '=', 'i.id')
          .as('movementValues'),
        eb
          .selectFrom('stockReservation as r')
          .select(sql<string>`coalesce(sum(r.quantity), 0)`.as('s'))
          .whereRef('r.stockItemId', '=', 'i.id')
          .as('reservations'),
      ])
      .where('i.unitId', '=', ctx.bossUnitId)
      .execute();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Dec.of(item.quantity).eq(item.balances ?? 0), `item ${item.id} balances`).toBe(true);
      expect(Dec.of(item.quantity).eq(item.movements ?? 0), `item ${item.id} movements`).toBe(true);
      expect(Dec.of(item.reserved).eq(item.reservations ?? 0), `item ${item.id} reservations`).toBe(true);
      // Stock value: the value on hand is the sum of the movements' values; the average follows it while stock is on hand.
      expect(Dec.of(item.value).eq(item.movementValues ?? 0), `item ${item.id} value`).toBe(true);
      if (Dec.of(item.quantity).isPositive())
        expect(Dec.of(item.unitCost).eq(Dec.of(item.value).div(item.quantity, 6)), `item ${item.id} unit cost`).toBe(true);
      if (strict.includes(item.storehouseId))
        expect(Dec.of(item.quantity).isNegative(), `item ${item.id} below zero`).toBe(false);
    }
    // Lot balances of strict storehouses never go below zero either, and each lot equals its movements.
    const lots = await h.db
      .selectFrom('stockBalance as b')
      .innerJoin('stockItem as i', 'i.id', 'b.stockItemId')
      .select(['b.id', 'b.quantity', 'i.storehouseId'])
      .select((eb) =>
        eb
          .selectFrom('stockMovement as m')
          .select(sql<string>`coalesce(sum(m.quantity), 0)`.as('s'))
          .whereRef('m.stockItemId', '=', 'b.stockItemId')
          .whereRef('m.rollId', '=', 'b.rollId')
          .whereRef('m.vatNo', '=', 'b.vatNo')
          .as('movements'),
      )
      .where('b.unitId', '=', ctx.bossUnitId)
      .execute();
    for (const lot of lots) {
      expect(Dec.of(lot.quantity).eq(lot.movements ?? 0), `lot ${lot.id}`).toBe(true);
      if (strict.includes(lot.storehouseId)) expect(Dec.of(lot.quantity).isNegative()).toBe(false);
    }
    // Each compensated row is compensated exactly once, by a row of the opposite quantity.
    const pairs = await h.db
      .selectFrom('stockMovement as r')
      .innerJoin('stockMovement as o', 'o.id', 'r.reversesId')
      .select(['r.quantity as back', 'o.quantity as forth', 'r.value as valueBack', 'o.value as valueForth'])
      .where('r.unitId', '=', ctx.bossUnitId)
      .execute();
    expect(pairs.length).toBeGreaterThan(100);
    for (const p of pairs) {
      expect(Dec.of(p.back).plus(p.forth).isZero()).toBe(true);
      expect(Dec.of(p.valueBack).plus(p.valueForth).isZero()).toBe(true);
    }
    expect(items.some((i) => Dec.of(i.value).isPositive())).toBe(true);

    // Goods in transit: each row's out − in is the sum of its own moves and never negative; over the company, what
    // is in transit equals what transfer-outs took from stock minus what transfer-ins put back (quantity and value).
    const transits = await h.db
      .selectFrom('stockTransit as t')
      .select(['t.id', 't.quantityOut', 't.quantityIn', 't.valueOut', 't.valueIn'])
      .select((eb) => [
        eb
          .selectFrom('stockTransitMove as m')
          .select(sql<string>`coalesce(sum(m.quantity), 0)`.as('s'))
          .whereRef('m.stockTransitId', '=', 't.id')
          .as('moves'),
        eb
          .selectFrom('stockTransitMove as m')
          .select(sql<string>`coalesce(sum(m.value), 0)`.as('s'))
          .whereRef('m.stockTransitId', '=', 't.id')
          .as('moveValues'),
      ])
      .where('t.unitId', '=', ctx.bossUnitId)
      .execute();
    expect(transits.some((t) => Dec.of(t.quantityIn).isPositive() && Dec.of(t.quantityIn).lt(t.quantityOut))).toBe(true);
    let inTransit = Dec.of(0);
    let valueInTransit = Dec.of(0);
    for (const t of transits) {
      const left = Dec.of(t.quantityOut).minus(t.quantityIn);
      expect(left.isNegative() || Dec.of(t.quantityIn).isNegative(), `transit ${t.id} negative`).toBe(false);
      expect(left.eq(t.moves ?? 0), `transit ${t.id} moves`).toBe(true);
      expect(
        Dec.of(t.valueOut)
          .minus(t.valueIn)
          .eq(t.moveValues ?? 0),
        `transit ${t.id} move values`,
      ).toBe(true);
      inTransit = inTransit.plus(left);
      valueInTransit = valueInTransit.plus(Dec.of(t.valueOut).minus(t.valueIn));
    }
    const moved = await h.db
      .selectFrom('stockMovement')
      .select([sql<string>`coalesce(sum(-quantity), 0)`.as('q'), sql<string>`coalesce(sum(-value), 0)`.as('v')])
      .where('unitId', '=', ctx.bossUnitId)
      .where('changeType', 'in', ['TRANSFER_OUT', 'TRANSFER_IN'])
      .executeTakeFirstOrThrow();
    expect(inTransit.eq(moved.q), 'in transit = Σ transfer-outs − Σ transfer-ins').toBe(true);
    expect(valueInTransit.eq(moved.v), 'value in transit = Σ values out − Σ values in').toBe(true);
  }, 600_000);
});

describe('a period closed after the random run', () => {
  it('balances to the ledger (closing = item quantity and value) and refuses postings dated inside it', async () => {
    const storehouseId = strict[0]!;
    const today = factoryToday();
    const { id } = await addBalance(h.db, ctx, {
      storehouseId,
      periodStart: '2000-01-01',
      periodEnd: today,
      remark: null,
    });
    const lines = await h.db.selectFrom('stockPeriodLine').selectAll().where('stockPeriodId', '=', id).execute();
    const items = await h.db.selectFrom('stockItem').selectAll().where('storehouseId', '=', storehouseId).execute();
    expect(lines.length).toBe(items.length);
    for (const item of items) {
      const line = lines.find((l) => l.skuId === item.skuId)!;
      expect(Dec.of(line.closingQuantity).eq(item.quantity), `sku ${item.skuId} closing quantity`).toBe(true);
      expect(Dec.of(line.closingValue).eq(item.value), `sku ${item.skuId} closing value`).toBe(true);
      expect(Dec.of(line.openingQuantity).plus(line.inQuantity).minus(line.outQuantity).eq(line.closingQuantity)).toBe(true);
    }
    const before = await h.db
      .selectFrom('stockMovement')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      h.db.transaction().execute((trx) =>
        postStockMovements(trx, ctx, {
          source: { type: 'MATERIALS_ARRIVE', id: '990001', no: 'P1' },
          changeType: 'ARRIVE',
          lines: [{ storehouseId, skuId: skus[0]!, quantity: '1' }],
        }),
      ),
    ).rejects.toMatchObject({ code: 40902 });
    const after = await h.db
      .selectFrom('stockMovement')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    await cancelBalance(h.db, ctx, id);
  });
});

describe('out-movements that name no lot', () => {
  it('draw from the rolls holding the stock, oldest first, in a storehouse that forbids negative stock', async () => {
    const [storehouseId] = strict;
    const sku = skus[3]!;
    const move = (quantity: string, lot: { rollId?: string; vatNo?: string } = {}) =>
      h.db.transaction().execute((trx) =>
        postStockMovements(trx, ctx, {
          source: { type: 'MATERIALS_ARRIVE', id: '900001', no: 'R1' },
          changeType: 'ARRIVE',
          lines: [{ storehouseId: storehouseId!, skuId: sku, quantity, ...lot }],
        }),
      );
    const lots = async () =>
      (
        await h.db
          .selectFrom('stockBalance as b')
          .innerJoin('stockItem as i', 'i.id', 'b.stockItemId')
          .select(['b.rollId', 'b.vatNo', 'b.quantity'])
          .where('i.storehouseId', '=', storehouseId!)
          .where('i.skuId', '=', sku)
          .orderBy('b.id')
          .execute()
      ).map((b) => `${b.rollId}/${b.vatNo}=${Number(b.quantity)}`);
    const before = await h.db
      .selectFrom('stockItem')
      .select('quantity')
      .where('storehouseId', '=', storehouseId!)
      .where('skuId', '=', sku)
      .executeTakeFirst();
    const start = Number(before?.quantity ?? 0);
    // Bring the plain lot to zero first (the random run may have left stock there).
    if (start > 0) await move(String(-start));
    await move('40', { rollId: '801', vatNo: 'G1' });
    await move('25', { rollId: '802', vatNo: 'G1' });
    const out = await move('-50');
    expect(out.map((m) => Number(m.quantity))).toEqual([-40, -10]);
    expect((await lots()).filter((l) => l.startsWith('80'))).toEqual(['801/G1=0', '802/G1=15']);
    // More than all lots hold: refused, nothing moves.
    await expect(move('-15.5')).rejects.toMatchObject({ code: 40904 });
    expect((await lots()).filter((l) => l.startsWith('80'))).toEqual(['801/G1=0', '802/G1=15']);
  });
});
