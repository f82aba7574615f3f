import type { BillLabel } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';

// Bill labels of purchase bills: purchase_bill_label rows pointing at the factory's labels (sys_label, areas/factory).

/** The labels of these bills, in the label page's order. */
export async function findBillLabels(db: Db, unitId: string, billIds: readonly string[]): Promise<Map<string, BillLabel[]>> {
  const out = new Map<string, BillLabel[]>(billIds.map((id) => [id, []]));
  if (billIds.length === 0) return out;
  const rows = await db
    .selectFrom('purchaseBillLabel as bl')
    .innerJoin('sysLabel as l', 'l.id', 'bl.sysLabelId')
    .where('bl.unitId', '=', unitId)
    .where('bl.purchaseBillId', 'in', [...billIds])
    .select(['bl.purchaseBillId', 'l.id', 'l.name', 'l.colour'])
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
  for (const { purchaseBillId, ...label } of rows) out.get(purchaseBillId)?.push(label);
  return out;
}

/** Of these label ids, the ones that are this factory's labels of the bill type. */
export async function existingLabelIds(db: Db, unitId: string, billType: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sysLabel')
    .select('id')
    .where('unitId', '=', unitId)
    .where('billType', '=', billType)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The bill's label set replaced by these labels. */
export async function replaceBillLabels(trx: Db, unitId: string, billId: string, labelIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('purchaseBillLabel').where('unitId', '=', unitId).where('purchaseBillId', '=', billId).execute();
  if (labelIds.length)
    await trx
      .insertInto('purchaseBillLabel')
      .values(labelIds.map((sysLabelId) => ({ unitId, purchaseBillId: billId, sysLabelId })))
      .execute();
}

/** Purchase bills carrying the label (the factory refuses to delete a label in use). */
export async function billsWithLabel(db: Db, unitId: string, labelId: string) {
  const rows = await db
    .selectFrom('purchaseBillLabel as bl')
    .innerJoin('purchaseBill as pb', 'pb.id', 'bl.purchaseBillId')
    .where('bl.unitId', '=', unitId)
    .where('bl.sysLabelId', '=', labelId)
    .where('pb.isDeleted', '=', false)
    .select(['pb.id', 'pb.no'])
    .orderBy('pb.id')
    .limit(50)
    .execute();
  return rows.map((r) => ({ kind: 'purchase', id: r.id, label: r.no }));
}
