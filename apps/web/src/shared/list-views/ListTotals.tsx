import { formatUnitTotals, type UnitTotal } from '@gf/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ListTotalsItem {
  label: string;
  /** Totals per unit ("130 米 + 3000 个"), or a plain figure (an amount). */
  value: readonly UnitTotal[] | string;
}

/** What a filtered list adds up to, under its title bar: one figure per unit, never one sum of 米 and 个. */
export function ListTotals({ items }: { items: ListTotalsItem[] }) {
  const { i18n } = useTranslation();
  const colon = i18n.language === 'en' ? ': ' : '：';
  return (
    <Space size={24} wrap style={{ margin: '0 0 8px' }} data-testid="list-totals">
      {items.map((item) => (
        <span key={item.label}>
          <Typography.Text type="secondary">
            {item.label}
            {colon}
          </Typography.Text>
          <Typography.Text strong>
            {typeof item.value === 'string' ? item.value : formatUnitTotals(item.value) || '0'}
          </Typography.Text>
        </span>
      ))}
    </Space>
  );
}
