import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';
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

export async function setBillStatus(
  trx: Db,
  def: BillTypeDefinition,
  unitId: string,
  billId: string,
  status: number,
): Promise<void> {
  await sql`update ${sql.table(def.table)} set status = ${status}, updated_at = now()
    where id = ${billId} and unit_id = ${unitId}`.execute(trx);
}

export async function softDeleteBill(trx: Db, def: BillTypeDefinition, unitId: string, billId: string): Promise<void> {
  await sql`update ${sql.table(def.table)} set is_deleted = true, updated_at = now()
    where id = ${billId} and unit_id = ${unitId}`.execute(trx);
}
