import type { StocktakeLogRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { stocktakeApi } from '../api/stocktake-api';
import '../locales/register';

/** What a log entry changed, in a few words: how many counts, lines added, posted or reversed. */
function describe(content: Record<string, unknown>, label: (key: string) => string): string {
  return Object.entries(content)
    .filter(([k]) => !k.endsWith('Id'))
    .map(
      ([k, v]) =>
        `${label(k)}: ${Array.isArray(v) ? v.length : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`,
    )
    .join('，');
}

/** 日志: who did what to the stocktake, newest first. */
export function LogsPanel({ checkId }: { checkId: string }) {
  const { t } = useTranslation();
  const logs = useQuery({ queryKey: ['stocktake-logs', checkId], queryFn: () => stocktakeApi.logs(checkId) });
  const f = (k: string) => t(`stocktake.field.${k}`);
  return (
    <Table<StocktakeLogRow>
      rowKey="id"
      size="small"
      loading={logs.isLoading}
      dataSource={logs.data ?? []}
      pagination={{ pageSize: 20 }}
      columns={[
        { key: 'time', title: f('time'), dataIndex: 'createdAt', width: 170, render: (v: string) => formatDateTime(v) },
        { key: 'who', title: f('operator'), dataIndex: 'userName', width: 120 },
        { key: 'action', title: f('action'), dataIndex: 'action', width: 140, render: (v: string) => t(`stocktake.log.${v}`) },
        {
          key: 'content',
          title: f('content'),
          dataIndex: 'content',
          ellipsis: true,
          render: (v: Record<string, unknown>) => describe(v, (k) => t(`stocktake.logKey.${k}`, { defaultValue: k })),
        },
      ]}
    />
  );
}
