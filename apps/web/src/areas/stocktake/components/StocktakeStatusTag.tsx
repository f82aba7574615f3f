import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

const colors: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success', 5: 'default' };

export function StocktakeStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={colors[status]}>{t(`stocktake.status.${status}`)}</Tag>;
}
