import { dec, type ArrivalDetail, type ArrivalLineRow } from '@gf/contracts';

/** One row of 到料详情: an arrival line with the head fields of its arrival. */
export type ArrivalTabRow = ArrivalLineRow &
  Pick<ArrivalDetail, 'dateArrive' | 'storehouseName' | 'creatorName' | 'status'> & { arrivalId: string; arrivalNo: string };

export function arrivalTabRows(arrivals: readonly ArrivalDetail[]): ArrivalTabRow[] {
  return arrivals.flatMap((a) =>
    a.lines.map((l) => ({
      ...l,
      arrivalId: a.id,
      arrivalNo: a.orderNo,
      dateArrive: a.dateArrive,
      storehouseName: a.storehouseName,
      creatorName: a.creatorName,
      status: a.status,
    })),
  );
}

/** 到料金额: what reviewed arrivals booked against the bill (drafts and pending ones are shown but not counted). */
export function reviewedArrivalAmount(rows: readonly ArrivalTabRow[]): string {
  return dec.fixed(
    dec.sum(
      rows.filter((r) => r.status === 2).map((r) => r.amount),
      2,
    ),
    2,
  );
}
