import '../locales/cut-plan-locales';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { App, Button, Card, Empty, InputNumber, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api';
import { useSession } from '../../../shared/session/session';
import { cutPlanApi } from '../api/cut-plan-api';
import { colourGroups, layReports, planGroups, type GroupPlan } from '../cut-plan-groups';

const CUTTING_NODES = new Set(['actual_cutting', 'actual_cutting_ligation']);

/**
 * 裁剪方案 (/cutPlan?missionId=): per fabric colour of the mission, the lays the planner proposes for what is left to
 * cut (marker ratio per size, plies), under the cutting table's limits; 采用方案 saves each lay as a draft actual-cutting
 * report of the mission's cutting node (床次 "<colour> #n"), which the cutter submits once the lay is cut.
 */
export function CutPlanPage() {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`cutPlan.${k}`, o);
  const { modal, message } = App.useApp();
  const session = useSession();
  const missionId = useSearchParams()[0].get('missionId');
  const [maxPlies, setMaxPlies] = useState(100);
  const [maxGarments, setMaxGarments] = useState(6);
  const [saving, setSaving] = useState(false);
  const mission = useQuery({
    queryKey: ['cut-plan-mission', missionId],
    queryFn: () => cutPlanApi.mission(missionId!),
    enabled: Boolean(missionId),
    retry: false,
  });
  const nodes = useQuery({
    queryKey: ['cut-plan-nodes', missionId],
    queryFn: () => cutPlanApi.nodes(missionId!),
    enabled: Boolean(missionId),
    retry: false,
  });
  const plans = useMemo(
    () => (mission.data ? planGroups(colourGroups(mission.data.lines), { maxPlies, maxGarments }) : []),
    [mission.data, maxPlies, maxGarments],
  );
  const cuttingNode = nodes.data?.nodes.find((n) => CUTTING_NODES.has(n.typeCode)) ?? null;
  if (!missionId || mission.isError) return <Empty style={{ marginTop: 80 }} description={c('notFound')} />;
  const m = mission.data;
  const reports = layReports(plans);

  const accept = () => {
    if (!cuttingNode || !session) return;
    modal.confirm({
      title: c('accept'),
      content: c('acceptConfirm', { n: reports.length, node: cuttingNode.name }),
      onOk: async () => {
        setSaving(true);
        try {
          for (const [i, r] of reports.entries()) {
            try {
              await cutPlanApi.reportLay(cuttingNode.id, {
                actionType: 'DRAFT',
                type: 'complete',
                dateCompleted: dayjs().format('YYYY-MM-DD'),
                finishUserId: session.userId,
                lathe: r.lathe,
                skus: r.skus,
              });
            } catch (e) {
              void message.error(c('failed', { n: i + 1, lathe: r.lathe }) + (e instanceof ApiError ? e.message : ''));
              return;
            }
          }
          void message.success(c('accepted', { n: reports.length }));
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <Spin spinning={mission.isLoading}>
      <Card
        title={c('title')}
        extra={
          <Button
            type="primary"
            disabled={!cuttingNode || reports.length === 0}
            loading={saving}
            onClick={accept}
            data-testid="cut-plan-accept"
          >
            {c('accept')}
          </Button>
        }
      >
        {m && (
          <Space wrap size="large" style={{ marginBottom: 16 }}>
            <span>
              {c('mission')}: <b>{m.missionNo}</b>
            </span>
            <span>
              {c('goods')}: {m.styleNo} {m.styleName}
            </span>
            <span>
              {c('maxPlies')}{' '}
              <InputNumber
                min={1}
                max={1000}
                precision={0}
                value={maxPlies}
                onChange={(v) => v && setMaxPlies(v)}
                data-testid="cut-plan-plies"
              />
            </span>
            <span>
              {c('maxGarments')}{' '}
              <InputNumber
                min={1}
                max={50}
                precision={0}
                value={maxGarments}
                onChange={(v) => v && setMaxGarments(v)}
                data-testid="cut-plan-garments"
              />
            </span>
          </Space>
        )}
        {m && nodes.data && !cuttingNode && <Typography.Paragraph type="warning">{c('noCuttingNode')}</Typography.Paragraph>}
        {m && plans.length === 0 && <Empty description={c('nothing')} />}
        {plans.map((p) => (
          <ColourPlan key={p.group.label} plan={p} />
        ))}
      </Card>
    </Spin>
  );
}

type Row = { key: string; lay: string; cells: (number | string)[]; plies: number | string; pieces: number | string };

function ColourPlan({ plan: { group, plan } }: { plan: GroupPlan }) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`cutPlan.${k}`, o);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const rows: Row[] = [
    ...plan.lays.map((lay, i) => ({
      key: `lay-${i}`,
      lay: `#${i + 1}`,
      cells: lay.ratio,
      plies: lay.plies,
      pieces: sum(lay.ratio) * lay.plies,
    })),
    {
      key: 'toCut',
      lay: c('toCut'),
      cells: group.sizes.map((s) => s.toCut),
      plies: '',
      pieces: sum(group.sizes.map((s) => s.toCut)),
    },
    { key: 'planned', lay: c('planned'), cells: plan.cut, plies: '', pieces: sum(plan.cut) },
    { key: 'over', lay: c('overCut'), cells: plan.overCut, plies: '', pieces: plan.totalOverCut },
  ];
  return (
    <div style={{ marginBottom: 24 }} data-testid="cut-plan-colour">
      <Typography.Title level={5}>
        {c('colour')}: {group.label}{' '}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid="cut-plan-summary">
          {c('summary', { lays: plan.lays.length, pieces: sum(plan.cut), over: plan.totalOverCut })}
        </Typography.Text>
      </Typography.Title>
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        dataSource={rows}
        rowClassName={(r) => (r.key.startsWith('lay') ? '' : 'ant-table-row-selected')}
        columns={[
          { key: 'lay', title: c('lay'), dataIndex: 'lay', width: 90 },
          {
            key: 'ratio',
            title: c('ratio'),
            children: group.sizes.map((s, i) => ({
              key: s.size,
              title: s.size,
              align: 'right' as const,
              render: (_: unknown, r: Row) => r.cells[i],
            })),
          },
          { key: 'plies', title: c('plies'), dataIndex: 'plies', align: 'right', width: 90 },
          { key: 'pieces', title: c('pieces'), dataIndex: 'pieces', align: 'right', width: 100 },
        ]}
      />
    </div>
  );
}
