import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explodeRows, type ExplosionRow, type ExplosionSku } from './bom-explosion.service.js';

// Issue 10 "Must show": exploded demand equals the sum over SKUs of quantity × usage × (1 + loss) to the column's
// scale, for random styles, BOMs (用于 filters, size overrides, colour mappings), usages, losses and quantities.
// The expectation is computed here with plain BigInt units, independently of Dec.

const colours = ['c0', 'c1', 'c2'];
const sizes = ['s0', 's1', 's2', 's3'];
const lengths = ['l0', 'l1'];
const materials = ['m0', 'm1', 'm2', 'm3'];

const skus = new Map<string, ExplosionSku>();
for (const colorId of colours)
  for (const sizeId of sizes)
    for (const standardId of [null, ...lengths]) skus.set(`${colorId}/${sizeId}/${standardId}`, { colorId, sizeId, standardId });
const skuIds = [...skus.keys()];

/** A decimal string of `units` 10^-scale (units ≥ 0). */
const text = (units: bigint, scale: number) => {
  const s = units.toString().padStart(scale + 1, '0');
  const int = s.slice(0, s.length - scale);
  const frac = s.slice(s.length - scale).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
};

const subsetOrAll = (of: string[]) => fc.option(fc.subarray(of, { minLength: 1 }), { nil: null });
const usage = fc.integer({ min: 1, max: 99999 }); // 0.0001 .. 9.9999
const row = fc.record({
  material: fc.constantFrom(...materials),
  usage,
  loss: fc.integer({ min: 0, max: 10000 }), // 0.00 .. 100.00 %
  colorIds: subsetOrAll(colours),
  sizeIds: subsetOrAll(sizes),
  standardIds: subsetOrAll(lengths),
  sizeUsages: fc.dictionary(fc.constantFrom(...sizes), usage, { maxKeys: 4 }),
  colorMap: fc.dictionary(fc.constantFrom(...colours), fc.constantFrom(...materials), { maxKeys: 3 }),
});
const line = fc.record({ goodsSkuId: fc.constantFrom(...skuIds), quantity: fc.integer({ min: 0, max: 5000 }) });

type GenRow = typeof row extends fc.Arbitrary<infer R> ? R : never;

const toRow = (r: GenRow, i: number): ExplosionRow => ({
  id: `r${i}`,
  materialSkuId: r.material,
  singleDosage: text(BigInt(r.usage), 4),
  lossRate: text(BigInt(r.loss), 2),
  colorIds: r.colorIds,
  sizeIds: r.sizeIds,
  standardIds: r.standardIds,
  sizeDosages: Object.fromEntries(Object.entries(r.sizeUsages).map(([k, v]) => [k, text(BigInt(v), 4)])),
  colorMap: r.colorMap,
});

/** Σ quantity × usage (10^-4) × (10^4 + loss) (10^-4) per material, in units of 10^-8, then rounded half-up to 10^-4. */
function expected(rows: GenRow[], lines: { goodsSkuId: string; quantity: number }[]): Map<string, string> {
  const sums = new Map<string, bigint>();
  for (const r of rows)
    for (const l of lines) {
      const sku = skus.get(l.goodsSkuId)!;
      if (l.quantity === 0) continue;
      if (r.colorIds && !r.colorIds.includes(sku.colorId)) continue;
      if (r.sizeIds && !r.sizeIds.includes(sku.sizeId)) continue;
      if (r.standardIds && (!sku.standardId || !r.standardIds.includes(sku.standardId))) continue;
      const material = r.colorMap[sku.colorId] ?? r.material;
      const u = BigInt(r.sizeUsages[sku.sizeId] ?? r.usage);
      sums.set(material, (sums.get(material) ?? 0n) + BigInt(l.quantity) * u * (10000n + BigInt(r.loss)));
    }
  return new Map([...sums].map(([m, s]) => [m, text((s + 5000n) / 10000n, 4)]));
}

describe('explodeRows (property)', () => {
  it('equals the per-SKU sum of quantity × usage × (1 + loss), rounded once to 4 decimals', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), fc.array(line, { maxLength: 30 }), (rows, lines) => {
        const out = explodeRows(
          rows.map(toRow),
          skus,
          lines.map((l) => ({ goodsSkuId: l.goodsSkuId, quantity: String(l.quantity) })),
        );
        const want = expected(rows, lines);
        expect(new Map(out.map((m) => [m.materialSkuId, m.quantity]))).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('is the sum of the explosions of its lines, to the scale (exact at 12 decimals, rounded once)', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), fc.array(line, { minLength: 1, maxLength: 20 }), (gen, raw) => {
        const rows = gen.map(toRow);
        const lines = raw.map((l) => ({ goodsSkuId: l.goodsSkuId, quantity: String(l.quantity) }));
        const whole = explodeRows(rows, skus, lines);
        const parts = new Map<string, bigint>();
        for (const l of lines)
          for (const m of explodeRows(rows, skus, [l], () => 12)) {
            const [int, frac = ''] = m.quantity.split('.');
            parts.set(m.materialSkuId, (parts.get(m.materialSkuId) ?? 0n) + BigInt(int! + frac.padEnd(12, '0')));
          }
        const summed = new Map([...parts].map(([k, v]) => [k, text((v + 5n * 10n ** 7n) / 10n ** 8n, 4)]));
        expect(new Map(whole.map((m) => [m.materialSkuId, m.quantity]))).toEqual(summed);
      }),
      { numRuns: 200 },
    );
  });
});
