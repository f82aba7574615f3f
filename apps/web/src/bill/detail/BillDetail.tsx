import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../shared/page';
import { billApi } from '../api/bill-api';
import { BillStatusTag } from '../BillStatusTag';
import { ApprovalTimeline } from './ApprovalTimeline';
import { BillActionBar, type BillActionKey } from './BillActionBar';
import { LineageCard } from './LineageCard';

export interface BillDetailProps {
  billType: string;
  /** Undefined while the bill itself is loading. */
  billId: string | undefined;
  billNo?: string | null;
  /** The page's title: its heading and its tab read the same. */
  title: string;
  loading?: boolean;
  notFound?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Reload the bill's own content (called after every action answering 0). */
  onChanged?: () => void;
  guard?: (action: BillActionKey) => boolean;
  /** Button names where no review is configured (生成档案 …): BillActionBar's directLabels. */
  directLabels?: Partial<Record<BillActionKey, string>>;
  /** More buttons (print, export) beside the workflow actions. */
  extra?: React.ReactNode;
  children: React.ReactNode;
}

export const workflowQueryKey = (billType: string, billId: string | undefined) => ['bill-workflow', billType, billId] as const;

/** The frame every bill detail page shares: number, status, allowed actions, content, approval history. */
export function BillDetail({
  billType,
  billId,
  billNo,
  title,
  loading,
  notFound,
  onEdit,
  onDelete,
  onChanged,
  guard,
  directLabels,
  extra,
  children,
}: BillDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workflow = useQuery({
    queryKey: workflowQueryKey(billType, billId),
    queryFn: () => billApi.workflow(billType, billId ?? ''),
    enabled: Boolean(billId),
    retry: false,
  });
  const state = workflow.data;

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: workflowQueryKey(billType, billId) });
    onChanged?.();
  };

  if (notFound) {
    return (
      <Result
        status="404"
        title={t('bill.detail.notFound')}
        extra={<Button onClick={() => navigate(-1)}>{t('common.back')}</Button>}
      />
    );
  }

  const task = state?.openTask;
  return (
    <div className="bill-detail" style={{ position: 'relative' }}>
      {state?.status === 5 && (
        <div className="bill-stamp" data-testid="void-stamp">
          {t('bill.stamp.voided')}
        </div>
      )}
      <PageHeader
        title={title}
        tags={
          <>
            {billNo && (
              <Typography.Text type="secondary" data-testid="bill-no">
                {billNo}
              </Typography.Text>
            )}
            <BillStatusTag status={state?.displayStatus ?? state?.status} />
          </>
        }
        actions={
          <>
            {state && billId && (
              <BillActionBar
                billType={billType}
                billId={billId}
                state={state}
                onEdit={onEdit}
                onDelete={onDelete}
                onDone={reload}
                guard={guard}
                directLabels={directLabels}
              />
            )}
            {extra}
          </>
        }
      />
      <Spin spinning={Boolean(loading) || workflow.isLoading}>
        {state && (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('bill.detail.billNo')}>{billNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('bill.detail.status')}>
              {state.reviewEnabled ? (
                <BillStatusTag status={state.displayStatus} />
              ) : (
                <>
                  {<BillStatusTag status={state.displayStatus} />}{' '}
                  <Typography.Text type="secondary">({t('bill.detail.reviewOff')})</Typography.Text>
                </>
              )}
            </Descriptions.Item>
            {task && (
              <Descriptions.Item label={t('bill.detail.currentTask')}>
                {task.taskName === 'ANTI_REVIEW' ? t('bill.detail.antiReview') : t('bill.detail.normalReview')}
                {task.stepCount > 1 && ` · ${t('bill.detail.step', { index: task.stepIndex + 1, count: task.stepCount })}`}
              </Descriptions.Item>
            )}
            {task && (
              <Descriptions.Item label={t('bill.detail.assignees')}>{task.assigneeNames.join('、') || '-'}</Descriptions.Item>
            )}
          </Descriptions>
        )}
        <div className="content-wrap">{children}</div>
        <LineageCard lineage={state?.lineage} />
        <Card size="small" title={t('bill.detail.history')} style={{ marginTop: 16 }}>
          <ApprovalTimeline history={state?.history ?? []} />
        </Card>
      </Spin>
    </div>
  );
}
