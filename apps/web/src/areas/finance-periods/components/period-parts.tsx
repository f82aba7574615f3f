import { Dec, type FinancePeriodRow } from '@gf/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

/** Money with two decimals. */
export const money = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '' : Dec.of(v).toFixed(2));

export function MonthStatusTag({ status }: { status: FinancePeriodRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'CLOSED' ? 'green' : 'default'}>{t(`financePeriods.status.${status}`)}</Tag>;
}
