import type { SupplierInsert } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

// SQL of the supplier import and export (the rest of the supplier SQL is in supplier.repository.ts).

/** Which of these names and codes (lower-cased) the unit's live suppliers already use. */
export async function takenNamesAndCodes(
  db: Db,
  unitId: string,
  names: string[],
  codes: string[],
): Promise<{ names: Set<string>; codes: Set<string> }> {
  const base = db.selectFrom('supplier').where('unitId', '=', unitId).where('isDeleted', '=', false);
  const [byName, byCode] = await Promise.all([
    names.length ? base.select('name').where('name', 'in', names).execute() : Promise.resolve([]),
    codes.length
      ? base
          .select(sql<string>`lower(code)`.as('code'))
          .where(sql<string>`lower(code)`, 'in', codes)
          .execute()
      : Promise.resolve([]),
  ]);
  return { names: new Set(byName.map((r) => r.name)), codes: new Set(byCode.map((r) => r.code)) };
}

/** Inserts many suppliers in one statement; answers their ids in input order. */
export async function insertSuppliers(
  trx: Db,
  unitId: string,
  userId: string,
  rows: (SupplierInsert & { code: string })[],
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await trx
    .insertInto('supplier')
    .values(rows.map((r) => ({ ...r, unitId, createdBy: userId, updatedBy: userId })))
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export interface SupplierExportRow {
  id: string;
  code: string;
  name: string;
  contacts: string | null;
  mobilePhone: string | null;
  telephone: string | null;
  bankAccount: string | null;
  bankName: string | null;
  address: string | null;
  remark: string | null;
  status: number;
  createdAt: Date;
}

/** One keyset batch of the export: suppliers after `afterId` in id order, with the list's filters. */
export async function exportBatch(
  db: Db,
  unitId: string,
  filter: { keyword?: string | undefined; statuses?: number[] | undefined },
  afterId: string | null,
  limit: number,
): Promise<SupplierExportRow[]> {
  let q = db
    .selectFrom('supplier')
    .select([
      'id',
      'code',
      'name',
      'contacts',
      'mobilePhone',
      'telephone',
      'bankAccount',
      'bankName',
      'address',
      'remark',
      'status',
      'createdAt',
    ])
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false);
  if (filter.keyword) {
    const like = likeContains(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('code', 'ilike', like),
        eb('mobilePhone', 'ilike', like),
        eb('telephone', 'ilike', like),
      ]),
    );
  }
  if (filter.statuses?.length) q = q.where('status', 'in', filter.statuses);
  if (afterId) q = q.where('id', '>', afterId);
  return q.orderBy('id').limit(limit).execute();
}
