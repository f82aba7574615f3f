import type { BillEventRow } from '@gf/contracts';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { billActionText } from '../bill-type-name';

const actionColors: Record<string, string> = {
  PASS: 'green',
  APPLY_ANTI_REVIEW_PASS: 'green',
  REJECT: 'red',
  APPLY_ANTI_REVIEW_REJECT: 'red',
  VOID: 'gray',
  DELETE: 'gray',
  SUBMIT: 'blue',
  APPLY_ANTI_REVIEW: 'orange',
};

/** The approval history of a bill: actor, action, message, time; newest first. */
export function ApprovalTimeline({ history }: { history: BillEventRow[] }) {
  const { t, i18n } = useTranslation();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bill.detail.noHistory')} />;
  const rows = [...history].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return (
    <Timeline
      data-testid="approval-timeline"
      items={rows.map((event) => ({
        key: event.id,
        color: actionColors[event.action] ?? 'blue',
        content: (
          <div>
            <Typography.Text strong>{event.operatorName ?? event.operatorId}</Typography.Text>{' '}
            <Typography.Text>{billActionText(event.action, i18n.language, event.actionText)}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 12, fontSize: 12 }}>
              {formatDateTime(event.createdAt)}
            </Typography.Text>
            {event.message && (
              <div>
                <Typography.Text type="secondary">{event.message}</Typography.Text>
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
