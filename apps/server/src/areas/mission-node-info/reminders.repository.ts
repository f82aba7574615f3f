import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';

/** Report statuses that count as reviewed and in effect: 已审核, 反审待批准 (still in effect), 不可反审. */
export const REVIEWED_STATUSES = [2, 3, 6] as const;

export interface ReminderFlags {
  missionId: string;
  missionNodeId: string;
  preWarning: boolean;
  alert: boolean;
  difference: boolean;
  note: boolean;
}

/**
 * Every node's active reminder kinds, set-based in one query, for a list of missions or for one node:
 * - pre-warning: not finished, planned end and warn days set, today on or after plan end minus warn days;
 * - alert: a manual alert not cancelled; note: a remark not deleted;
 * - difference: a band set (diff_min below, diff_max above the target), the node finished or a reviewed report
 *   exists, completed outside target + diff_min .. target + diff_max, and not dismissed at this completed quantity.
 */
export async function reminderFlags(
  db: Db,
  tenant: Tenant,
  scope: { missionIds: readonly string[] } | { nodeId: string },
  today: string,
): Promise<ReminderFlags[]> {
  const units = readableUnits(tenant, 'missionNode');
  const where =
    'nodeId' in scope
      ? sql`n.id = ${scope.nodeId}`
      : scope.missionIds.length
        ? sql`n.mission_id in (${sql.join([...new Set(scope.missionIds)])})`
        : sql`false`;
  const rows = await sql<ReminderFlags>`
    select n.mission_id::text as "missionId", n.id::text as "missionNodeId",
      (n.status <> 2 and n.plan_end_at is not null and n.warn_days is not null
        and ${today}::date >= n.plan_end_at - n.warn_days) as "preWarning",
      exists (select 1 from mission_node_alert a where a.mission_node_id = n.id and a.cancelled_at is null) as "alert",
      ((n.diff_min is not null or n.diff_max is not null)
        and (n.status = 2 or exists (select 1 from mission_node_report r where r.mission_node_id = n.id
          and not r.is_deleted and r.status in (${sql.join([...REVIEWED_STATUSES])})))
        and (n.completed_num < n.target_num + coalesce(n.diff_min, n.completed_num - n.target_num)
          or n.completed_num > n.target_num + coalesce(n.diff_max, n.completed_num - n.target_num))
        and not exists (select 1 from mission_node_diff_dismissal d where d.mission_node_id = n.id
          and d.completed_num = n.completed_num)) as "difference",
      exists (select 1 from mission_node_note t where t.mission_node_id = n.id and not t.is_deleted) as "note"
    from mission_node n
    where n.unit_id in (${sql.join(units)}) and ${where}
    order by n.mission_id, n.sort, n.id`.execute(db);
  return rows.rows;
}

export async function listAlerts(db: Db, tenant: Tenant, nodeId: string) {
  return db
    .selectFrom('missionNodeAlert')
    .select(['id', 'message', 'notifyUserIds', 'createdBy', 'createdAt'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeAlert'))
    .where('missionNodeId', '=', nodeId)
    .where('cancelledAt', 'is', null)
    .orderBy('id')
    .execute();
}

export async function listNotes(db: Db, tenant: Tenant, nodeId: string) {
  return db
    .selectFrom('missionNodeNote')
    .select(['id', 'content', 'relatedUserIds', 'pictureIds', 'createdBy', 'createdAt', 'updatedAt'])
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeNote'))
    .where('missionNodeId', '=', nodeId)
    .where('isDeleted', '=', false)
    .orderBy('id')
    .execute();
}

export async function insertAlert(
  db: Db,
  tenant: Tenant,
  row: { missionId: string; missionNodeId: string; message: string; notifyUserIds: string[]; createdBy: string },
): Promise<string> {
  const { id } = await db
    .insertInto('missionNodeAlert')
    .values({ ...row, unitId: tenant.unitId, notifyUserIds: JSON.stringify(row.notifyUserIds) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Cancels an active alert of the node; answers whether there was one. */
export async function cancelAlert(
  db: Db,
  tenant: Tenant,
  nodeId: string,
  alertId: string,
  by: { userId: string; reason: string | null },
): Promise<boolean> {
  const res = await db
    .updateTable('missionNodeAlert')
    .set({ cancelledAt: new Date(), cancelledBy: by.userId, cancelReason: by.reason })
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeAlert'))
    .where('missionNodeId', '=', nodeId)
    .where('id', '=', alertId)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertNote(
  db: Db,
  tenant: Tenant,
  row: {
    missionId: string;
    missionNodeId: string;
    content: string;
    relatedUserIds: string[];
    pictureIds: string[];
    createdBy: string;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('missionNodeNote')
    .values({
      ...row,
      unitId: tenant.unitId,
      relatedUserIds: JSON.stringify(row.relatedUserIds),
      pictureIds: JSON.stringify(row.pictureIds),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes (or, with `deleteReason`, deletes) a live note of the node; answers whether there was one. */
export async function updateNote(
  db: Db,
  tenant: Tenant,
  nodeId: string,
  noteId: string,
  changes:
    | { content: string; relatedUserIds: string[]; pictureIds: string[]; updatedBy: string }
    | { isDeleted: true; deleteReason: string | null; deletedBy: string },
): Promise<boolean> {
  const set =
    'content' in changes
      ? {
          content: changes.content,
          relatedUserIds: JSON.stringify(changes.relatedUserIds),
          pictureIds: JSON.stringify(changes.pictureIds),
          updatedBy: changes.updatedBy,
        }
      : changes;
  const res = await db
    .updateTable('missionNodeNote')
    .set({ ...set, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(tenant, 'missionNodeNote'))
    .where('missionNodeId', '=', nodeId)
    .where('id', '=', noteId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Dismisses the node's difference warning at its current completed quantity. */
export async function dismissDifference(
  db: Db,
  tenant: Tenant,
  nodeId: string,
  completedNum: string,
  userId: string,
): Promise<void> {
  await db
    .insertInto('missionNodeDiffDismissal')
    .values({ unitId: tenant.unitId, missionNodeId: nodeId, completedNum, createdBy: userId })
    .onConflict((oc) => oc.column('missionNodeId').doUpdateSet({ completedNum, createdBy: userId }))
    .execute();
}

/** Pictures among `ids` of the session's factory with their type and size (a remark takes jpg / png ≤ 5 MB). */
export async function picturesByIds(db: Db, tenant: Tenant, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('storedFile')
    .select(['id', 'originalName', 'mimeType', 'size'])
    .where('unitId', 'in', readableUnits(tenant, 'storedFile'))
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
