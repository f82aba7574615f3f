import type { ClothCheckRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Descriptions, Empty, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuardedButton, checkPermission } from '../../../shared/session/permission';
import { clothApi, ratePercent, trimZeros } from '../api/quality-api';
import { ClothDialog } from '../components/ClothDialog';
import '../locales/register';

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
  // Nothing to check: a voided arrival, or one whose lines are all stocked in pieces (个, 件 …: no length).
  const closed = !d || d.arrival.status === VOIDED || d.lines.every((l) => l.countedInPieces);

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

  /** Who and when, on two lines (验布人 / 验布日期, 缩布员 / 缩布日期): keeps the table within 1440 px. */
  const byWhom = (name: string | null, date: string | null) =>
    name === null ? null : (
      <>
        {name}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {date}
        </Typography.Text>
      </>
    );
  // The widths add up to 1098 px: every column, 缩率 above all, shows at 1440 px in Chinese and in English.
  const columns = [
    { key: 'kind', title: c('kind'), dataIndex: 'materialKindName', width: 70 },
    { key: 'materialNo', title: c('materialNo'), dataIndex: 'materialNo', width: 80 },
    { key: 'materialName', title: c('materialName'), dataIndex: 'materialName', width: 100 },
    { key: 'color', title: c('color'), dataIndex: 'colorName', width: 65 },
    { key: 'spec', title: c('spec'), dataIndex: 'specificationsNo', width: 70 },
    { key: 'roll', title: c('roll'), dataIndex: 'rollNo', width: 65 },
    {
      key: 'arrived',
      title: c('arrived'),
      dataIndex: 'arrivedQuantity',
      align: 'right' as const,
      width: 75,
      render: (v: string, r: ClothCheckRow) => `${trimZeros(v)} ${r.stockUnit}`,
    },
    {
      key: 'checkedLength',
      title: c('checkedLength'),
      dataIndex: 'checkedLength',
      align: 'right' as const,
      width: 75,
      render: (v: string | null) => trimZeros(v),
    },
    {
      key: 'shrinkLength',
      title: c('shrinkLength'),
      width: 95,
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
      width: 88,
      render: (v: string | null, r: ClothCheckRow) =>
        v === null ? null : (
          <Tooltip title={`(${trimZeros(r.shrinkBefore)} − ${trimZeros(r.shrinkAfter)}) ÷ ${trimZeros(r.shrinkBefore)} = ${v}`}>
            <span data-testid="shrink-rate">{ratePercent(v)}</span>
          </Tooltip>
        ),
    },
    {
      key: 'checker',
      title: `${c('checker')} / ${c('checkDate')}`,
      width: 95,
      render: (_: unknown, r: ClothCheckRow) => byWhom(r.checkerName, r.checkDate),
    },
    {
      key: 'shrinker',
      title: `${c('shrinker')} / ${c('shrinkDate')}`,
      width: 95,
      render: (_: unknown, r: ClothCheckRow) => byWhom(r.shrinkerName, r.shrinkDate),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right' as const,
      width: 125,
      render: (_: unknown, r: ClothCheckRow) => (
        <Space size={0} direction="vertical" align="start">
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
              scroll={{ x: 1098 }}
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
