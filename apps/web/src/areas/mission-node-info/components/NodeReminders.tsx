import { MissionNodeInfoPermission as P, type NodeNote } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Empty, Image, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { nodeInfoApi, nodeRemindersKey } from '../api/node-info-api';
import { AlertDialog, NoteDialog } from './ReminderDialogs';

type Dialog = { kind: 'alert' } | { kind: 'note'; note?: NodeNote } | null;

/**
 * 节点提醒 (reference 03 §4): 延期预警 and 差额提醒 (automatic; the difference can be dismissed), 延误警报 (set and
 * cancelled by hand, with the people told) and 节点备注 (text, related people, up to 8 pictures). Every change is
 * answered with X-Data-Changed, which refreshes this panel, the mission detail and the lists (shared/api/data-changed).
 */
export function NodeReminders({ missionNodeId }: { missionNodeId: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reminders = useQuery({
    queryKey: nodeRemindersKey(missionNodeId),
    queryFn: () => nodeInfoApi.reminders(missionNodeId),
  });
  const r = (key: string, values?: Record<string, unknown>) => t(`missionNodeInfo.reminders.${key}`, values);

  /** A confirm asking an optional reason, then the call. */
  const withReason = (title: string, call: (reason: string | null) => Promise<unknown>) => {
    let reason = '';
    modal.confirm({
      title,
      content: (
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={r('reason')}
          data-testid="reminder-reason"
          onChange={(e) => (reason = e.target.value)}
        />
      ),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => call(reason.trim() || null),
    });
  };

  const data = reminders.data;
  const isEmpty = data && !data.preWarning && !data.difference && !data.alerts.length && !data.notes.length;
  return (
    <Card
      size="small"
      title={r('title')}
      data-testid="node-reminders"
      extra={
        <Space>
          <GuardedButton size="small" permission={P.remarkAdd} onClick={() => setDialog({ kind: 'alert' })}>
            {r('setAlert')}
          </GuardedButton>
          <GuardedButton size="small" permission={P.remarkAdd} onClick={() => setDialog({ kind: 'note' })}>
            {r('addNote')}
          </GuardedButton>
        </Space>
      }
    >
      {isEmpty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={r('none')} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {data?.preWarning && (
          <Alert
            type="warning"
            showIcon
            data-testid="reminder-pre-warning"
            message={r('preWarning')}
            description={r('preWarningText', {
              date: data.preWarning.planEndAt,
              days: data.preWarning.daysLeft,
              warnDays: data.preWarning.warnDays,
            })}
          />
        )}
        {data?.difference && (
          <Alert
            type="info"
            showIcon
            data-testid="reminder-difference"
            message={r('difference')}
            description={r('differenceText', data.difference)}
            action={
              <GuardedButton
                size="small"
                permission={P.remarkDelete}
                onClick={() => withReason(r('dismissDifference'), () => nodeInfoApi.dismissDifference(missionNodeId))}
              >
                {r('dismiss')}
              </GuardedButton>
            }
          />
        )}
        {data?.alerts.map((a) => (
          <Alert
            key={a.id}
            type="error"
            showIcon
            data-testid="reminder-alert"
            message={
              <Space wrap>
                <b>{r('alert')}</b>
                {a.message}
              </Space>
            }
            description={
              <Typography.Text type="secondary">
                {a.createdBy.name} · {formatDateTime(a.createdAt)}
                {a.notifyUsers.length > 0 && ` · ${r('notifyUsers')}: ${a.notifyUsers.map((u) => u.name).join('、')}`}
              </Typography.Text>
            }
            action={
              <GuardedButton
                size="small"
                permission={P.remarkDelete}
                onClick={() => withReason(r('cancelAlert'), (reason) => nodeInfoApi.cancelAlert(missionNodeId, a.id, reason))}
              >
                {r('cancelAlert')}
              </GuardedButton>
            }
          />
        ))}
        {data && data.notes.length > 0 && (
          <List
            size="small"
            header={<b>{r('notes')}</b>}
            dataSource={data.notes}
            renderItem={(note) => (
              <List.Item
                data-testid="reminder-note"
                actions={[
                  <GuardedLink key="edit" permission={P.remarkEdit} onClick={() => setDialog({ kind: 'note', note })}>
                    {t('common.edit')}
                  </GuardedLink>,
                  <GuardedLink
                    key="delete"
                    permission={P.remarkDelete}
                    onClick={() =>
                      withReason(r('deleteNote'), (reason) => nodeInfoApi.deleteNote(missionNodeId, note.id, reason))
                    }
                  >
                    {t('common.delete')}
                  </GuardedLink>,
                ]}
              >
                <List.Item.Meta
                  title={note.content}
                  description={
                    <Space direction="vertical" size={4}>
                      <Typography.Text type="secondary">
                        {note.createdBy.name} · {formatDateTime(note.updatedAt)}
                        {note.relatedUsers.length > 0 &&
                          ` · ${r('relatedUsers')}: ${note.relatedUsers.map((u) => u.name).join('、')}`}
                      </Typography.Text>
                      {note.pictures.length > 0 && (
                        <Image.PreviewGroup>
                          <Space wrap>
                            {note.pictures.map((p) => (
                              <Image key={p.id} src={p.url} alt={p.name} width={56} height={56} />
                            ))}
                          </Space>
                        </Image.PreviewGroup>
                      )}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Space>
      {dialog?.kind === 'alert' && <AlertDialog missionNodeId={missionNodeId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'note' && <NoteDialog missionNodeId={missionNodeId} note={dialog.note} onClose={() => setDialog(null)} />}
    </Card>
  );
}
