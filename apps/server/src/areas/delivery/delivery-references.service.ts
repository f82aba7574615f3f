import { BillStatus } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import * as repo from './delivery.repository.js';

/**
 * What a material issue or put-away bill names must be the unit's own (storehouse, the user acting as deliverer
 * or 业务员, the processing factory, the SKUs): another factory's id answers 40402 and nothing is written.
 * Shared with the remnant area through index.ts.
 */
export async function assertMaterialBillReferences(
  db: Db,
  ctx: RequestContext,
  refs: {
    storehouseId: string;
    userId: string;
    userLabel: { zh: string; en: string };
    outsideFactoryId: string | null;
    skuIds: string[];
  },
): Promise<void> {
  if (!(await findStorehouse(db, ctx.unitId, refs.storehouseId))) throw notFound({ zh: '仓库', en: 'Storehouse' });
  if (!(await repo.isUserOfUnit(db, ctx.unitId, refs.userId))) throw notFound(refs.userLabel);
  if (refs.outsideFactoryId && !(await repo.existing(db, ctx.unitId, 'outsideFactory', [refs.outsideFactoryId])).size)
    throw notFound({ zh: '加工厂', en: 'Processing factory' });
  const skuIds = [...new Set(refs.skuIds)];
  if ((await repo.existing(db, ctx.unitId, 'materialSku', skuIds)).size !== skuIds.length)
    throw notFound({ zh: '物料SKU', en: 'Material SKU' });
}

/** A bill whose stock movements stand: reviewed, anti-review pending, cannot be un-reviewed. */
export const POSTED_BILL_STATUSES: number[] = [BillStatus.reviewed, BillStatus.antiReviewPending, BillStatus.cannotUnreview];

/**
 * 已送料: per SKU, what the unit's posted deliveries sent to a processing factory (an un-reviewed delivery no longer
 * counts), 4 decimals, '0.0000' for none. The factory and the SKUs must be the unit's (else 40402). Shared with the
 * remnant area through index.ts.
 */
export async function deliveredToFactory(
  db: Db,
  ctx: RequestContext,
  factoryId: string,
  skuIds: string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(skuIds)];
  if (!(await repo.existing(db, ctx.unitId, 'outsideFactory', [factoryId])).size)
    throw notFound({ zh: '加工厂', en: 'Processing factory' });
  if ((await repo.existing(db, ctx.unitId, 'materialSku', ids)).size !== ids.length)
    throw notFound({ zh: '物料SKU', en: 'Material SKU' });
  const rows = await repo.deliveredToFactory(db, ctx.unitId, factoryId, ids, POSTED_BILL_STATUSES);
  const sent = new Map(rows.map((r) => [r.materialsSkuId, Dec.of(r.quantity).toFixed(4)]));
  return new Map(ids.map((id) => [id, sent.get(id) ?? '0.0000']));
}
