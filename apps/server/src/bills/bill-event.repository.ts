import type { Db } from '../platform/db/database.js';

export interface NewBillEvent {
  unitId: string;
  billType: string;
  billId: string;
  billNo: string | null;
  actorId: string;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  message?: string | null;
}

/** Append-only: the approval history and the bill's part of the operation log. */
export async function appendBillEvent(trx: Db, event: NewBillEvent): Promise<void> {
  await trx
    .insertInto('billEvent')
    .values({ ...event, message: event.message ?? null })
    .execute();
}

/** The columns of an event row as the history shows it (joined with app_user for the actor's name). */
export const billEventColumns = [
  'billEvent.id',
  'billEvent.billType',
  'billEvent.billId',
  'billEvent.billNo',
  'billEvent.action',
  'billEvent.fromStatus',
  'billEvent.toStatus',
  'billEvent.message',
  'billEvent.actorId',
  'billEvent.createdAt',
  'appUser.userName as actorName',
] as const;

export async function listBillEvents(db: Db, unitId: string, billType: string, billId: string) {
  return db
    .selectFrom('billEvent')
    .leftJoin('appUser', 'appUser.id', 'billEvent.actorId')
    .select(billEventColumns)
    .where('billEvent.unitId', '=', unitId)
    .where('billEvent.billType', '=', billType)
    .where('billEvent.billId', '=', billId)
    .orderBy('billEvent.id')
    .execute();
}
