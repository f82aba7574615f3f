import { billStatusLabels } from '@gf/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours per status code 0-6 (SPEC section 4). */
export const billStatusColors: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'warning',
  4: 'error',
  5: 'default',
  6: 'purple',
};

export function BillStatusTag({ status }: { status: number | null | undefined }) {
  const { i18n } = useTranslation();
  if (status === null || status === undefined) return null;
  const label = billStatusLabels[status];
  const text = label ? (i18n.language === 'en' ? label.en : label.zh) : String(status);
  return (
    <Tag
      color={billStatusColors[status] ?? 'default'}
      data-status={status}
      style={status === 5 ? { textDecoration: 'line-through' } : undefined}
    >
      {text}
    </Tag>
  );
}
