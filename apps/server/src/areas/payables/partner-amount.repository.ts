import type { PartnerAmountKind, PartnerAmountPageInput, PartnerAmountRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PartnerAmountTable } from '../../schema/stock.js';
import type { Insertable } from 'kysely';

/** Inserts the rows and answers their ids in the order given. */
export async function insertAmounts(db: Db, rows: Insertable<PartnerAmountTable>[]): Promise<string[]> {
  if (!rows.length) return [];
  const ids = await db.insertInto('partnerAmount').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
}

/** The rows of a source that no later row compensates (what a reversal undoes). */
export async function openAmountsOfSource(db: Db, unitId: string, sourceType: string, sourceId: string) {
  return db
    .selectFrom('partnerAmount as a')
    .selectAll('a')
    .where('a.unitId', '=', unitId)
    .where('a.sourceType', '=', sourceType)
    .where('a.sourceId', '=', sourceId)
    .where('a.reversesId', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('partnerAmount as r').select('r.id').whereRef('r.reversesId', '=', 'a.id'))))
    .orderBy('a.id')
    .execute();
}

function filtered(
  db: Db,
  unitId: string,
  f: Omit<PartnerAmountPageInput, 'pageNo' | 'pageNum' | 'pageSize'> & { sourceType?: string; sourceId?: string },
) {
  let q = db
    .selectFrom('partnerAmount as a')
    .leftJoin('supplier as s', (j) => j.onRef('s.id', '=', 'a.partnerId').on('a.partnerType', '=', 'SUPPLIER'))
    .leftJoin('outsideFactory as o', (j) => j.onRef('o.id', '=', 'a.partnerId').on('a.partnerType', '=', 'OUTSIDE_FACTORY'))
    .leftJoin('customer as c', (j) => j.onRef('c.id', '=', 'a.partnerId').on('a.partnerType', '=', 'CUSTOMER'))
    .where('a.unitId', '=', unitId);
  if (f.partnerType) q = q.where('a.partnerType', '=', f.partnerType);
  if (f.partnerId) q = q.where('a.partnerId', '=', f.partnerId);
  if (f.direction) q = q.where('a.direction', '=', f.direction);
  if (f.kind) q = q.where('a.kind', '=', f.kind);
  if (f.startDate) q = q.where('a.occurredOn', '>=', f.startDate);
  if (f.endDate) q = q.where('a.occurredOn', '<=', f.endDate);
  if (f.sourceType) q = q.where('a.sourceType', '=', f.sourceType);
  if (f.sourceId) q = q.where('a.sourceId', '=', f.sourceId);
  return q;
}

export async function pageAmounts(
  db: Db,
  unitId: string,
  f: Omit<PartnerAmountPageInput, 'pageNo' | 'pageNum' | 'pageSize'> & { sourceType?: string; sourceId?: string },
  limit: number,
  offset: number,
): Promise<{ list: PartnerAmountRow[]; totalCount: number; total: string }> {
  const q = filtered(db, unitId, f);
  const [count, rows] = await Promise.all([
    q.select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(a.amount), 0)`.as('total')]).executeTakeFirstOrThrow(),
    q
      .select([
        'a.id',
        'a.partnerType',
        'a.partnerId',
        sql<string>`coalesce(s.name, o.name, c.name, '')`.as('partnerName'),
        'a.direction',
        'a.kind',
        'a.amount',
        'a.taxRate',
        'a.amountExcludingTax',
        'a.taxAmount',
        'a.sourceType',
        'a.sourceId',
        'a.sourceNo',
        'a.reversesId',
        sql<string>`to_char(a.occurred_on, 'YYYY-MM-DD')`.as('occurredOn'),
        'a.createdAt',
      ])
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    totalCount: Number(count.n),
    total: count.total,
    list: rows.map((r) => ({ ...r, kind: r.kind as PartnerAmountKind, createdAt: new Date(r.createdAt).toISOString() })),
  };
}
