import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

const colors: Record<number, string> = { 0: 'blue', 1: 'green', 5: 'default' };

/** 待完成 / 已完成 / 已作废. */
export function QualityStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={colors[status] ?? 'default'}>{t(`quality.status.${status}`)}</Tag>;
}
