import type { ClothCheckRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Descriptions, Empty, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuardedButton, checkPermission } from '../../../shared/session/permission';
import { clothApi, ratePercent, trimZeros } from '../api/quality-api';
import { ClothDialog } from '../components/ClothDialog';

const VOIDED = 5;

/** 验布和缩布 (/clothCheck?arriveId=): the arrival's check and shrink rows, the 验布 / 缩布 dialogs, undo per material. */
export function ClothCheckPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [search] = useSearchParams();
  const arriveId = search.get('arriveId') ?? '';
  const [mode, setMode] = useState<'check' | 'shrink' | null>(null);
  const c = (k: string) => t(`quality.cloth.${k}`);
  const detail = useQuery({
    queryKey: ['cloth', arriveId],
    queryFn: () => clothApi.detail(arriveId),
    enabled: Boolean(arriveId),
    retry: false,
    staleTime: 0,
  });
  if (!arriveId || detail.isError) return <Empty description={c('noArrival')} />;
  const d = detail.data;
  const closed = !d || d.arrival.status === VOIDED || d.lines.length === 0;

  const confirm = (permission: string, title: string, run: () => Promise<unknown>) => {
    if (!checkPermission(permission)) return;
    modal.confirm({
      title,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await run();
        await detail.refetch();
      },
    });
  };

  const columns = [
    { key: 'kind', title: c('kind'), dataIndex: 'materialKindName' },
    { key: 'materialNo', title: c('materialNo'), dataIndex: 'materialNo' },
    { key: 'materialName', title: c('materialName'), dataIndex: 'materialName' },
    { key: 'color', title: c('color'), dataIndex: 'colorName' },
    { key: 'spec', title: c('spec'), dataIndex: 'specificationsNo' },
    { key: 'roll', title: c('roll'), dataIndex: 'rollNo' },
    { key: 'stockUnit', title: c('stockUnit'), dataIndex: 'stockUnit' },
    {
      key: 'arrived',
      title: c('arrived'),
      dataIndex: 'arrivedQuantity',
      align: 'right' as const,
      render: (v: string) => trimZeros(v),
    },
    {
      key: 'checkedLength',
      title: c('checkedLength'),
      dataIndex: 'checkedLength',
      align: 'right' as const,
      render: (v: string | null) => trimZeros(v),
    },
    {
      key: 'shrinkLength',
      title: c('shrinkLength'),
      render: (_: unknown, r: ClothCheckRow) =>
        r.shrinkBefore === null ? null : `${trimZeros(r.shrinkBefore)} → ${trimZeros(r.shrinkAfter)}`,
    },
    {
      key: 'rate',
      title: (
        <Tooltip title={c('formula')}>
          <span>{c('rate')}</span>
        </Tooltip>
      ),
      dataIndex: 'shrinkRate',
      align: 'right' as const,
      render: (v: string | null, r: ClothCheckRow) =>
        v === null ? null : (
          <Tooltip title={`(${trimZeros(r.shrinkBefore)} − ${trimZeros(r.shrinkAfter)}) ÷ ${trimZeros(r.shrinkBefore)} = ${v}`}>
            <span data-testid="shrink-rate">{ratePercent(v)}</span>
          </Tooltip>
        ),
    },
    { key: 'checker', title: c('checker'), dataIndex: 'checkerName' },
    { key: 'checkDate', title: c('checkDate'), dataIndex: 'checkDate' },
    { key: 'shrinker', title: c('shrinker'), dataIndex: 'shrinkerName' },
    { key: 'shrinkDate', title: c('shrinkDate'), dataIndex: 'shrinkDate' },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right' as const,
      render: (_: unknown, r: ClothCheckRow) => (
        <Space size={0}>
          {r.checkedLength !== null && (
            <GuardedButton
              type="link"
              size="small"
              permission="fac.arriveOrder.check"
              onClick={() =>
                confirm('fac.arriveOrder.check', c('undoCheckConfirm'), () => clothApi.undo('check', arriveId, r.materialSkuId))
              }
            >
              {c('undoCheck')}
            </GuardedButton>
          )}
          {r.shrinkBefore !== null && (
            <GuardedButton
              type="link"
              size="small"
              permission="fac.arriveOrder.shrinkage"
              onClick={() =>
                confirm('fac.arriveOrder.shrinkage', c('undoShrinkConfirm'), () =>
                  clothApi.undo('shrunk', arriveId, r.materialSkuId),
                )
              }
            >
              {c('undoShrink')}
            </GuardedButton>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="detail-page">
      <Card
        loading={detail.isLoading}
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {c('title')}
          </Typography.Title>
        }
        extra={
          <Space>
            <GuardedButton
              permission="fac.arriveOrder.check"
              disabled={closed}
              onClick={() => setMode('check')}
              data-testid="cloth-check"
            >
              {c('check')}
            </GuardedButton>
            <GuardedButton
              permission="fac.arriveOrder.shrinkage"
              disabled={closed}
              onClick={() => setMode('shrink')}
              data-testid="cloth-shrink"
            >
              {c('shrink')}
            </GuardedButton>
            <GuardedButton
              danger
              permission="fac.arriveOrder.check"
              disabled={!d?.checks.length}
              onClick={() => confirm('fac.arriveOrder.check', c('revokeConfirm'), () => clothApi.revoke(arriveId))}
            >
              {c('revoke')}
            </GuardedButton>
          </Space>
        }
      >
        {d && (
          <>
            <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={c('arriveNo')}>{d.arrival.no}</Descriptions.Item>
              <Descriptions.Item label={c('dateArrive')}>{d.arrival.date}</Descriptions.Item>
              <Descriptions.Item label={c('supplier')}>{d.arrival.supplierName}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary">{c('formula')}</Typography.Paragraph>
            <Table<ClothCheckRow>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={d.checks}
              columns={columns}
            />
          </>
        )}
      </Card>
      {d && (
        <ClothDialog
          mode={mode}
          arriveId={arriveId}
          lines={d.lines}
          checks={d.checks}
          onClose={() => setMode(null)}
          onSaved={() => void detail.refetch()}
        />
      )}
    </div>
  );
}
