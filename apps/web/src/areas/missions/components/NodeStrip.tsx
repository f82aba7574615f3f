import type { MissionNodeStripItem } from '@gf/contracts';
import { dec } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Descriptions, Popover, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeTypeName } from '../../../shared/process/process-loaders';
import { missionsApi, nodeHoverKey } from '../api/missions-api';
import { nodeColor, nodeProgress } from './mission-view';

/**
 * The hover card of one node: what the strip row holds at once (name, status, type, completed/target (调 adjusted),
 * chargers, plan end), then the node's details loaded when the card first opens (`fac/mission/{id}/nodeInfo`, cached by
 * react-query): remaining, outside factories with prices, actual finish, delay, reminders, remark.
 */
export function NodeHover({ node, userNames }: { node: MissionNodeStripItem; userNames: (ids: readonly string[]) => string }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`missions.field.${k}`);
  const h = (k: string, o?: Record<string, unknown>) => t(`missions.hover.${k}`, o);
  const info = useQuery({ queryKey: nodeHoverKey(node.id), queryFn: () => missionsApi.nodeHover(node.id), staleTime: 30_000 });
  const d = info.data;
  const progress = nodeProgress(node);
  const reminders = d
    ? [
        d.preWarning && h('preWarning'),
        d.difference && h('difference'),
        ...d.alerts,
        d.noteCount > 0 && h('notes', { count: d.noteCount }),
      ]
    : node.alerts.map((a) => t(`missions.alert.${alertKey[a]}`));
  const shownReminders = reminders.filter((r): r is string => Boolean(r));
  return (
    <Descriptions size="small" column={1} style={{ width: 300 }} data-testid="node-hover">
      <Descriptions.Item label={f('node')}>{node.name}</Descriptions.Item>
      <Descriptions.Item label={f('nodeStatus')}>
        {t(`missions.nodeStatus.${d?.status ?? node.status}`)}
        {d?.isLate && <Typography.Text type="danger"> {h('lateDays', { days: d.lateDays })}</Typography.Text>}
      </Descriptions.Item>
      <Descriptions.Item label={f('nodeType')}>{nodeTypeName(node.typeCode)}</Descriptions.Item>
      <Descriptions.Item label={f('progress')}>
        {progress.text}
        {progress.adjust && ` (${t('missions.list.adjusted', { n: progress.adjust })})`}
      </Descriptions.Item>
      {d && (
        <Descriptions.Item label={h('remaining')}>
          <span data-testid="node-hover-remaining">{dec.format(d.remainingNum)}</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f('chargers')}>
        {(d ? d.chargers.join('、') : userNames(node.chargerIds)) || '-'}
      </Descriptions.Item>
      {d && d.outsideFactories.length > 0 && (
        <Descriptions.Item label={h('outsideFactories')}>
          {d.outsideFactories.map((o) => `${o.name}${o.unitPrice ? ` ¥${dec.format(o.unitPrice)}` : ''}`).join('、')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f('planEndAt')}>{d?.planEndAt ?? node.planEndAt ?? '-'}</Descriptions.Item>
      {d?.finishedAt && <Descriptions.Item label={h('finishedAt')}>{d.finishedAt.slice(0, 10)}</Descriptions.Item>}
      {d?.delayReason && <Descriptions.Item label={h('delayReason')}>{d.delayReason}</Descriptions.Item>}
      {shownReminders.length > 0 && (
        <Descriptions.Item label={f('nodeReminder')}>
          <Typography.Text type="warning">{shownReminders.join('、')}</Typography.Text>
        </Descriptions.Item>
      )}
      {d?.remark && <Descriptions.Item label={h('remark')}>{d.remark}</Descriptions.Item>}
      {info.isLoading && (
        <Descriptions.Item label="">
          <Spin size="small" /> {h('loading')}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

const alertKey = { preWarning: 'warn', difference: 'diff', delay: 'late' } as const;

/** The card's node strip: each node a dot coloured by status, its name and progress; hover for the details. */
export function NodeStrip({
  nodes,
  userNames,
  onOpen,
}: {
  nodes: MissionNodeStripItem[];
  userNames: (ids: readonly string[]) => string;
  onOpen?: (node: MissionNodeStripItem) => void;
}) {
  const { t } = useTranslation();
  if (!nodes.length) return <Typography.Text type="secondary">{t('missions.list.noNodes')}</Typography.Text>;
  return (
    <div className="mission-node-strip" style={{ display: 'flex', gap: 4, overflowX: 'auto', paddingBottom: 4 }}>
      {nodes.map((n, i) => (
        <div key={n.id} style={{ display: 'flex', alignItems: 'center' }}>
          {i > 0 && <div style={{ width: 16, height: 2, background: '#d9d9d9', marginBottom: 18 }} />}
          <Popover content={<NodeHover node={n} userNames={userNames} />} mouseEnterDelay={0.2} placement="bottom">
            <div
              role="button"
              tabIndex={0}
              onClick={() => onOpen?.(n)}
              onKeyDown={(e) => e.key === 'Enter' && onOpen?.(n)}
              style={{ textAlign: 'center', minWidth: 64, cursor: onOpen ? 'pointer' : 'default' }}
              data-testid="mission-node"
              data-status={n.status}
            >
              <Badge dot={n.alerts.length > 0} offset={[-2, 2]}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 22,
                    height: 22,
                    borderRadius: 11,
                    background: nodeColor(n),
                    color: '#fff',
                    fontSize: 12,
                    lineHeight: '22px',
                  }}
                >
                  {i + 1}
                </span>
              </Badge>
              <div style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{n.name}</div>
              <div style={{ fontSize: 11, color: '#8c8c8c' }}>{nodeProgress(n).text}</div>
            </div>
          </Popover>
        </div>
      ))}
    </div>
  );
}
