import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';

export interface OpenTask {
  id: string;
  billType: string;
  billId: string;
  taskName: 'NORMAL_REVIEW' | 'ANTI_REVIEW';
  stepIndex: number;
  mode: 'ANY' | 'ALL';
  assigneeUserIds: string[];
  approvedUserIds: string[];
  submitterId: string;
}

const taskColumns = [
  'id',
  'billType',
  'billId',
  'taskName',
  'stepIndex',
  'mode',
  'assigneeUserIds',
  'approvedUserIds',
  'submitterId',
] as const;

export async function findOpenTask(db: Db, unitId: string, billType: string, billId: string): Promise<OpenTask | undefined> {
  return db
    .selectFrom('reviewTask')
    .select(taskColumns)
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .where('billId', '=', billId)
    .where('state', '=', 'OPEN')
    .executeTakeFirst();
}

export async function findOpenTaskById(db: Db, unitId: string, taskId: string): Promise<OpenTask | undefined> {
  return db
    .selectFrom('reviewTask')
    .select(taskColumns)
    .where('unitId', '=', unitId)
    .where('id', '=', taskId)
    .where('state', '=', 'OPEN')
    .executeTakeFirst();
}

export async function openTask(
  trx: Db,
  task: {
    unitId: string;
    billType: string;
    billId: string;
    taskName: OpenTask['taskName'];
    stepIndex: number;
    mode: OpenTask['mode'];
    assigneeUserIds: string[];
    submitterId: string;
  },
): Promise<void> {
  await trx
    .insertInto('reviewTask')
    .values({
      ...task,
      assigneeUserIds: JSON.stringify(task.assigneeUserIds),
      approvedUserIds: '[]',
      state: 'OPEN',
      closedAt: null,
    })
    .execute();
}

export async function recordApproval(trx: Db, taskId: string, approvedUserIds: string[]): Promise<void> {
  await trx
    .updateTable('reviewTask')
    .set({ approvedUserIds: JSON.stringify(approvedUserIds) })
    .where('id', '=', taskId)
    .execute();
}

export async function closeTask(trx: Db, taskId: string, state: 'DONE' | 'CANCELLED'): Promise<void> {
  await trx
    .updateTable('reviewTask')
    .set({ state, closedAt: new Date() })
    .where('id', '=', taskId)
    .where('state', '=', 'OPEN')
    .execute();
}

/** Open tasks waiting for this user (assigned and not yet approved by them). */
export function tasksWaitingFor(db: Db, unitId: string, userId: string) {
  const me = JSON.stringify([userId]);
  return db
    .selectFrom('reviewTask')
    .where('reviewTask.unitId', '=', unitId)
    .where('reviewTask.state', '=', 'OPEN')
    .where(sql<boolean>`review_task.assignee_user_ids @> ${me}::jsonb`)
    .where(sql<boolean>`not (review_task.approved_user_ids @> ${me}::jsonb)`);
}

export async function countTasksByType(
  db: Db,
  unitId: string,
  userId: string,
): Promise<{ billType: string; taskCount: number }[]> {
  const rows = await tasksWaitingFor(db, unitId, userId)
    .select(['reviewTask.billType', sql<string>`count(*)`.as('taskCount')])
    .groupBy('reviewTask.billType')
    .orderBy('reviewTask.billType')
    .execute();
  return rows.map((r) => ({ billType: r.billType, taskCount: Number(r.taskCount) }));
}
