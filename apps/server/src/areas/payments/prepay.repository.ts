import type { PaymentKind, PartnerType, PrepayListInput, PrepayRow } from '@gf/contracts';
import { pageOf } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { Tenant } from '../../platform/tenancy/scope.js';
import { partnerNameSql } from './payment.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

type Actor = Tenant & { userId: string };

/** A prepayment or a transfer as its rules read it: from = the partner whose balance it draws (transfers) or feeds. */
export interface PrepayHead {
  id: string;
  orderNo: string;
  kind: PaymentKind;
  partnerType: PartnerType;
  partnerId: string;
  toPartnerType: PartnerType | null;
  toPartnerId: string | null;
  accountId: string | null;
  amount: string;
  date: string;
  remark: string | null;
  status: number;
}

const prepaySelect = (db: Db) =>
  db
    .selectFrom('financePrepay as b')
    .select([
      'b.id',
      'b.prepayNo as orderNo',
      'b.kind',
      'b.partnerType',
      'b.partnerId',
      sql<PartnerType | null>`null`.as('toPartnerType'),
      sql<string | null>`null`.as('toPartnerId'),
      'b.accountId',
      'b.amount',
      sql<string>`to_char(b.prepay_date, 'YYYY-MM-DD')`.as('date'),
      'b.remark',
      'b.status',
      partnerNameSql('b.partner_type', 'b.partner_id').as('partnerName'),
      sql<string | null>`null`.as('toPartnerName'),
      sql<string | null>`(select fa.name from finance_account fa where fa.id = b.account_id)`.as('accountName'),
      sql<string>`to_char(b.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
      'b.unitId',
      'b.isDeleted',
    ]);

const transferSelect = (db: Db) =>
  db
    .selectFrom('financePrepayTransfer as b')
    .select([
      'b.id',
      'b.transferNo as orderNo',
      'b.kind',
      'b.fromPartnerType as partnerType',
      'b.fromPartnerId as partnerId',
      'b.toPartnerType',
      'b.toPartnerId',
      sql<string | null>`null`.as('accountId'),
      'b.amount',
      sql<string>`to_char(b.transfer_date, 'YYYY-MM-DD')`.as('date'),
      'b.remark',
      'b.status',
      partnerNameSql('b.from_partner_type', 'b.from_partner_id').as('partnerName'),
      partnerNameSql('b.to_partner_type', 'b.to_partner_id').as('toPartnerName'),
      sql<string | null>`null`.as('accountName'),
      sql<string>`to_char(b.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
      'b.unitId',
      'b.isDeleted',
    ]);

export type PrepayKind = 'PREPAY' | 'PREPAY_TRANSFER';
// Both answer the same columns; one type lets the queries below be written once.
const rowsOf = (db: Db, kind: PrepayKind) =>
  (kind === 'PREPAY' ? prepaySelect(db) : transferSelect(db)) as ReturnType<typeof prepaySelect>;

export async function findPrepay(
  db: Db,
  unitId: string,
  kind: PrepayKind,
  id: string,
): Promise<(PrepayHead & PrepayRow) | undefined> {
  const row = await db
    .selectFrom(rowsOf(db, kind).as('r'))
    .selectAll('r')
    .where('r.unitId', '=', unitId)
    .where('r.isDeleted', '=', false)
    .where('r.id', '=', id)
    .executeTakeFirst();
  return row as (PrepayHead & PrepayRow) | undefined;
}

export async function pagePrepays(db: Db, unitId: string, kind: PrepayKind, input: PrepayListInput) {
  const filtered = db
    .selectFrom(rowsOf(db, kind).as('r'))
    .where('r.unitId', '=', unitId)
    .where('r.isDeleted', '=', false)
    .where((eb) => {
      const all = [];
      if (input.orderNo) all.push(eb('r.orderNo', 'ilike', likeContains(input.orderNo)));
      if (input.kind) all.push(eb('r.kind', '=', input.kind));
      if (input.partnerType) all.push(eb('r.partnerType', '=', input.partnerType));
      if (input.partnerId) all.push(eb.or([eb('r.partnerId', '=', input.partnerId), eb('r.toPartnerId', '=', input.partnerId)]));
      if (input.statusList?.length) all.push(eb('r.status', 'in', input.statusList));
      if (input.dateStart) all.push(eb('r.date', '>=', input.dateStart));
      if (input.dateEnd) all.push(eb('r.date', '<=', input.dateEnd));
      return eb.and(all);
    });
  const { offset, pageSize } = pageOf(input);
  const [list, totals] = await Promise.all([
    filtered.selectAll('r').orderBy('r.id', 'desc').limit(pageSize).offset(offset).execute(),
    filtered
      .select([
        sql<string>`count(*)::text`.as('totalCount'),
        sql<string>`coalesce(sum(r.amount), 0)::numeric(14,2)::text`.as('amount'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const rows = list.map(({ unitId: _u, isDeleted: _d, ...r }) => r) as PrepayRow[];
  return { list: rows, totalCount: Number(totals.totalCount), totals: { amount: totals.amount } };
}

export interface PrepayValues {
  orderNo: string;
  kind: PaymentKind;
  partnerType: PartnerType;
  partnerId: string;
  toPartnerType: PartnerType | null;
  toPartnerId: string | null;
  accountId: string | null;
  amount: string;
  date: string;
  remark: string | null;
}

/** Inserts (no id) or updates a prepayment or transfer; answers its id. */
export async function savePrepayRow(trx: Db, actor: Actor, kind: PrepayKind, v: PrepayValues, id?: string): Promise<string> {
  const common = { kind: v.kind, amount: v.amount, remark: v.remark };
  if (kind === 'PREPAY') {
    // Cash leaves an account: the column is NOT NULL and savePrepay has checked the account, so a missing one is refused
    // here rather than stored as '' (which PostgreSQL would reject as a bigint with an unexplained 500).
    if (!v.accountId) throw invalid('accountId', { zh: '请选择{label}', en: 'choose {label}' });
    const values = {
      ...common,
      prepayNo: v.orderNo,
      partnerType: v.partnerType,
      partnerId: v.partnerId,
      accountId: v.accountId,
      prepayDate: v.date,
    };
    if (id) {
      await trx
        .updateTable('financePrepay')
        .set({ ...values, updatedBy: actor.userId, updatedAt: new Date() })
        .where('unitId', '=', actor.unitId)
        .where('id', '=', id)
        .execute();
      return id;
    }
    const row = await trx
      .insertInto('financePrepay')
      .values({ ...values, unitId: actor.unitId, createdBy: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const values = {
    ...common,
    transferNo: v.orderNo,
    fromPartnerType: v.partnerType,
    fromPartnerId: v.partnerId,
    toPartnerType: v.toPartnerType ?? v.partnerType,
    toPartnerId: v.toPartnerId ?? v.partnerId,
    transferDate: v.date,
  };
  if (id) {
    await trx
      .updateTable('financePrepayTransfer')
      .set({ ...values, updatedBy: actor.userId, updatedAt: new Date() })
      .where('unitId', '=', actor.unitId)
      .where('id', '=', id)
      .execute();
    return id;
  }
  const row = await trx
    .insertInto('financePrepayTransfer')
    .values({ ...values, unitId: actor.unitId, createdBy: actor.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Σ of the posted transfers (reviewed, or waiting for an anti-review) of `kind` that moved balance from `from` to `to`:
 * what `to` holds of `from`'s money, which a transfer back may not take (see checkTransferBack).
 */
export async function movedBetween(
  db: Db,
  unitId: string,
  kind: PaymentKind,
  from: { type: PartnerType; id: string },
  to: { type: PartnerType; id: string },
): Promise<string> {
  const row = await db
    .selectFrom('financePrepayTransfer')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(14,2)::text`.as('amount'))
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('kind', '=', kind)
    .where('status', 'in', [2, 3])
    .where('fromPartnerType', '=', from.type)
    .where('fromPartnerId', '=', from.id)
    .where('toPartnerType', '=', to.type)
    .where('toPartnerId', '=', to.id)
    .executeTakeFirstOrThrow();
  return row.amount;
}
