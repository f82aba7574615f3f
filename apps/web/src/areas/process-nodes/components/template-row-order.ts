/** The part of a template row the order rules read. */
export interface OrderedRow {
  prcdNodeId?: string | undefined;
  upstreamPrcdNodeId?: string | null | undefined;
}

export interface Reordered<R extends OrderedRow> {
  rows: R[];
  /** Positions (in the new order) whose upstream node was cleared: it no longer stands on an earlier row. */
  cleared: number[];
}

/**
 * Moves the row at `from` to `to` (drag and drop, 上移 / 下移). A row's upstream node must be an earlier row's node,
 * so an upstream that the move puts at or after its row is cleared, and the positions are told so the form can say
 * which rows lost it (never changed silently). Out-of-range positions and a move onto itself change nothing.
 */
export function moveTemplateRow<R extends OrderedRow>(rows: readonly R[], from: number, to: number): Reordered<R> {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < rows.length;
  if (!inRange(from) || !inRange(to) || from === to) return { rows: [...rows], cleared: [] };
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row!);
  const cleared: number[] = [];
  const out = moved.map((r, i) => {
    const up = r.upstreamPrcdNodeId;
    if (!up) return r;
    const isEarlier = moved.slice(0, i).some((earlier) => earlier.prcdNodeId === up);
    if (isEarlier) return r;
    cleared.push(i);
    return { ...r, upstreamPrcdNodeId: null };
  });
  return { rows: out, cleared };
}
