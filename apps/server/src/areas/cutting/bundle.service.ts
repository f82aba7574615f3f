import {
  MAX_PRINT_TICKETS,
  pageOf,
  type BundleListInput,
  type BundleListPage,
  type BundlePrintInput,
  type BundleTicket,
  type PieceGroup,
  type PieceGroupUpdateInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { pageBundles, selectedBundles } from './bundle.repository.js';
import * as groups from './piece-group.repository.js';

/** POST fac-mission-prcd-nodes/ligationList (扎号列表): the page, the count and the pieces of every match. */
export async function listBundles(db: Db, ctx: RequestContext, input: BundleListInput): Promise<BundleListPage> {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await pageBundles(db, ctx, input, offset, pageSize);
  return { ...page, pageNo, pageSize };
}

/**
 * POST fac-mission-prcd-nodes/printLigation (打印扎号): for each chosen bundle (or every bundle of the filter), a ticket
 * per chosen cut-piece group of the bundle's style, each `copies` times, side by side. Groups of another style do
 * not print on a bundle; without groups each bundle prints once per copy.
 */
export async function printTickets(db: Db, ctx: RequestContext, input: BundlePrintInput): Promise<BundleTicket[]> {
  const chosen = await groups.groupsByIds(db, ctx, input.groupIds ?? []);
  if (chosen.length !== new Set(input.groupIds ?? []).size)
    throw invalid('groupIds', { zh: '裁片组不存在', en: 'cut-piece group not found' });
  const bundles = await selectedBundles(db, ctx, input, input.ligationIds, MAX_PRINT_TICKETS + 1);
  const tickets: BundleTicket[] = [];
  for (const b of bundles) {
    const own = chosen.filter((g) => g.goodsStyleId === b.goodsStyleId);
    const names: (string | null)[] = chosen.length ? own.map((g) => g.name) : [null];
    for (const groupName of names) for (let copy = 1; copy <= input.copies; copy++) tickets.push({ ...b, groupName, copy });
    if (tickets.length > MAX_PRINT_TICKETS)
      throw invalid('copies', {
        zh: `一次最多打印 ${MAX_PRINT_TICKETS} 张扎号票，请减少扎号、裁片组或份数`,
        en: `at most ${MAX_PRINT_TICKETS} tickets at a time: choose fewer bundles, groups or copies`,
      });
  }
  return tickets;
}

/** GET fac-mission-prcd-nodes/cbsgc/getList: the style's cut-piece groups in order. */
export async function listPieceGroups(db: Db, ctx: RequestContext, goodsStyleId: string): Promise<PieceGroup[]> {
  if (!(await groups.styleExists(db, ctx, goodsStyleId))) throw notFound({ zh: '款式', en: 'Style' });
  return groups.listGroups(db, ctx, goodsStyleId);
}

/** POST fac-mission-prcd-nodes/cbsgc/update (裁片组配置): the style's groups become the list, in its order. */
export async function updatePieceGroups(db: Db, ctx: RequestContext, input: PieceGroupUpdateInput): Promise<PieceGroup[]> {
  return transactionWithRetry(db, async (trx) => {
    // The style row locked: two saves of one style's groups take turns instead of colliding on the unique names.
    if (!(await groups.styleExists(trx, ctx, input.goodsStyleId, true))) throw notFound({ zh: '款式', en: 'Style' });
    const current = new Set((await groups.listGroups(trx, ctx, input.goodsStyleId)).map((g) => g.id));
    input.list.forEach((g, i) => {
      if (g.id && !current.has(g.id))
        throw invalid(`list.${i}.id`, { zh: '裁片组不属于该款式', en: 'the group is not of this style' });
    });
    await groups.replaceGroups(
      trx,
      ctx,
      input.goodsStyleId,
      input.list.map((g) => ({ id: g.id ?? null, name: g.name })),
    );
    return groups.listGroups(trx, ctx, input.goodsStyleId);
  });
}
