import '../locales';
import '../print/print-locales';
import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { MissionAdjustPermission, MissionPermission as P, NodeReportPermission } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Image, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { GuardedButton } from '../../../shared/session/permission';
import { usePermission } from '../../../shared/session/permission';
import { fileUrl, missionsApi } from '../api/missions-api';
import { PriorityDialog, StatusDialog } from '../components/MissionDialogs';
import { QuantityLine } from '../components/MissionCard';
import { MissionMore } from '../components/MissionMore';
import { MissionBadges, MissionStatusText } from '../components/MissionStatus';
import { NodeStrip } from '../components/NodeStrip';
import { useUserNames } from '../components/use-user-names';

/** 工单详情 (/OrderDetailed?missionId=): header, 工单状态, priority, 编辑, 展开更多, 节点进度 (a node opens its panel). */
export function MissionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const missionId = search.get('missionId');
  const [dialog, setDialog] = useState<'priority' | 'status' | null>(null);
  const [more, setMore] = useState(false);
  const userNames = useUserNames();
  const canPriority = usePermission(P.priority);
  const query = useQuery({
    queryKey: ['mission', missionId],
    queryFn: () => missionsApi.detail(missionId!),
    enabled: Boolean(missionId),
    retry: false,
  });
  const m = query.data;
  const f = (k: string) => t(`missions.field.${k}`);
  const d = (k: string, o?: Record<string, unknown>) => t(`missions.detail.${k}`, o ?? {});
  const done = () => {
    setDialog(null);
    void query.refetch();
  };
  if (query.isError || !missionId) return <Empty description={d('notFound')} />;
  return (
    <Spin spinning={query.isLoading}>
      <PageHeader
        title={d('title', { no: m?.missionNo ?? '' })}
        tags={
          m && (
            <Space>
              <MissionStatusText row={m} />
              <MissionBadges row={m} />
            </Space>
          )
        }
        actions={
          m && (
            <>
              <GuardedButton
                permission={P.manage}
                disabled={m.status === 5}
                onClick={() => setDialog('status')}
                data-testid="mission-status"
              >
                {d('changeStatus')}
              </GuardedButton>
              <Button
                icon={<PrinterOutlined />}
                onClick={() => navigate(`/missionPrint?missionId=${m.id}`)}
                data-testid="print-mission"
              >
                {t('missionPrint.print')}
              </Button>
              <GuardedButton
                permission={P.update}
                disabled={m.status === 5 || m.status === 2}
                icon={<EditOutlined />}
                onClick={() => navigate(`/editOrder?missionId=${m.id}`)}
                data-testid="edit-mission"
              >
                {d('edit')}
              </GuardedButton>
              {m.nodes.some((n) => n.typeCode.startsWith('actual_cutting')) && m.status !== 5 && (
                <Button onClick={() => navigate(`/cutPlan?missionId=${m.id}`)} data-testid="cut-plan-mission">
                  {d('cutPlan')}
                </Button>
              )}
              {m.nodes
                .filter((n) => n.typeCode === 'actual_cutting_ligation' && m.status !== 5)
                .map((n) => (
                  <GuardedButton
                    key={n.id}
                    permission={NodeReportPermission.report}
                    onClick={() => navigate(`/cutting/report?nodeId=${n.id}`)}
                    data-testid="bundle-cutting-mission"
                  >
                    {d('bundleCutting', { node: n.name })}
                  </GuardedButton>
                ))}
              {m.nodes
                .filter((n) => n.typeCode === 'actual_cutting_wym')
                .map((n) => (
                  <GuardedButton
                    key={n.id}
                    permission="fac.wym.list"
                    onClick={() => navigate(`/missionWymStatus?nodeId=${n.id}`)}
                    data-testid="wym-mission"
                  >
                    {t('uniqueCodes.menu.viewAll')}
                  </GuardedButton>
                ))}
              <GuardedButton
                permission={MissionAdjustPermission.add}
                disabled={m.status === 5 || m.status === 2}
                onClick={() => navigate(`/missionAdjust?missionId=${m.id}`)}
                data-testid="adjust-mission"
              >
                {d('adjust')}
              </GuardedButton>
            </>
          )
        }
      />
      {m && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Space align="start" size={16}>
              <div style={{ width: 96, height: 96, background: '#fafafa', border: '1px solid #f0f0f0' }}>
                {m.pictureId && <Image src={fileUrl(m.pictureId)} width={94} height={94} style={{ objectFit: 'cover' }} />}
              </div>
              <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ flex: 1 }} data-testid="mission-header">
                <Descriptions.Item label={f('goods')}>{`${m.styleNo} ${m.styleName}`}</Descriptions.Item>
                <Descriptions.Item label={f('customer')}>{m.customerName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label={f('placeorderAt')}>{m.placeorderAt}</Descriptions.Item>
                <Descriptions.Item label={f('outsideFactory')}>{m.outsideFactoryName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label={f('priority')}>
                  <Space size={4}>
                    {t(`missions.priority.${m.priority}`)}
                    {canPriority && m.status !== 5 && (
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setDialog('priority')}
                        data-testid="change-priority"
                      />
                    )}
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label={f('orderQuantity')}>
                  <QuantityLine row={m} label={f} />
                </Descriptions.Item>
                <Descriptions.Item label={f('leaders')}>{m.leaderNames.join('、') || '-'}</Descriptions.Item>
                <Descriptions.Item label={f('deliveryAt')}>
                  {m.deliveryAt}
                  {m.deliveryChangeCount > 0 && ` ${d('changed', { n: m.deliveryChangeCount })}`}
                </Descriptions.Item>
                <Descriptions.Item label={f('machiningUnitPrice')}>{m.machiningUnitPrice ?? '-'}</Descriptions.Item>
                <Descriptions.Item label={f('lathes')}>{m.lathes.join('、') || '-'}</Descriptions.Item>
                <Descriptions.Item label={f('linkedOrder')}>{m.productionOrderNo ?? '-'}</Descriptions.Item>
                <Descriptions.Item label={f('template')}>{m.templateName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label={f('remark')}>{m.remark ?? '-'}</Descriptions.Item>
              </Descriptions>
            </Space>
            <div>
              <Button type="link" onClick={() => setMore(!more)} data-testid="mission-more-toggle" style={{ paddingLeft: 0 }}>
                {d(more ? 'less' : 'more')}
              </Button>
            </div>
            {more && <MissionMore mission={m} />}
          </Card>
          <Card
            size="small"
            title={d('progress')}
            extra={
              <Space>
                <Tag color="green">{d('done', { n: m.nodeCounts.finish })}</Tag>
                <Tag color="blue">{d('ongoing', { n: m.nodeCounts.ongoing })}</Tag>
                <Tag>{d('waiting', { n: m.nodeCounts.waitStart })}</Tag>
              </Space>
            }
            data-testid="node-progress"
          >
            <NodeStrip nodes={m.nodes} userNames={userNames} onOpen={(n) => navigate(`/missionNode?missionNodeId=${n.id}`)} />
            {m.cancelReason && <Typography.Text type="secondary">{m.cancelReason}</Typography.Text>}
          </Card>
          <PriorityDialog mission={m} open={dialog === 'priority'} onClose={() => setDialog(null)} onDone={done} />
          <StatusDialog mission={m} open={dialog === 'status'} onClose={() => setDialog(null)} onDone={done} />
        </>
      )}
    </Spin>
  );
}
