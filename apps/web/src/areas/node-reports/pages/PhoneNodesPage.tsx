import '../locales/register';
import '../node-reports.css';
import { HomeOutlined, LogoutOutlined, ReloadOutlined } from '@ant-design/icons';
import { dec, type MissionListRow, type MissionNodeStripItem, type NodeProgress } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Progress, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../shared/i18n/LanguageSwitch';
import { usePageTitle } from '../../../shared/page';
import { useSession } from '../../../shared/session/session';
import { logout } from '../../../shared/session/session-api';
import { nodeReportsApi } from '../api/node-reports-api';
import { ReportDialog } from '../components/ReportDialog';

interface MyNode {
  mission: MissionListRow;
  node: MissionNodeStripItem;
}

/** The unfinished nodes charged to the signed-in user, mission by mission. */
export function myNodes(missions: readonly MissionListRow[], userId: string | undefined): MyNode[] {
  return missions.flatMap((mission) =>
    mission.nodes.filter((n) => n.status !== 2 && (!userId || n.chargerIds.includes(userId))).map((node) => ({ mission, node })),
  );
}

/**
 * /m/nodes: the workbay phone screen (360 px wide, no side menu). The signed-in user's unfinished nodes as cards with
 * big buttons; 上报 opens the node's report dialog laid out for a phone (one input per SKU).
 */
export function PhoneNodesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<{ progress: NodeProgress; kind: 'complete' | 'adjust' } | null>(null);
  const [loadingNode, setLoadingNode] = useState<string | null>(null);
  const p = (k: string, o?: Record<string, unknown>) => t(`nodeReports.phone.${k}`, o ?? {});
  usePageTitle(p('title'));
  const list = useQuery({
    queryKey: ['my-nodes', keyword],
    queryFn: () => nodeReportsApi.myMissions({ pageNo: 1, pageSize: 50, keyword: keyword || undefined }),
  });
  const nodes = myNodes(list.data?.list ?? [], session?.userId);
  const progressOf = async (nodeId: string) => {
    setLoadingNode(nodeId);
    try {
      return await queryClient.fetchQuery({
        queryKey: ['node-progress', nodeId],
        queryFn: () => nodeReportsApi.progress(nodeId),
        staleTime: 0,
      });
    } finally {
      setLoadingNode(null);
    }
  };
  // ?missionNodeId= (a node's code scanned, or a link) opens that node's report dialog at once.
  const [params, setParams] = useSearchParams();
  const direct = params.get('missionNodeId');
  useEffect(() => {
    if (!direct) return;
    setParams({}, { replace: true });
    void progressOf(direct).then((progress) => setOpen({ progress, kind: 'complete' }));
    // progressOf is stable in effect: it only reads the query client
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [direct]);
  const signOut = () =>
    void logout().then(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });

  return (
    <div className="node-report-phone" data-testid="phone-nodes">
      <div className="node-report-phone-bar">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {p('title')}
        </Typography.Title>
        <Space size={4}>
          <LanguageSwitch />
          <Button type="text" icon={<HomeOutlined />} aria-label={p('desk')} onClick={() => void navigate('/')} />
          <Button type="text" icon={<ReloadOutlined />} aria-label={p('refresh')} onClick={() => void list.refetch()} />
          <Button type="text" icon={<LogoutOutlined />} aria-label={p('signOut')} onClick={signOut} />
        </Space>
      </div>
      <Input.Search size="large" allowClear placeholder={p('search')} onSearch={setKeyword} />
      {list.isLoading ? (
        <Spin style={{ display: 'block', margin: 40 }} />
      ) : nodes.length === 0 ? (
        // A failed list says why here (the phone screen keeps its top for the dialog, not a toast).
        <Empty description={list.error ? list.error.message : p('empty')} />
      ) : (
        nodes.map(({ mission, node }) => {
          const target = Number(node.targetNum) || 0;
          const done = Number(node.completedNum) || 0;
          return (
            <Card key={node.id} size="small" className="node-report-phone-card" data-testid="phone-node-card">
              <Space orientation="vertical" style={{ width: '100%' }} size={6}>
                <Space wrap>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {node.name}
                  </Typography.Text>
                  <Tag color={node.status === 1 ? 'processing' : 'default'}>{t(`nodeReports.status.${node.status}`)}</Tag>
                </Space>
                <Typography.Text type="secondary">
                  {mission.missionNo} · {mission.styleNo} {mission.styleName}
                </Typography.Text>
                <Typography.Text type="secondary">{p('delivery', { date: mission.deliveryAt })}</Typography.Text>
                <Progress
                  percent={target ? Math.min(100, Math.round((done / target) * 100)) : 0}
                  format={() => p('progress', { done: dec.format(node.completedNum), target: dec.format(node.targetNum) })}
                />
                <Button
                  type="primary"
                  size="large"
                  block
                  loading={loadingNode === node.id}
                  data-testid="phone-node-report"
                  onClick={() =>
                    // The server decides who may report here (its refusal shows in the dialog).
                    void progressOf(node.id).then((progress) => setOpen({ progress, kind: 'complete' }))
                  }
                >
                  {p('report')}
                </Button>
              </Space>
            </Card>
          );
        })
      )}
      {open && (
        <ReportDialog
          phone
          progress={open.progress}
          kind={open.kind}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            void list.refetch();
          }}
        />
      )}
    </div>
  );
}
