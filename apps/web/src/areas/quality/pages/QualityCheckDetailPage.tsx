import type { QualityCheckLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApprovalTimeline, billApi, LineageCard, workflowQueryKey } from '../../../bill';
import { GuardedButton, checkPermission } from '../../../shared/session/permission';
import { qualityApi, trimZeros } from '../api/quality-api';
import { QualityStatusTag } from '../components/QualityStatusTag';
import '../locales/register';

const resultColors: Record<string, string> = { QUALIFIED: 'green', UNQUALIFIED: 'red', CONCESSION: 'orange' };

/** 质检单详情 (/qualityCheckDetail?id=): header, lines, and the status actions 完成 / 重新打开 / 作废. */
export function QualityCheckDetailPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const f = (k: string) => t(`quality.field.${k}`);
  const query = useQuery({
    queryKey: ['quality', id],
    queryFn: () => qualityApi.detail(id),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
  // The engine's view of the check: the documents it checks (lineage) and its status history.
  const state = useQuery({
    queryKey: workflowQueryKey('QUALITY_CHECK', id),
    queryFn: () => billApi.workflow('QUALITY_CHECK', id),
    enabled: Boolean(id),
    retry: false,
  });
  if (!id || query.isError) return <Empty />;
  const b = query.data;

  const change = (status: 0 | 1 | 5, content?: string) => {
    if (!checkPermission('fac.qualityCheck.status')) return;
    const run = async () => {
      await qualityApi.changeStatus(id, status);
      await Promise.all([query.refetch(), state.refetch()]);
    };
    if (!content) return void run().catch(() => undefined);
    modal.confirm({ title: content, okText: t('common.ok'), cancelText: t('common.cancel'), onOk: run });
  };

  return (
    <div className="detail-page">
      <Card
        loading={query.isLoading}
        title={
          <Space>
            <Typography.Title level={4} style={{ margin: 0 }}>{`${t('quality.list.title')} ${b?.billNo ?? ''}`}</Typography.Title>
            {b && <QualityStatusTag status={b.status} />}
          </Space>
        }
        extra={
          b && (
            <Space>
              {b.status === 0 && (
                <GuardedButton
                  permission="fac.qualityCheck.update"
                  onClick={() => void navigate(`/qualityCheckOperate?id=${encodeURIComponent(id)}`)}
                >
                  {t('quality.detail.edit')}
                </GuardedButton>
              )}
              {b.status === 0 && (
                <GuardedButton
                  type="primary"
                  permission="fac.qualityCheck.status"
                  onClick={() => change(1, t('quality.detail.completeHint'))}
                >
                  {t('quality.detail.complete')}
                </GuardedButton>
              )}
              {b.status === 1 && (
                <GuardedButton permission="fac.qualityCheck.status" onClick={() => change(0)}>
                  {t('quality.detail.reopen')}
                </GuardedButton>
              )}
              {b.status === 0 && (
                <GuardedButton
                  danger
                  permission="fac.qualityCheck.status"
                  onClick={() => change(5, t('quality.detail.voidConfirm'))}
                >
                  {t('quality.detail.void')}
                </GuardedButton>
              )}
            </Space>
          )
        }
      >
        {b && (
          <>
            <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={f('billNo')}>{b.billNo}</Descriptions.Item>
              <Descriptions.Item label={f('source')}>{t(`quality.source.${b.sourceType}`)}</Descriptions.Item>
              <Descriptions.Item label={f('sourceNo')}>{b.sourceNo}</Descriptions.Item>
              <Descriptions.Item label={f('supplier')}>{b.supplierName}</Descriptions.Item>
              <Descriptions.Item label={f('checker')}>{b.checkerName}</Descriptions.Item>
              <Descriptions.Item label={f('checkDate')}>{b.checkDate}</Descriptions.Item>
              <Descriptions.Item label={f('checkedTotal')}>{trimZeros(b.checkedTotal)}</Descriptions.Item>
              <Descriptions.Item label={f('qualifiedTotal')}>{trimZeros(b.qualifiedTotal)}</Descriptions.Item>
              <Descriptions.Item label={f('unqualifiedTotal')}>{trimZeros(b.unqualifiedTotal)}</Descriptions.Item>
              <Descriptions.Item label={f('remark')} span={3}>
                {b.remark}
              </Descriptions.Item>
            </Descriptions>
            <Table<QualityCheckLineRow>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={b.lines ?? []}
              columns={[
                { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
                { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
                { key: 'color', title: f('color'), dataIndex: 'colorName' },
                { key: 'spec', title: f('spec'), dataIndex: 'specificationsNo' },
                { key: 'roll', title: f('roll'), dataIndex: 'rollNo' },
                { key: 'stockUnit', title: f('stockUnit'), dataIndex: 'stockUnit' },
                {
                  key: 'checked',
                  title: f('checked'),
                  dataIndex: 'checkedQuantity',
                  align: 'right',
                  render: (v: string) => trimZeros(v),
                },
                {
                  key: 'qualified',
                  title: f('qualified'),
                  dataIndex: 'qualifiedQuantity',
                  align: 'right',
                  render: (v: string) => trimZeros(v),
                },
                {
                  key: 'unqualified',
                  title: f('unqualified'),
                  dataIndex: 'unqualifiedQuantity',
                  align: 'right',
                  render: (v: string) => trimZeros(v),
                },
                {
                  key: 'result',
                  title: f('result'),
                  dataIndex: 'result',
                  render: (v: string) => <Tag color={resultColors[v]}>{t(`quality.result.${v}`)}</Tag>,
                },
                { key: 'defects', title: f('defects'), dataIndex: 'defects' },
                { key: 'remark', title: f('remark'), dataIndex: 'remark' },
              ]}
            />
          </>
        )}
      </Card>
      <LineageCard lineage={state.data?.lineage} />
      <Card size="small" title={t('bill.detail.history')} style={{ marginTop: 16 }}>
        <ApprovalTimeline history={state.data?.history ?? []} />
      </Card>
    </div>
  );
}
