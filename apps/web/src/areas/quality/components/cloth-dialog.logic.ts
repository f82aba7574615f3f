import { dec, isDecimalString, type ClothCheckRow } from '@gf/contracts';

/** A length as the dialog takes it: up to 4 decimals, 14 integer digits, not negative. */
const isLength = (v: string | undefined): v is string => v !== undefined && isDecimalString(v.trim(), 4, 14);

/** The fabric grew in the shrink test: both lengths typed and 缩后 above 缩前 (a negative shrinkage rate). */
export function shrinkGrew(before: string | undefined, after: string | undefined): boolean {
  return isLength(before) && isLength(after) && !dec.isZero(before) && dec.cmp(after.trim(), before.trim()) > 0;
}

/** The rate the server will store, as the dialog previews it: (before − after) ÷ before, 4 decimals; null = not yet. */
export function previewRate(before: string | undefined, after: string | undefined): string | null {
  if (!isLength(before) || !isLength(after) || dec.isZero(before)) return null;
  return dec.div(dec.sub(before.trim(), after.trim()), before.trim(), 4);
}

/**
 * 缩前长度 as the shrink dialog opens: the saved length before, else the checked length (验布长度) of that line or
 * roll, else blank.
 */
export function initialShrinkBefore(existing: Pick<ClothCheckRow, 'shrinkBefore' | 'checkedLength'> | undefined): string | null {
  return existing?.shrinkBefore ?? existing?.checkedLength ?? null;
}

/**
 * Whether a shrink row is sent: a length after was typed, or a length before other than the one pre-filled
 * (a before alone is then refused by the server, naming the missing after). A pre-filled before alone is skipped.
 */
export function shrinkRowFilled(
  row: { shrinkBefore?: string; shrinkAfter?: string },
  prefilledBefore: string | undefined,
): boolean {
  if (row.shrinkAfter) return true;
  return Boolean(row.shrinkBefore) && row.shrinkBefore !== prefilledBefore;
}

/**
 * How much a checked length exceeds what arrived (the roll's length when the row is a roll with a known length, else the
 * arrival line's quantity in the stock unit), or null when it does not. The dialog warns and asks before saving; the
 * server accepts it (a supplier may ship more than it invoices, and the check measures what is really there).
 */
export function checkedOverArrived(checked: string | undefined, arrived: string | null | undefined): string | null {
  if (!isLength(checked) || arrived === null || arrived === undefined || !isDecimalString(arrived.trim(), 4, 14)) return null;
  const excess = dec.sub(checked.trim(), arrived.trim());
  return dec.cmp(excess, '0') > 0 ? excess : null;
}
