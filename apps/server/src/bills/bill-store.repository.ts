import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';
import type { NewBillEvent } from './bill-event.repository.js';
import type { BillTypeDefinition } from './registry.js';

export interface BillHead {
  id: string;
  status: number;
  billNo: string | null;
  billName: string | null;
  createdBy: string;
}

function headColumns(def: BillTypeDefinition) {
  return sql`id, status, ${sql.ref(def.numberColumn)} as bill_no, ${def.nameColumn ? sql.ref(def.nameColumn) : sql`null`} as bill_name, created_by`;
}

/** Reads a bill of the unit and locks its row for the rest of the transaction. */
export async function lockBill(trx: Db, def: BillTypeDefinition, unitId: string, billId: string): Promise<BillHead | undefined> {
  const { rows } = await sql<BillHead>`
    select ${headColumns(def)} from ${sql.table(def.table)}
    where id = ${billId} and unit_id = ${unitId} and not is_deleted
    for update`.execute(trx);
  return rows[0];
}

export async function readBill(db: Db, def: BillTypeDefinition, unitId: string, billId: string): Promise<BillHead | undefined> {
  const { rows } = await sql<BillHead>`
    select ${headColumns(def)} from ${sql.table(def.table)}
    where id = ${billId} and unit_id = ${unitId} and not is_deleted`.execute(db);
  return rows[0];
}

export async function readBills(db: Db, def: BillTypeDefinition, unitId: string, billIds: string[]): Promise<BillHead[]> {
  if (billIds.length === 0) return [];
  const { rows } = await sql<BillHead>`
    select ${headColumns(def)} from ${sql.table(def.table)}
    where unit_id = ${unitId} and id in (${sql.join(billIds)}) and not is_deleted`.execute(db);
  return rows;
}

/**
 * A transition in one statement: the bill's new status (when it changes) and its history event. The event row
 * is written whatever the status does (a pass of one step of several keeps the status).
 */
export async function moveBill(
  trx: Db,
  def: BillTypeDefinition,
  billId: string,
  toStatus: number,
  event: NewBillEvent,
): Promise<void> {
  const statusChange =
    event.fromStatus === toStatus
      ? sql``
      : sql`with moved as (update ${sql.table(def.table)} set status = ${toStatus}, updated_at = now() where id = ${billId} and unit_id = ${event.unitId})`;
  await sql`
    ${statusChange}
    insert into bill_event (unit_id, bill_type, bill_id, bill_no, actor_id, action, from_status, to_status, message)
    values (${event.unitId}, ${event.billType}, ${event.billId}, ${event.billNo}, ${event.actorId}, ${event.action},
            ${event.fromStatus}, ${event.toStatus}, ${event.message ?? null})`.execute(trx);
}

export async function softDeleteBill(trx: Db, def: BillTypeDefinition, unitId: string, billId: string): Promise<void> {
  await sql`update ${sql.table(def.table)} set is_deleted = true, updated_at = now()
    where id = ${billId} and unit_id = ${unitId}`.execute(trx);
}
