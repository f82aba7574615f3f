import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface AdjustListFilter {
  adjustNo?: string | undefined;
  missionNo?: string | undefined;
  missionId?: string | undefined;
  statuses?: readonly number[] | undefined;
  dateStart?: string | undefined;
  dateEnd?: string | undefined;
  ids?: readonly string[];
}

function filtered(db: Db, tenant: Tenant, f: AdjustListFilter) {
  let q = db
    .selectFrom('missionAdjust as a')
    .innerJoin('mission as m', 'm.id', 'a.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'm.goodsStyleId')
    .leftJoin('appUser as u', 'u.id', 'a.createdBy')
    .where('a.unitId', 'in', readableUnits(tenant, 'missionAdjust'))
    .where('a.isDeleted', '=', false);
  if (f.adjustNo) q = q.where('a.adjustNo', 'ilike', likeContains(f.adjustNo));
  if (f.missionNo) q = q.where('m.missionNo', 'ilike', likeContains(f.missionNo));
  if (f.missionId) q = q.where('a.missionId', '=', f.missionId);
  if (f.statuses?.length) q = q.where('a.status', 'in', f.statuses);
  if (f.dateStart) q = q.where('a.placeorderAt', '>=', f.dateStart);
  if (f.dateEnd) q = q.where('a.placeorderAt', '<=', f.dateEnd);
  if (f.ids) q = q.where('a.id', 'in', f.ids.length ? f.ids : ['0']);
  return q;
}

const rowColumns = [
  'a.id',
  'a.adjustNo',
  'a.status',
  sql<string>`to_char(a.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
  'a.missionId',
  'm.missionNo',
  's.styleNo',
  'a.reason',
  'a.remark',
  'a.allowOvershoot',
  sql<string>`to_char(a.old_delivery_at, 'YYYY-MM-DD')`.as('oldDeliveryAt'),
  sql<string | null>`to_char(a.new_delivery_at, 'YYYY-MM-DD')`.as('newDeliveryAt'),
  'u.userName as createByName',
  sql<string>`to_char(a.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
  sql<string>`(select coalesce(sum(coalesce(l.old_num, 0)), 0)::text from mission_adjust_line l where l.mission_adjust_id = a.id)`.as(
    'oldChanged',
  ),
  sql<string>`(select coalesce(sum(l.new_num), 0)::text from mission_adjust_line l where l.mission_adjust_id = a.id)`.as(
    'newChanged',
  ),
] as const;

export type AdjustListRow = Awaited<ReturnType<typeof pageAdjusts>>['rows'][number];

export async function pageAdjusts(db: Db, tenant: Tenant, f: AdjustListFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, tenant, f).select(rowColumns).orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    filtered(db, tenant, f)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}
