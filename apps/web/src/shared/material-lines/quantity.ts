import { dec } from '@gf/contracts';

/** Exact a − b of quantities (4 decimals, contracts' decimal module); '' when nothing is left to deliver. */
export function remainingQuantity(a: string, b: string): string {
  const left = dec.sub(a, b, 4);
  return dec.isPositive(left) ? left : '';
}
