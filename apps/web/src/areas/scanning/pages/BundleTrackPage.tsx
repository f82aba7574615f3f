import { NodeReportPermission, type BundleHistory, type WipRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Segmented, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/excel/ExportButton';
import { PageHeader } from '../../../shared/page';
import { SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { scanningApi } from '../api/scanning-api';
import { BundleHistoryView } from '../components/BundleHistoryView';
import { HandoverTab } from '../components/HandoverTab';
import '../locales/register';

/** Missions that have quantity nodes to scan at (the value is the mission's id). */
const missionLoader: OptionLoader = async (keyword) => {
  const seen = new Map<string, string>();
  for (const n of await scanningApi.nodes(keyword || undefined)) seen.set(n.missionId, `${n.missionNo} · ${n.styleNo}`);
  return [...seen].map(([value, label]) => ({ value, label }));
};

function HistoryTab() {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState('');
  const [shown, setShown] = useState('');
  const history = useQuery<BundleHistory>({
    queryKey: ['scanning', 'history', shown],
    queryFn: () => scanningApi.history(shown),
    enabled: Boolean(shown),
    retry: false,
  });
  return (
    <div>
      <Input.Search
        value={ticket}
        onChange={(e) => setTicket(e.target.value)}
        onSearch={(v) => setShown(v.trim())}
        placeholder={t('scanning.track.ticketHint')}
        enterButton
        style={{ maxWidth: 480, marginBottom: 16 }}
        data-testid="track-ticket"
      />
      {history.data && <BundleHistoryView history={history.data} />}
    </div>
  );
}

function WipTab() {
  const { t } = useTranslation();
  const k = (key: string) => t(`scanning.track.${key}`);
  const [by, setBy] = useState<'node' | 'factory'>('node');
  const [missionId, setMissionId] = useState<string | undefined>();
  const wip = useQuery({ queryKey: ['scanning', 'wip', by, missionId], queryFn: () => scanningApi.wip(by, missionId) });
  return (
    <div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <Segmented
          value={by}
          onChange={(v) => setBy(v as 'node' | 'factory')}
          options={[
            { value: 'node', label: k('byNode') },
            { value: 'factory', label: k('byFactory') },
          ]}
          data-testid="wip-by"
        />
        <SearchSelect
          single
          loader={missionLoader}
          value={missionId}
          placeholder={k('missionFilter')}
          style={{ width: 360 }}
          allowClear
          data-testid="wip-mission"
          onChange={(v) => setMissionId(v ? String(v) : undefined)}
        />
        <ExportButton
          path="scanning/wip/export"
          permission={NodeReportPermission.details}
          label={k('export')}
          body={() => ({ by, missionId })}
        />
      </div>
      <Table<WipRow>
        size="small"
        rowKey="key"
        loading={wip.isLoading}
        dataSource={wip.data?.dataList ?? []}
        pagination={false}
        data-testid="wip-table"
        columns={[
          ...(by === 'node' ? [{ title: k('mission'), dataIndex: 'missionNo', width: 180 }] : []),
          { title: by === 'node' ? k('node') : k('factory'), dataIndex: 'name' },
          { title: k('bundles'), dataIndex: 'bundles', align: 'right', width: 120 },
          { title: k('pieces'), dataIndex: 'pieces', align: 'right', width: 120 },
        ]}
        summary={() =>
          wip.data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={by === 'node' ? 2 : 1}>
                <Typography.Text strong>{k('total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong>{wip.data.totalBundles}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <Typography.Text strong data-testid="wip-total-pieces">
                  {wip.data.totalPieces}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}

/**
 * /bundleTrack 扎号追踪: a bundle's history (scan or type its ticket), the work in progress per node or outside factory,
 * and 交接 (bundles handed to an outside factory or workbay).
 */
export function BundleTrackPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('scanning.menu.track')} back={false} />
      <Card size="small">
        <Tabs
          items={[
            { key: 'history', label: t('scanning.track.historyTab'), children: <HistoryTab /> },
            { key: 'wip', label: t('scanning.track.wipTab'), children: <WipTab /> },
            { key: 'handover', label: t('scanning.handover.tab'), children: <HandoverTab /> },
          ]}
        />
      </Card>
    </div>
  );
}
