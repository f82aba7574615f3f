import '../locales/register';
import '../node-reports.css';
import { MissionNodeInfoPermission, NodeReportPermission, type ReportBillDetail } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/page';
import { pageTabs } from '../../../shared/routing/page-tabs';
import { usePermission } from '../../../shared/session/permission';
import { hasPermission } from '../../../shared/session/session';
import { nodeInfoApi, nodeReportsApi } from '../api/node-reports-api';
import { NodeBills, nodeBillsKey } from '../components/NodeBills';
import { NodeFigures } from '../components/NodeFigures';
import { NodeHeader } from '../components/NodeHeader';
import { MaterialNodeButtons } from '../components/MaterialNodeButtons';
import { ReportButtons } from '../components/ReportButtons';
import { ReportDialog } from '../components/ReportDialog';

/** The same key as mission-node-info's own read of the node, so the header and its section share one answer. */
const nodeInfoKey = (id: string) => ['mission-node-info', id] as const;
export const progressKey = (missionNodeId: string) => ['node-progress', missionNodeId] as const;

/**
 * /missionNode?missionNodeId=: the node panel (reference 03 §4). Header with the status switch, the node's info and
 * reminders (mission-node-info's part), the figures of its type, the report dialogs and the node's report bills.
 */
export function NodePanelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const missionNodeId = params.get('missionNodeId') ?? '';
  const [dialog, setDialog] = useState<{ kind: 'complete' | 'adjust'; bill?: ReportBillDetail } | null>(null);
  const canSetStatus = usePermission(MissionNodeInfoPermission.status);
  const canUndo = usePermission(NodeReportPermission.recordCancel);
  const progress = useQuery({
    queryKey: progressKey(missionNodeId),
    queryFn: () => nodeReportsApi.progress(missionNodeId),
    enabled: Boolean(missionNodeId),
    retry: false,
  });
  const info = useQuery({
    queryKey: nodeInfoKey(missionNodeId),
    queryFn: () => nodeInfoApi.info(missionNodeId),
    enabled: Boolean(missionNodeId),
    retry: false,
  });
  usePageTitle(
    progress.data ? `${progress.data.header.nodeName} · ${progress.data.header.missionNo}` : t('nodeReports.menu.panel'),
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: progressKey(missionNodeId) });
    void queryClient.invalidateQueries({ queryKey: nodeInfoKey(missionNodeId) });
    void queryClient.invalidateQueries({ queryKey: nodeBillsKey(missionNodeId) });
  };

  if (progress.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!progress.data) return <Result status="404" title={t('nodeReports.panel.notFound')} />;
  const data = progress.data;
  const { header } = data;
  return (
    <div className="node-report-panel" data-testid="node-panel">
      <Card size="small">
        <NodeHeader header={header} info={info.data} canSetStatus={canSetStatus} onChanged={refresh} />
        <Space style={{ marginTop: 8 }} wrap>
          <a onClick={() => void navigate(`/OrderDetailed?missionId=${encodeURIComponent(header.missionId)}`)}>
            {t('nodeReports.panel.mission', { no: header.missionNo })}
          </a>
          <Button size="small" onClick={() => void navigate(-1)}>
            {t('nodeReports.panel.back')}
          </Button>
        </Space>
      </Card>
      {/* mission-node-info's NodeInfoSection (负责人, 工价, 计划结束日期, 外发厂, 附件, 提醒), registered by app/routes.tsx. */}
      {pageTabs('missionNode')
        .filter((part) => hasPermission(part.permission))
        .map((part) => (
          <part.component key={part.key} missionNodeId={missionNodeId} />
        ))}
      <NodeFigures progress={data} />
      <ReportButtons header={header} onReport={(kind) => setDialog({ kind })} />
      <MaterialNodeButtons header={header} />
      <NodeBills
        missionNodeId={missionNodeId}
        unprocessed={header.unprocessedBillCount}
        onChanged={refresh}
        canUndo={canUndo && header.canReport}
        onEdit={(bill) => setDialog({ kind: bill.billType === 'FAC_MISSION_ADJUST' ? 'adjust' : 'complete', bill })}
      />
      {dialog && (
        <ReportDialog
          progress={data}
          kind={dialog.kind}
          bill={dialog.bill}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}
