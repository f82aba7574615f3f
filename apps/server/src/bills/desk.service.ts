import { billStatusLabels, billTypes, type BillTypeInfo, type ReviewTaskPage, type ReviewTaskRow } from '@gf/contracts';
import { sql } from 'kysely';
import { pageOf } from '@gf/contracts';
import type { Db } from '../platform/db/database.js';
import type { RequestContext } from '../platform/tenancy/context.js';
import { readBills } from './bill-store.repository.js';
import type { BillRegistry } from './registry.js';
import { countTasksByType, tasksWaitingFor } from './review-task.repository.js';
import { definitionOf } from './workflow.service.js';
import { likeContains } from '../platform/db/keyword.js';

export function billTypeName(type: string, lang: 'zh' | 'en'): string {
  const info = (billTypes as Record<string, BillTypeInfo>)[type];
  return info ? info[lang] : type;
}

/** The desk's left column: bill types with open tasks for this user. */
export async function deskBillTypes(db: Db, ctx: RequestContext) {
  const counts = await countTasksByType(db, ctx.unitId, ctx.userId);
  return counts.map((c) => ({ ...c, billTypeName: billTypeName(c.billType, ctx.lang) }));
}

export interface TaskQuery {
  pageNo?: number | undefined;
  pageNum?: number | undefined;
  pageSize: number;
  keyWord?: string | undefined;
  billNos?: string[] | undefined;
  billIds?: string[] | undefined;
  dateStart?: string | undefined;
  dateEnd?: string | undefined;
}

/** Open tasks of one bill type waiting for this user, newest first, with the bill's own desk columns. */
export async function listDeskTasks(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  type: string,
  query: TaskQuery,
): Promise<ReviewTaskPage> {
  const def = definitionOf(bills, type);
  const { pageNo, pageSize, offset } = pageOf(query);
  let q = tasksWaitingFor(db, ctx.unitId, ctx.userId)
    .where('reviewTask.billType', '=', def.type)
    .innerJoin(sql.table(def.table).as('b'), (j) =>
      j.on(sql`b.id`, '=', sql.ref('reviewTask.billId')).on(sql`b.unit_id`, '=', sql.ref('reviewTask.unitId')),
    );
  if (query.keyWord) {
    const like = likeContains(query.keyWord);
    q = q.where((eb) =>
      eb.or([
        eb(sql`b.${sql.ref(def.numberColumn)}`, 'ilike', like),
        ...(def.nameColumn ? [eb(sql`b.${sql.ref(def.nameColumn)}`, 'ilike', like)] : []),
      ]),
    );
  }
  if (query.billNos?.length) q = q.where(sql`b.${sql.ref(def.numberColumn)}`, 'in', query.billNos);
  if (query.billIds?.length) q = q.where('reviewTask.billId', 'in', query.billIds);
  if (query.dateStart) q = q.where('reviewTask.createdAt', '>=', new Date(query.dateStart));
  if (query.dateEnd) q = q.where('reviewTask.createdAt', '<', new Date(new Date(query.dateEnd).getTime() + 86_400_000));

  const total = await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const tasks = await q
    .leftJoin('appUser', 'appUser.id', 'reviewTask.submitterId')
    .select([
      'reviewTask.id',
      'reviewTask.taskName',
      'reviewTask.billId',
      'reviewTask.createdAt',
      'appUser.userName as submitterName',
    ])
    .orderBy('reviewTask.id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
  const billIds = tasks.map((t) => t.billId);
  const heads = new Map((await readBills(db, def, ctx.unitId, billIds)).map((b) => [b.id, b]));
  const extra =
    (billIds.length ? await def.hooks?.describeForDesk?.(db, ctx.unitId, billIds) : undefined) ??
    new Map<string, Record<string, unknown>>();
  const lastLogs = billIds.length
    ? await db
        .selectFrom('billEvent')
        .select(['billId', 'message'])
        .distinctOn('billId')
        .where('unitId', '=', ctx.unitId)
        .where('billType', '=', def.type)
        .where('billId', 'in', billIds)
        .where('message', 'is not', null)
        .orderBy('billId')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const lastLog = new Map(lastLogs.map((l) => [l.billId, l.message]));
  const list: ReviewTaskRow[] = tasks.map((t) => {
    const head = heads.get(t.billId);
    const status = head?.status ?? 0;
    return {
      taskId: t.id,
      taskName: t.taskName,
      billId: t.billId,
      billType: def.type,
      billNo: head?.billNo ?? null,
      billName: head?.billName ?? null,
      status,
      reviewStatusText: billStatusLabels[status]?.[ctx.lang] ?? String(status),
      lastReviewLog: lastLog.get(t.billId) ?? null,
      submitterName: t.submitterName,
      dateOperate: new Date(t.createdAt).toISOString(),
      extra: extra.get(t.billId) ?? {},
    };
  });
  const columns = (def.deskColumns ?? []).map((c) => ({ ...c, title: c[ctx.lang] }));
  return { list, totalCount: Number(total.n), pageNo, pageSize, columns };
}
