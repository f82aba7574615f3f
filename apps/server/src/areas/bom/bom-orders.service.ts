import { pageOf, type BomOrderRow, type Page } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listOrdersUsingBom } from '../production-orders/index.js';
import { bomNotFound } from './bom-log.service.js';
import { findBom } from './bom.repository.js';

/**
 * bomOrderList: the production orders whose goods use the BOM — naming it, or, for the style's default BOM, naming
 * none (they explode through the default). Another factory's BOM is not found.
 */
export async function listBomOrders(
  db: Db,
  ctx: RequestContext,
  q: { commonBomId: string; pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
): Promise<Page<BomOrderRow>> {
  const bom = await findBom(db, ctx, q.commonBomId);
  if (!bom) throw bomNotFound();
  const { pageNo, pageSize, offset } = pageOf(q);
  const { list, totalCount } = await listOrdersUsingBom(db, ctx, bom, { offset, pageSize });
  return { list, totalCount, pageNo, pageSize };
}
