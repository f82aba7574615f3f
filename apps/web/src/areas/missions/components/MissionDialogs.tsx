import type { MissionDetail, MissionFinishCheck } from '@gf/contracts';
import { Alert, App, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missionsApi } from '../api/missions-api';

/** 修改优先级: 普通 / 加急 / 特急. */
export function PriorityDialog({
  mission,
  open,
  onClose,
  onDone,
}: {
  mission: MissionDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(mission.priority);
  useEffect(() => setValue(mission.priority), [mission.priority, open]);
  return (
    <Modal
      open={open}
      title={t('missions.detail.changePriority')}
      onCancel={onClose}
      onOk={async () => {
        await missionsApi.setPriority(mission.id, value);
        onDone();
      }}
      destroyOnHidden
    >
      <Radio.Group value={value} onChange={(e) => setValue(e.target.value as number)} data-testid="priority-choice">
        {[0, 1, 2].map((p) => (
          <Radio key={p} value={p}>
            {t(`missions.priority.${p}`)}
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}

/**
 * 工单状态: 未开始 / 进行中 / 已完成. 已完成 first asks the server how many nodes it would complete (they complete
 * automatically and it cannot be undone), then finishes on confirm.
 */
export function StatusDialog({
  mission,
  open,
  onClose,
  onDone,
}: {
  mission: MissionDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState<0 | 1 | 2>(mission.status as 0 | 1 | 2);
  const [check, setCheck] = useState<MissionFinishCheck | null>(null);
  useEffect(() => {
    setValue(mission.status as 0 | 1 | 2);
    setCheck(null);
  }, [mission.status, open]);
  const ok = async () => {
    if (value === mission.status) return onClose();
    if (value === 2 && !check) {
      const answer = (await missionsApi.setStatus(mission.id, 2, false)) as MissionFinishCheck | null;
      if (answer && typeof answer === 'object' && 'needsConfirm' in answer && answer.needsConfirm) {
        setCheck(answer);
        return;
      }
      message.success(t('missions.form.saved'));
      return onDone();
    }
    await missionsApi.setStatus(mission.id, value, value === 2);
    message.success(t('missions.form.saved'));
    onDone();
  };
  return (
    <Modal open={open} title={t('missions.detail.changeStatus')} onCancel={onClose} onOk={ok} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={value}
          disabled={mission.status === 2}
          onChange={(e) => {
            setValue(e.target.value as 0 | 1 | 2);
            setCheck(null);
          }}
          data-testid="status-choice"
        >
          {[0, 1, 2].map((s) => (
            <Radio key={s} value={s}>
              {t(`missions.status.${s}`)}
            </Radio>
          ))}
        </Radio.Group>
        {value === 2 && mission.status !== 2 && (
          <Alert
            type="warning"
            showIcon
            data-testid="finish-warning"
            title={t('missions.detail.finishWarn')}
            description={check ? t('missions.detail.finishCount', { n: check.unfinishedNodes }) : undefined}
          />
        )}
      </Space>
    </Modal>
  );
}
