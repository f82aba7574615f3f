import { Dec, moveDemandLine, type BomExplodeLine } from '@gf/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explodeRows, type ExplosionRow, type ExplosionSku } from '../bom/index.js';
import { keyOf, targetsByDifference, type GoodsMaterial } from './order-demand-explode.js';

// Issue 10 "Must show", through this area's own steps: an order's demand (BOM exploded over its quantities) equals
// Σ quantity × usage × (1 + loss) per material to 4 decimals; an adjustment moved by difference and then its
// anti-review (the same move back) leave every board line exactly as before; a line never drops below what is
// purchased plus reserved. Random styles, BOMs (size overrides, colour mappings, 用于 colours), quantities and holds.

const colours = ['c0', 'c1', 'c2'];
const sizes = ['s0', 's1', 's2', 's3'];
const skus = new Map<string, ExplosionSku>();
for (const colorId of colours)
  for (const sizeId of sizes) skus.set(`${colorId}/${sizeId}`, { colorId, sizeId, standardId: null });
const skuIds = [...skus.keys()];

const decimal = (max: number, scale: number) =>
  fc.integer({ min: 0, max }).map((n) =>
    Dec.of(n)
      .div(10 ** scale, scale)
      .toString(),
  );
const row = (i: number) =>
  fc.record({
    id: fc.constant(`r${i}`),
    materialSkuId: fc.constantFrom('m0', 'm1', 'm2'),
    singleDosage: decimal(99999, 4).filter((d) => Dec.of(d).isPositive()),
    lossRate: decimal(10000, 2),
    colorIds: fc.option(fc.subarray(colours, { minLength: 1 }), { nil: null }),
    sizeIds: fc.constant(null),
    standardIds: fc.constant(null),
    sizeDosages: fc.dictionary(
      fc.constantFrom(...sizes),
      decimal(99999, 4).filter((d) => Dec.of(d).isPositive()),
      { maxKeys: 2 },
    ),
    colorMap: fc.dictionary(fc.constantFrom(...colours), fc.constantFrom('m3', 'm4'), { maxKeys: 2 }),
  }) as fc.Arbitrary<ExplosionRow>;
const bom = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => row(i))));
const quantities = fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: skuIds.length, maxLength: skuIds.length });

const linesOf = (q: number[]): BomExplodeLine[] => skuIds.map((goodsSkuId, i) => ({ goodsSkuId, quantity: String(q[i]) }));
/** The explosion keyed as the order's rows are (one goods block, 'g'). */
function explode(rows: ExplosionRow[], q: number[]): Map<string, GoodsMaterial> {
  return new Map(
    explodeRows(rows, skus, linesOf(q)).map((m) => [
      keyOf('g', m.materialSkuId),
      { goodsId: 'g', styleId: 's', styleNo: 'S', bomId: 'b', deliveryAt: '2026-12-01', ...m, required: m.quantity },
    ]),
  );
}

describe('order demand, property', () => {
  it('equals Σ quantity × usage (size override) × (1 + loss) per material SKU, colour mapping applied', () => {
    fc.assert(
      fc.property(bom, quantities, (rows, q) => {
        const want = new Map<string, Dec>();
        skuIds.forEach((id, i) => {
          const sku = skus.get(id)!;
          for (const r of rows) {
            if (r.colorIds && !r.colorIds.includes(sku.colorId)) continue;
            const material = r.colorMap[sku.colorId] ?? r.materialSkuId;
            const usage = r.sizeDosages[sku.sizeId] ?? r.singleDosage;
            const add = Dec.of(q[i]!)
              .times(usage)
              .times(Dec.of(1).plus(Dec.of(r.lossRate).div(100)));
            want.set(material, (want.get(material) ?? Dec.zero).plus(add));
          }
        });
        const got = explode(rows, q);
        for (const [material, sum] of want) {
          if (sum.isZero()) continue;
          expect(got.get(keyOf('g', material))?.required).toBe(sum.round(4).toString());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an adjustment followed by its anti-review leaves every line exactly as before, never below purchased + reserved', () => {
    fc.assert(
      fc.property(
        bom,
        quantities,
        quantities,
        fc.nat(2000),
        fc.nat(2000),
        decimal(500000, 4),
        (rows, q0, q1, bought, held, extra) => {
          const before = explode(rows, q0);
          const after = explode(rows, q1);
          // the order's plan: each line at what the order asks, 计划采购 raised by hand, part of it bought or held
          const stored = new Map(
            [...before].map(([k, m]) => [k, { requiredQuantity: m.required, goodsQuantity: m.goodsQuantity }]),
          );
          const lines = new Map(
            [...before].map(([k, m]) => {
              const hold = Dec.min(Dec.of(bought).plus(held), m.required);
              const purchased = Dec.min(bought, hold);
              return [
                k,
                {
                  demand: m.required,
                  planned: Dec.of(m.required).plus(extra).toFixed(4),
                  purchased: purchased.toFixed(4),
                  reserved: hold.minus(purchased).toFixed(4),
                },
              ];
            }),
          );
          // the adjustment moves by the difference; its anti-review moves back by the opposite one
          const adjusted = new Map(lines);
          const adjustedStored = new Map(stored);
          for (const t of targetsByDifference(stored, before, after)) {
            const key = keyOf(t.goodsId, t.materialSkuId);
            const line = adjusted.get(key) ?? { demand: '0', planned: '0', purchased: '0', reserved: '0' };
            const next = moveDemandLine(line, t.required);
            expect(Dec.of(next?.demand ?? 0).gte(Dec.of(line.purchased).plus(line.reserved))).toBe(true);
            adjusted.set(key, { ...line, demand: next?.demand ?? '0', planned: next?.planned ?? '0' });
            adjustedStored.set(key, { requiredQuantity: t.required, goodsQuantity: t.goodsQuantity });
          }
          for (const t of targetsByDifference(adjustedStored, after, before)) {
            const key = keyOf(t.goodsId, t.materialSkuId);
            const line = adjusted.get(key)!;
            const next = moveDemandLine(line, t.required);
            adjusted.set(key, { ...line, demand: next?.demand ?? '0', planned: next?.planned ?? '0' });
          }
          for (const [key, line] of lines) {
            expect(Dec.of(adjusted.get(key)!.demand).eq(line.demand)).toBe(true);
            expect(Dec.of(adjusted.get(key)!.planned).eq(line.planned)).toBe(true);
          }
          for (const [key, line] of adjusted) if (!lines.has(key)) expect(Dec.of(line.demand).isZero()).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
