import {
  Dec,
  dec,
  pageOf,
  type NeedPayDetails,
  type NeedPayLedger,
  type NeedPayListInput,
  type NeedPayListResult,
  type NeedPayRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { hedgingsOfItem } from './hedging.repository.js';
import * as repo from './need-pay-list.repository.js';

const money = (v: string | number) => Dec.of(v).toFixed(2);
const figures = (r: repo.FigureRow) => ({
  owed: money(r.owed),
  paid: money(r.paid),
  offset: money(r.offset),
  adjusted: money(r.adjusted),
  open: money(r.open),
});

const billRow = (r: repo.ItemRow): NeedPayRow => ({
  id: r.id,
  ledger: r.ledger,
  itemType: r.itemType,
  itemId: r.itemId,
  itemNo: r.itemNo,
  partnerType: r.partnerType,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  firstDate: r.firstDate,
  billCount: 1,
  ...figures(r),
});

/** needPayNeedRecvList: per source bill (or per partner) what is owed, paid, offset, adjusted and open, with totals. */
export async function listNeedPay(db: Db, ctx: RequestContext, input: NeedPayListInput): Promise<NeedPayListResult> {
  const { pageSize, offset } = pageOf(input);
  const { groupBy, pageNo: _p, pageNum: _n, pageSize: _s, ...filter } = input;
  const totals = (await repo.totalsOfItems(db, ctx.unitId, filter)).map((t) => ({ ledger: t.ledger, ...figures(t) }));
  if (groupBy === 'PARTNER') {
    const page = await repo.pagePartners(db, ctx.unitId, filter, pageSize, offset);
    return {
      totalCount: page.totalCount,
      totals,
      list: page.rows.map((r) => ({
        id: `${r.partnerType}|${r.partnerId}|${r.ledger}`,
        ledger: r.ledger,
        itemType: null,
        itemId: null,
        itemNo: null,
        partnerType: r.partnerType,
        partnerId: r.partnerId,
        partnerName: r.partnerName,
        firstDate: r.firstDate,
        billCount: Number(r.billCount),
        ...figures(r),
      })),
    };
  }
  const page = await repo.pageItems(db, ctx.unitId, filter, pageSize, offset);
  return { totalCount: page.totalCount, totals, list: page.rows.map(billRow) };
}

async function detailsOf(db: Db, ctx: RequestContext, row: repo.ItemRow): Promise<NeedPayDetails> {
  const [lines, hedgings] = await Promise.all([
    repo.settlementsOfItem(db, ctx.unitId, row.id),
    hedgingsOfItem(db, ctx.unitId, row.itemType, row.itemId),
  ]);
  return {
    ...billRow(row),
    settlements: lines.map((l) => ({ ...l, amount: money(l.amount), createdAt: new Date(l.createdAt).toISOString() })),
    hedgings,
  };
}

/** needPayNeedRecvDetails: one item with every posting on it (the bill's own, payments, offsets, adjustments). */
export async function needPayDetails(db: Db, ctx: RequestContext, id: string): Promise<NeedPayDetails> {
  const row = await repo.findItem(db, ctx.unitId, id);
  if (!row) throw invalid('id', { zh: '应付应收单据不存在', en: 'no such payable or receivable' });
  return detailsOf(db, ctx, row);
}

/** getNeedPayNeedReceiveOrderByMaterialArriveOrderId (any bill): the items a bill posted, with their settlements. */
export async function needPayOfBill(db: Db, ctx: RequestContext, billType: string, billId: string) {
  const ids = await repo.itemIdsOfSource(db, ctx.unitId, billType, billId);
  const rows = ids.length ? (await repo.pageItems(db, ctx.unitId, { ids }, ids.length, 0)).rows : [];
  const items = await Promise.all(rows.map((r) => detailsOf(db, ctx, r)));
  const sum = (ledger: NeedPayLedger, key: 'owed' | 'open') =>
    dec.sum(
      items.filter((i) => i.ledger === ledger).map((i) => i[key]),
      2,
    );
  return {
    items,
    payable: { owed: money(sum('AP', 'owed')), open: money(sum('AP', 'open')) },
    receivable: { owed: money(sum('AR', 'owed')), open: money(sum('AR', 'open')) },
  };
}
