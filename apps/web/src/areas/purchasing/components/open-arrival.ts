/**
 * 开到料单: the arrival form opened for one purchase bill; the arrivals screen adds the bill's open lines itself
 * (`/materialAdd?purchaseBillId=`, sample bills `/sampleMaterialAdd?purchaseBillId=`).
 */
export const arrivalFormFor = (purchaseBillId: string, isSample: boolean): string =>
  `${isSample ? '/sampleMaterialAdd' : '/materialAdd'}?purchaseBillId=${encodeURIComponent(purchaseBillId)}`;

/** A reviewed bill, neither revoked nor closed, with something still to arrive. */
export const canOpenArrival = (bill: { status: number; cancel: boolean; closed: boolean; arriveStatus: number }): boolean =>
  bill.status === 2 && !bill.cancel && !bill.closed && bill.arriveStatus !== 2;
