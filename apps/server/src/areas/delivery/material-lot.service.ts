import type { MaterialLotQuery, MaterialLotsAnswer } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { queryEnableRollMaterial } from '../rolls/index.js';
import { findStorehouse } from '../factory/index.js';
import * as repo from './delivery.repository.js';
import * as lots from './material-lot.repository.js';

/**
 * Outgoing material lines (送料, 退料) may name the lot they take from: a roll (卷号) or a dye lot (缸号). Shared
 * with the returns area through index.ts. The ledger then takes from exactly that lot (40904 when it holds too little).
 */

export interface LotLineInput {
  materialSkuId: string;
  rollId: string | null;
  vatNo: string | null;
}

export interface ResolvedLot {
  rollId: string | null;
  vatNo: string | null;
}

/** The field path of a line's roll or vat in the caller's input (`skus.0.rollId`, `lines[0].rollId`). */
export type LotFieldPath = (index: number, name: 'rollId' | 'vatNo') => string;

/**
 * Checks each line's lot against the bill's storehouse and answers what to store and post with: a roll must be a
 * live roll of the unit, of the line's SKU, sitting in the storehouse (holding stock there, or recorded there);
 * its vat is the vat of its lot there (a typed vat must be that one). A vat without a roll must be a lot of the
 * SKU in the storehouse. Lines of one SKU may take from different rolls, but one roll at most once per bill (the
 * second line naming it is refused). Otherwise 40001 naming the field; nothing is written.
 */
export async function resolveLineLots(
  db: Db,
  ctx: RequestContext,
  storehouseId: string,
  lines: readonly LotLineInput[],
  field: LotFieldPath,
): Promise<ResolvedLot[]> {
  const named = lines.filter((l) => l.rollId || l.vatNo);
  if (named.length === 0) return lines.map(() => ({ rollId: null, vatNo: null }));
  const rolls = await lots.rollsByIds(
    db,
    ctx.unitId,
    named.flatMap((l) => (l.rollId ? [l.rollId] : [])),
  );
  const balances = await lots.lotBalances(
    db,
    ctx.unitId,
    storehouseId,
    named.map((l) => l.materialSkuId),
  );
  return lines.map((l, i): ResolvedLot => {
    if (!l.rollId && !l.vatNo) return { rollId: null, vatNo: null };
    const at = { zh: `第${i + 1}行`, en: `line ${i + 1}` };
    if (l.rollId) {
      const roll = rolls.get(l.rollId);
      if (!roll) throw invalid(field(i, 'rollId'), { zh: `${at.zh}的卷号不存在`, en: `the roll of ${at.en} does not exist` });
      const first = lines.findIndex((o) => o.rollId === l.rollId);
      if (first < i)
        throw invalid(field(i, 'rollId'), {
          zh: `${at.zh}的卷号 ${roll.rollNo} 与第${first + 1}行重复`,
          en: `roll ${roll.rollNo} of ${at.en} is already on line ${first + 1}`,
        });
      if (roll.materialSkuId !== l.materialSkuId)
        throw invalid(field(i, 'rollId'), {
          zh: `${at.zh}的卷号 ${roll.rollNo} 不是该物料的卷`,
          en: `roll ${roll.rollNo} of ${at.en} is not of this material`,
        });
      const mine = balances.filter((b) => b.skuId === l.materialSkuId && b.rollId === l.rollId);
      const holding = mine.filter((b) => Dec.of(b.quantity).gt(0)).sort((a, b) => Dec.of(b.quantity).cmp(a.quantity));
      if (holding.length === 0 && roll.storehouseId !== storehouseId)
        throw invalid(field(i, 'rollId'), {
          zh: `${at.zh}的卷号 ${roll.rollNo} 不在该仓库`,
          en: `roll ${roll.rollNo} of ${at.en} is not in this storehouse`,
        });
      const vats = mine.length ? mine.map((b) => b.vatNo) : [roll.vatNo ?? ''];
      if (l.vatNo && !vats.includes(l.vatNo))
        throw invalid(field(i, 'vatNo'), {
          zh: `${at.zh}的缸号与卷号 ${roll.rollNo} 不符`,
          en: `the vat no. of ${at.en} does not match roll ${roll.rollNo}`,
        });
      const vatNo = l.vatNo ?? holding[0]?.vatNo ?? roll.vatNo ?? '';
      return { rollId: l.rollId, vatNo: vatNo || null };
    }
    const vatLot = balances.find((b) => b.skuId === l.materialSkuId && b.rollId === '0' && b.vatNo === l.vatNo);
    if (!vatLot)
      throw invalid(field(i, 'vatNo'), {
        zh: `${at.zh}的缸号 ${l.vatNo} 在该仓库没有库存`,
        en: `vat no. ${l.vatNo} of ${at.en} has no lot in this storehouse`,
      });
    return { rollId: null, vatNo: l.vatNo };
  });
}

/**
 * The picker (卷号 select): whether the SKU is tracked by roll, and its rolls and dye lots holding stock in the
 * storehouse with their on-hand.
 */
export async function listMaterialLots(db: Db, ctx: RequestContext, q: MaterialLotQuery): Promise<MaterialLotsAnswer> {
  if (!(await findStorehouse(db, ctx.unitId, q.storehouseId))) throw notFound({ zh: '仓库', en: 'Storehouse' });
  if (!(await repo.existing(db, ctx.unitId, 'materialSku', [q.materialSkuId])).size)
    throw notFound({ zh: '物料SKU', en: 'Material SKU' });
  const [tracked, list] = await Promise.all([
    queryEnableRollMaterial(db, ctx, { materialSkuIds: [q.materialSkuId] }),
    lots.lotsInStorehouse(db, ctx.unitId, q.storehouseId, q.materialSkuId),
  ]);
  return { enableRoll: tracked.some((t) => t.enableRoll), list };
}

/** Adds 卷号 (rollNo) to lines that carry a roll id. */
export async function withRollNumbers<L extends { rollId: string | null; vatNo: string | null }>(
  db: Db,
  ctx: RequestContext,
  lines: readonly L[],
): Promise<(L & { rollNo: string | null })[]> {
  const numbers = await lots.rollNumbers(
    db,
    ctx.unitId,
    lines.flatMap((l) => (l.rollId ? [l.rollId] : [])),
  );
  return lines.map((l) => ({ ...l, rollNo: l.rollId ? (numbers.get(l.rollId) ?? null) : null }));
}
