import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { difference } from './sku-matrix.logic';

/**
 * A matrix cell or total with the value it is compared with underneath in small grey figures (订货数 under 实裁数,
 * the stock under the adjusted quantity) and the difference, green when above, red when below, nothing when equal.
 * The matrix names the compared value once, above the table; `label` is the hover title.
 */
export function CompareNote({
  value,
  compare,
  label,
  children,
}: {
  value: number;
  compare: number;
  label: string;
  children: ReactNode;
}) {
  const diff = difference(value, compare);
  return (
    <div style={{ lineHeight: 1.3 }}>
      <div>{children}</div>
      <div style={{ fontSize: 12, whiteSpace: 'nowrap' }} title={label} data-testid="sku-matrix-compare">
        <Typography.Text type="secondary">{compare}</Typography.Text>
        {diff !== 0 ? (
          <>
            {' '}
            <Typography.Text type={diff > 0 ? 'success' : 'danger'}>{diff > 0 ? `+${diff}` : diff}</Typography.Text>
          </>
        ) : null}
      </div>
    </div>
  );
}
