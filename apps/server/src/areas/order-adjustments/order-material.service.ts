import { dec, type AdjustMaterialRow, type BomExplodedMaterial, type BomExplodeLine } from '@gf/contracts';
import { explodeBom, findDefaultBomId } from '../bom/index.js';
import { getOrderDemand } from '../order-demand/index.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { bomRowFigures, materialDescriptors } from './order-material.repository.js';

/** A goods block's quantities before and after, per goods SKU (summed over customers). */
export interface BlockQuantities {
  goodsId: string;
  styleId: string;
  bomId: string | null;
  before: ReadonlyMap<string, string>;
  after: ReadonlyMap<string, string>;
}

const linesOf = (m: ReadonlyMap<string, string>): BomExplodeLine[] =>
  [...m].filter(([, q]) => dec.isPositive(q)).map(([goodsSkuId, quantity]) => ({ goodsSkuId, quantity }));

/** The block's BOM (or the style's default, as the demand reads it) exploded; a BOM gone since gives nothing. */
async function explode(db: Db, ctx: RequestContext, b: BlockQuantities, q: ReadonlyMap<string, string>) {
  const bomId = b.bomId ?? (await findDefaultBomId(db, ctx, b.styleId));
  const lines = linesOf(q);
  if (!bomId || lines.length === 0) return [];
  try {
    return await explodeBom(db, ctx, { bomId, lines });
  } catch (error) {
    if (error instanceof AppError) return [];
    throw error;
  }
}

interface Exploded {
  goodsId: string;
  before: BomExplodedMaterial[];
  after: BomExplodedMaterial[];
}

async function explodeAll(db: Db, ctx: RequestContext, blocks: readonly BlockQuantities[]): Promise<Exploded[]> {
  const out: Exploded[] = [];
  for (const b of blocks)
    out.push({ goodsId: b.goodsId, before: await explode(db, ctx, b, b.before), after: await explode(db, ctx, b, b.after) });
  return out;
}

/** 已采购 and 已到料 per goods block and material SKU, as the order's 物料需求 counts them (the order-demand area). */
async function boughtOf(db: Db, ctx: RequestContext, orderId: string) {
  const view = await getOrderDemand(db, ctx, { facPrdOrderId: orderId });
  const out = new Map<string, { purchased: string; arrived: string }>();
  for (const g of view.goods)
    for (const r of g.rows)
      out.set(`${g.facPrdOrderGoodsId}:${r.materialSkuId}`, { purchased: r.purchasedQuantity, arrived: r.arrivedQuantity });
  return out;
}

/**
 * The main-material table (主料表) of each goods block: 订货数 (the demand of the present quantities), 预估实裁数 (the
 * demand of the estimated actual cut: the present quantities until cutting exists), 差值, the demand after the
 * adjustment and 调后差值, with the block's 已采购 and 已到料 of the material SKU.
 */
export async function materialTables(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  blocks: readonly BlockQuantities[],
): Promise<Map<string, AdjustMaterialRow[]>> {
  const exploded = await explodeAll(db, ctx, blocks);
  const skuIds = new Set<string>();
  const rowIds = new Set<string>();
  for (const e of exploded)
    for (const m of [...e.before, ...e.after]) {
      skuIds.add(m.materialSkuId);
      m.bomRowIds.forEach((id) => rowIds.add(id));
    }
  const [names, rows, bought] = await Promise.all([
    materialDescriptors(db, ctx, [...skuIds]),
    bomRowFigures(db, ctx, [...rowIds]),
    boughtOf(db, ctx, orderId),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n]));
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<string, AdjustMaterialRow[]>();
  for (const e of exploded) {
    const ids = [...new Set([...e.before, ...e.after].map((m) => m.materialSkuId))];
    out.set(
      e.goodsId,
      ids.map((materialSkuId) => {
        const was = e.before.find((m) => m.materialSkuId === materialSkuId);
        const now = e.after.find((m) => m.materialSkuId === materialSkuId);
        const ordered = was?.quantity ?? '0';
        const estimated = ordered;
        const newDemand = now?.quantity ?? '0';
        const name = nameOf.get(materialSkuId);
        const row = rowOf.get((was ?? now)!.bomRowIds[0] ?? '');
        const b = bought.get(`${e.goodsId}:${materialSkuId}`);
        return {
          materialSkuId,
          materialNo: name?.materialNo ?? '',
          materialName: name?.materialName ?? '',
          colorName: name?.colorName ?? null,
          specNo: name?.specNo ?? null,
          stockUnit: name?.stockUnit ?? '',
          singleDosage: row ? dec.norm(row.singleDosage) : null,
          lossRate: row ? dec.norm(row.lossRate) : null,
          orderedDemand: dec.norm(ordered),
          estimatedCutDemand: dec.norm(estimated),
          difference: dec.norm(dec.sub(estimated, ordered)),
          newDemand: dec.norm(newDemand),
          differenceAfter: dec.norm(dec.sub(newDemand, ordered)),
          purchased: dec.norm(b?.purchased ?? '0'),
          arrived: dec.norm(b?.arrived ?? '0'),
        };
      }),
    );
  }
  return out;
}

export interface DemandShortfall {
  goodsId: string;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  newDemand: string;
  purchased: string;
}

/**
 * The (goods block, material SKU) pairs whose demand the change takes below what is already purchased for them:
 * a reduction that would leave purchased material without its garments. Only demand that goes down counts (a
 * surplus the board already carried stays allowed).
 */
export async function demandShortfalls(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  blocks: readonly BlockQuantities[],
): Promise<DemandShortfall[]> {
  const bought = await boughtOf(db, ctx, orderId);
  if (![...bought.values()].some((b) => dec.isPositive(b.purchased))) return [];
  const short: Omit<DemandShortfall, 'materialNo' | 'materialName'>[] = [];
  for (const e of await explodeAll(db, ctx, blocks)) {
    for (const id of new Set([...e.before, ...e.after].map((m) => m.materialSkuId))) {
      const was = e.before.find((m) => m.materialSkuId === id)?.quantity ?? '0';
      const now = e.after.find((m) => m.materialSkuId === id)?.quantity ?? '0';
      const purchased = bought.get(`${e.goodsId}:${id}`)?.purchased ?? '0';
      if (dec.cmp(now, was) < 0 && dec.cmp(now, purchased) < 0)
        short.push({ goodsId: e.goodsId, materialSkuId: id, newDemand: dec.norm(now), purchased: dec.norm(purchased) });
    }
  }
  if (short.length === 0) return [];
  const names = new Map(
    (
      await materialDescriptors(
        db,
        ctx,
        short.map((s) => s.materialSkuId),
      )
    ).map((n) => [n.id, n]),
  );
  return short.map((s) => ({
    ...s,
    materialNo: names.get(s.materialSkuId)?.materialNo ?? s.materialSkuId,
    materialName: names.get(s.materialSkuId)?.materialName ?? '',
  }));
}
