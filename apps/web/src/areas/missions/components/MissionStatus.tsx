import type { MissionListRow } from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { missionStatusText, statusTextColor } from './mission-view';

/** 已撤销 / 已完成 / 未开始 / 交货倒计时 N 天 / 延误 N 天, in its colour. */
export function MissionStatusText({ row }: { row: Pick<MissionListRow, 'status' | 'daysLeft' | 'delayDays'> }) {
  const { t } = useTranslation();
  const s = missionStatusText(row);
  return (
    <Typography.Text strong style={{ color: statusTextColor[s.kind] }} data-testid="mission-status-text">
      {t(`missions.statusText.${s.kind}`, 'days' in s ? { days: s.days } : {})}
    </Typography.Text>
  );
}

/** The badges 整单外发 / 加急 / 特急. */
export function MissionBadges({ row }: { row: Pick<MissionListRow, 'isOutside' | 'priority'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      {row.isOutside && <Tag color="purple">{t('missions.field.isOutside')}</Tag>}
      {row.priority === 1 && <Tag color="orange">{t('missions.priority.1')}</Tag>}
      {row.priority === 2 && <Tag color="red">{t('missions.priority.2')}</Tag>}
    </Space>
  );
}
