import { dec } from '@gf/contracts';

/** One printed colour × size matrix: a row per colour (and 内长), a column per size, row, column and grand totals. */
export interface PrintMatrix {
  sizes: string[];
  rows: { label: string; cells: (string | null)[]; total: string }[];
  columnTotals: string[];
  total: string;
}

/** The matrix as an A4 sheet's table (exact decimals as typed, blank where nothing was asked). */
export function PrintMatrixTable({
  matrix,
  colourLabel,
  totalLabel,
  testId,
}: {
  matrix: PrintMatrix;
  colourLabel: string;
  totalLabel: string;
  testId?: string;
}) {
  return (
    <table data-testid={testId}>
      <thead>
        <tr>
          <th>{colourLabel}</th>
          {matrix.sizes.map((s) => (
            <th key={s} className="num">
              {s}
            </th>
          ))}
          <th className="num">{totalLabel}</th>
        </tr>
      </thead>
      <tbody>
        {matrix.rows.map((r) => (
          <tr key={r.label}>
            <td>{r.label}</td>
            {r.cells.map((c, i) => (
              <td key={i} className="num">
                {c === null ? '' : dec.format(c)}
              </td>
            ))}
            <td className="num">{dec.format(r.total)}</td>
          </tr>
        ))}
        <tr>
          <th>{totalLabel}</th>
          {matrix.columnTotals.map((c, i) => (
            <th key={i} className="num">
              {dec.format(c)}
            </th>
          ))}
          <th className="num">{dec.format(matrix.total)}</th>
        </tr>
      </tbody>
    </table>
  );
}
