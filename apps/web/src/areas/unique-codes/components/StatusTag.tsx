import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales/register';

const COLORS = ['default', 'gold', 'green'] as const;

/** A code's status at a node: 未上报 (grey), 待审核 (gold), 已上报 (green). */
export function StatusTag({ status }: { status: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`uniqueCodes.status.states.${status}`)}</Tag>;
}
