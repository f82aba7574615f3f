/** The cut's quantities as typed (text per SKU): what is sent, and what each cell says is wrong or worth a warning. */
export type Typed = Record<string, string | undefined>;

const WHOLE = /^[1-9]\d{0,3}$/;

/** A typed cell: blank (nothing cut), a whole number 1..9999, or wrong (the text stays; the cell says so). */
export function cellOf(text: string | undefined): { num: number; isWrong: boolean } {
  const v = (text ?? '').trim();
  if (!v) return { num: 0, isWrong: false };
  return WHOLE.test(v) ? { num: Number(v), isWrong: false } : { num: 0, isWrong: true };
}

/** The lines to send (SKUs with pieces, in the table's order), or null while a cell is wrong. */
export function linesOf(order: string[], typed: Typed): { goodsSkuId: string; num: number }[] | null {
  const out: { goodsSkuId: string; num: number }[] = [];
  for (const id of order) {
    const c = cellOf(typed[id]);
    if (c.isWrong) return null;
    if (c.num > 0) out.push({ goodsSkuId: id, num: c.num });
  }
  return out;
}
