import { pageOf } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';
import type { RequestContext } from '../platform/tenancy/context.js';
import { billEventColumns } from './bill-event.repository.js';
import { toEventRow } from './workflow-state.service.js';
import { likeContains } from '../platform/db/keyword.js';

export interface HistoryQuery {
  pageNo?: number | undefined;
  pageNum?: number | undefined;
  pageSize: number;
  queryColumn?: string | undefined;
  billTypes?: string[] | undefined;
  operatorIds?: string[] | undefined;
  operateTypes?: string[] | undefined;
  dateStart?: string | undefined;
  dateEnd?: string | undefined;
  billId?: string | undefined;
}

/** The approval history of the unit (审批记录): every workflow event, newest first. */
export async function listApprovalHistory(db: Db, ctx: RequestContext, query: HistoryQuery) {
  const { pageNo, pageSize, offset } = pageOf(query);
  let q = db
    .selectFrom('billEvent')
    .leftJoin('appUser', 'appUser.id', 'billEvent.actorId')
    .where('billEvent.unitId', '=', ctx.unitId);
  if (query.queryColumn) q = q.where('billEvent.billNo', 'ilike', likeContains(query.queryColumn));
  if (query.billTypes?.length) q = q.where('billEvent.billType', 'in', query.billTypes);
  if (query.operatorIds?.length) q = q.where('billEvent.actorId', 'in', query.operatorIds);
  if (query.operateTypes?.length) q = q.where('billEvent.action', 'in', query.operateTypes);
  if (query.billId) q = q.where('billEvent.billId', '=', query.billId);
  if (query.dateStart) q = q.where('billEvent.createdAt', '>=', new Date(query.dateStart));
  if (query.dateEnd) q = q.where('billEvent.createdAt', '<', new Date(new Date(query.dateEnd).getTime() + 86_400_000));
  const total = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await q.select(billEventColumns).orderBy('billEvent.id', 'desc').limit(pageSize).offset(offset).execute();
  return { list: rows.map((r) => toEventRow(r, ctx.lang)), totalCount: Number(total.n), pageNo, pageSize };
}
