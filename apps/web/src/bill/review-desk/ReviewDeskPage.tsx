import { HistoryOutlined, SettingOutlined } from '@ant-design/icons';
import { detailHref, type ReviewTaskRow } from '@gf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Card, Empty, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/format';
import { useSearchPatch, type SearchPatch } from '../../shared/routing/search-patch';
import { GuardedButton } from '../../shared/session/permission';
import { billApi } from '../api/bill-api';
import { billTypeName } from '../bill-type-name';
import { BillStatusTag } from '../BillStatusTag';
import { deskCellText, deskColumnTitle } from './desk-columns';

const pageSize = 20;

// The dialogs load when first opened: the desk is the first screen after login (ADR 0007), and their forms, selects
// and switches are not needed to show it.
const ReasonDialog = lazy(() => import('../detail/ReasonDialog').then((m) => ({ default: m.ReasonDialog })));
const ReviewConfigDialog = lazy(() =>
  import('../review-config/ReviewConfigDialog').then((m) => ({ default: m.ReviewConfigDialog })),
);

/** True from the first time `isOpen` is: a lazily loaded dialog then stays mounted (its closing animation plays). */
function useMountedSince(isOpen: boolean): boolean {
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen && !wasOpen) setWasOpen(true);
  return isOpen || wasOpen;
}

/** 审核工作台: bill types with open tasks on the left, the chosen type's tasks on the right. */
export function ReviewDeskPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [search, patchSearch] = useSearchPatch();
  const [configOpen, setConfigOpen] = useState(false);
  const [refusing, setRefusing] = useState<ReviewTaskRow | null>(null);
  const [busyTask, setBusyTask] = useState<string | null>(null);

  // The desk is where users come to see new work: always refetch when it opens.
  const types = useQuery({ queryKey: ['review-desk', 'types'], queryFn: billApi.deskBillTypes, retry: false, staleTime: 0 });
  const typeList = types.data ?? [];
  const chosenType = search.get('type') ?? typeList[0]?.billType ?? '';
  const keyword = search.get('kw') ?? '';
  const pageNo = Number(search.get('page')) || 1;
  const [typed, setTyped] = useState<string | null>(null);
  const isReasonMounted = useMountedSince(refusing !== null);
  const isConfigMounted = useMountedSince(configOpen);

  const tasks = useQuery({
    queryKey: ['review-desk', 'tasks', chosenType, keyword, pageNo],
    queryFn: () => billApi.tasks(chosenType, { pageNo, pageSize, keyWord: keyword || undefined }),
    enabled: Boolean(chosenType),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

  // Patches the URL as it is now, not as last rendered (a search typed right after choosing a type kept the old type).
  const setParams = (patch: SearchPatch) => patchSearch(patch, { replace: true });

  const review = async (row: ReviewTaskRow, result: boolean, reason?: string) => {
    setBusyTask(row.taskId);
    try {
      await billApi.review(row.billType, { taskId: row.taskId, id: row.billId, result, message: reason });
    } catch {
      // shown by the api client
    } finally {
      setBusyTask(null);
    }
  };

  const open = (row: ReviewTaskRow) => {
    const href = detailHref(row.billType, { id: row.billId, billNo: row.billNo });
    if (href) navigate(href);
    else message.info(t('bill.desk.noDetail'));
  };

  const columns: ColumnsType<ReviewTaskRow> = [
    {
      key: 'billNo',
      title: t('bill.desk.columns.billNo'),
      dataIndex: 'billNo',
      render: (v: string | null, row) => <a onClick={() => open(row)}>{v ?? row.billId}</a>,
    },
    // 名称 only for bill types that have one (suppliers, materials); purchases and arrivals have none.
    ...(tasks.data?.list.some((r) => r.billName)
      ? [{ key: 'billName', title: t('bill.desk.columns.billName'), dataIndex: 'billName' }]
      : []),
    // The bill type's own columns (suppliers: contacts...; materials: kind, colours...), declared on the server.
    ...(tasks.data?.columns ?? []).map((c) => ({
      key: `extra.${c.key}`,
      title: deskColumnTitle(c, i18n.language),
      ellipsis: true,
      render: (_: unknown, row: ReviewTaskRow) => deskCellText(row.extra[c.key], c, { yes: t('common.yes'), no: t('common.no') }),
    })),
    {
      key: 'status',
      title: t('bill.desk.columns.status'),
      dataIndex: 'status',
      render: (v: number) => <BillStatusTag status={v} />,
    },
    {
      key: 'task',
      title: t('bill.desk.columns.task'),
      dataIndex: 'taskName',
      render: (v: string) => (v === 'ANTI_REVIEW' ? t('bill.detail.antiReview') : t('bill.detail.normalReview')),
    },
    { key: 'submitter', title: t('bill.desk.columns.submitter'), dataIndex: 'submitterName' },
    {
      key: 'dateOperate',
      title: t('bill.desk.columns.dateOperate'),
      dataIndex: 'dateOperate',
      minWidth: 150,
      render: (v: string) => formatDateTime(v),
    },
    { key: 'lastReviewLog', title: t('bill.desk.columns.lastReviewLog'), dataIndex: 'lastReviewLog', ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          <a onClick={() => open(row)}>{t('common.view')}</a>
          {row.taskName === 'ANTI_REVIEW' ? (
            <>
              <Button type="link" size="small" disabled={busyTask === row.taskId} onClick={() => void review(row, true)}>
                {t('bill.actions.antiReviewApprove')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setRefusing(row)}>
                {t('bill.actions.antiReviewRefuse')}
              </Button>
            </>
          ) : (
            <>
              <Button type="link" size="small" disabled={busyTask === row.taskId} onClick={() => void review(row, true)}>
                {t('bill.actions.approve')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setRefusing(row)}>
                {t('bill.actions.reject')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <div className="page-title-bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('bill.desk.title')}
        </Typography.Title>
        <Space>
          <GuardedButton permission="fac.review.config" icon={<SettingOutlined />} onClick={() => setConfigOpen(true)}>
            {t('bill.desk.config')}
          </GuardedButton>
          <GuardedButton
            permission="fac.review.history"
            icon={<HistoryOutlined />}
            onClick={() => navigate('/documentReview/approvalRecord')}
          >
            {t('bill.desk.history')}
          </GuardedButton>
        </Space>
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <Card size="small" title={t('bill.desk.billTypes')} style={{ width: 240, flex: 'none' }} loading={types.isLoading}>
          {typeList.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bill.desk.empty')} />
          ) : (
            <div className="desk-type-list">
              {typeList.map((type) => (
                <div
                  key={type.billType}
                  role="button"
                  tabIndex={0}
                  className={`desk-type${type.billType === chosenType ? ' desk-type-active' : ''}`}
                  onClick={() => setParams({ type: type.billType, page: null, kw: null })}
                  onKeyDown={(e) => e.key === 'Enter' && setParams({ type: type.billType, page: null, kw: null })}
                >
                  <span>{billTypeName(type.billType, i18n.language, type.billTypeName)}</span>
                  <Badge count={type.taskCount} overflowCount={999} />
                </div>
              ))}
            </div>
          )}
        </Card>
        <Card size="small" style={{ flex: 1, minWidth: 0 }}>
          {chosenType ? (
            <>
              <Space style={{ marginBottom: 12 }}>
                <Typography.Text strong>
                  {billTypeName(chosenType, i18n.language, typeList.find((x) => x.billType === chosenType)?.billTypeName)}
                </Typography.Text>
                <Input.Search
                  allowClear
                  style={{ width: 280 }}
                  placeholder={t('bill.desk.searchPlaceholder')}
                  value={typed ?? keyword}
                  onChange={(e) => setTyped(e.target.value)}
                  onSearch={(v) => {
                    setTyped(null);
                    setParams({ kw: v.trim() || null, page: null });
                  }}
                />
              </Space>
              <Table<ReviewTaskRow>
                size="middle"
                rowKey="taskId"
                columns={columns}
                dataSource={tasks.data?.list ?? []}
                loading={tasks.isFetching}
                scroll={{ x: 'max-content' }}
                pagination={{
                  current: pageNo,
                  pageSize,
                  total: tasks.data?.totalCount ?? 0,
                  showTotal: (total) => t('common.total', { total }),
                  showSizeChanger: false,
                  placement: ['bottomEnd'],
                  onChange: (p) => setParams({ page: p > 1 ? String(p) : null }),
                }}
              />
            </>
          ) : (
            <Empty description={t('bill.desk.chooseType')} />
          )}
        </Card>
      </div>
      <Suspense fallback={null}>
        {isReasonMounted && (
          <ReasonDialog
            open={refusing !== null}
            title={refusing?.taskName === 'ANTI_REVIEW' ? t('bill.reason.antiReviewRefuse') : t('bill.reason.reject')}
            onCancel={() => setRefusing(null)}
            onOk={async (reason) => {
              const row = refusing;
              setRefusing(null);
              if (row) await review(row, false, reason);
            }}
          />
        )}
        {isConfigMounted && <ReviewConfigDialog open={configOpen} onClose={() => setConfigOpen(false)} />}
      </Suspense>
    </div>
  );
}
