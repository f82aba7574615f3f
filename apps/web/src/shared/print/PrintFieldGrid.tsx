import { Fragment, type ReactNode } from 'react';

/** Label / value pairs three to a line (a bill's head on an A4 sheet); the last cell of a short line takes the rest. */
export function PrintFieldGrid({ pairs, testId }: { pairs: [string, ReactNode][]; testId?: string }) {
  const rows: [string, ReactNode][][] = [];
  for (let i = 0; i < pairs.length; i += 3) rows.push(pairs.slice(i, i + 3));
  return (
    <table className="fields" data-testid={testId}>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map(([label, value], j) => (
              <Fragment key={label}>
                <th>{label}</th>
                <td colSpan={j === row.length - 1 ? 1 + 2 * (3 - row.length) : 1}>{value}</td>
              </Fragment>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
