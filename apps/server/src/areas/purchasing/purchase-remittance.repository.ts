import type { RemittanceRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export async function listRemittances(db: Db, unitId: string, billId: string): Promise<RemittanceRow[]> {
  const rows = await db
    .selectFrom('purchaseRemittance as r')
    .leftJoin('appUser as u', 'u.id', 'r.operatorId')
    .select([
      'r.id',
      'r.amount',
      sql<string>`to_char(r.date_operated, 'YYYY-MM-DD')`.as('dateOperated'),
      'r.operatorId',
      'u.userName as operatorName',
      'r.isUndone',
      'r.createdAt',
    ])
    .where('r.unitId', '=', unitId)
    .where('r.purchaseBillId', '=', billId)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

export async function remittedTotal(db: Db, unitId: string, billId: string): Promise<string> {
  const row = await db
    .selectFrom('purchaseRemittance')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('unitId', '=', unitId)
    .where('purchaseBillId', '=', billId)
    .where('isUndone', '=', false)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function insertRemittance(
  trx: Db,
  values: {
    unitId: string;
    purchaseBillId: string;
    supplierId: string;
    amount: string;
    dateOperated: string;
    operatorId: string;
    createdBy: string;
  },
): Promise<string> {
  return (await trx.insertInto('purchaseRemittance').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Marks a live remittance undone; answers false when there is none with this id in the unit. */
export async function undoRemittance(db: Db, unitId: string, id: string): Promise<boolean> {
  const res = await db
    .updateTable('purchaseRemittance')
    .set({ isUndone: true, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isUndone', '=', false)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Per supplier: counted bills (not deleted, cancelled or voided) of the module in the date range. */
export async function statementRows(
  db: Db,
  unitId: string,
  f: { belongModule: 0 | 1; supplierIds?: string[] | undefined; dateStart?: string | undefined; dateEnd?: string | undefined },
) {
  let q = db
    .selectFrom('purchaseBill as b')
    .innerJoin('supplier as s', 's.id', 'b.supplierId')
    .where('b.unitId', '=', unitId)
    .where('b.isDeleted', '=', false)
    .where('b.isCancelled', '=', false)
    .where('b.status', '<>', 5)
    .where('b.isSample', '=', f.belongModule === 1);
  if (f.supplierIds?.length) q = q.where('b.supplierId', 'in', f.supplierIds);
  if (f.dateStart) q = q.where(sql<boolean>`b.date_purchase >= ${f.dateStart}`);
  if (f.dateEnd) q = q.where(sql<boolean>`b.date_purchase <= ${f.dateEnd}`);
  return q
    .select([
      'b.supplierId',
      's.name as supplierName',
      sql<number>`count(*)::int`.as('billCount'),
      sql<string>`sum(b.amount)`.as('amount'),
      sql<string>`coalesce(sum((select sum(r.amount) from purchase_remittance r where r.purchase_bill_id = b.id and not r.is_undone)), 0.00)`.as(
        'remittedAmount',
      ),
    ])
    .groupBy(['b.supplierId', 's.name'])
    .orderBy('s.name')
    .execute();
}
