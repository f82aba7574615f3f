import type { Db } from '../db/database.js';
import type { Visitor } from '../tenancy/context.js';

export interface OperationLogEntry {
  unitId: string | null;
  userId: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  visitor: Visitor;
  detail?: Record<string, unknown> | null;
}

/** Appends one row to the operation log; it is never updated or deleted. */
export async function writeOperationLog(db: Db, entry: OperationLogEntry): Promise<void> {
  await db
    .insertInto('operationLog')
    .values({
      unitId: entry.unitId || null,
      userId: entry.userId || null,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: entry.visitor.ip,
      ipArea: entry.visitor.ipArea,
      logSource: entry.visitor.logSource,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
