import type { MissionNodeStripItem } from '@gf/contracts';
import { Badge, Descriptions, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeTypeName } from '../../../shared/process/process-loaders';
import { nodeColor, nodeProgress } from './mission-view';

/** The hover card of one node: name, status, type, completed/target (调 adjusted), chargers, plan end date. */
export function NodeHover({ node, userNames }: { node: MissionNodeStripItem; userNames: (ids: readonly string[]) => string }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`missions.field.${k}`);
  const progress = nodeProgress(node);
  return (
    <Descriptions size="small" column={1} style={{ width: 260 }} data-testid="node-hover">
      <Descriptions.Item label={f('node')}>{node.name}</Descriptions.Item>
      <Descriptions.Item label={f('nodeStatus')}>{t(`missions.nodeStatus.${node.status}`)}</Descriptions.Item>
      <Descriptions.Item label={f('nodeType')}>{nodeTypeName(node.typeCode)}</Descriptions.Item>
      <Descriptions.Item label={f('progress')}>
        {progress.text}
        {progress.adjust && ` (${t('missions.list.adjusted', { n: progress.adjust })})`}
      </Descriptions.Item>
      <Descriptions.Item label={f('chargers')}>{userNames(node.chargerIds) || '-'}</Descriptions.Item>
      <Descriptions.Item label={f('planEndAt')}>{node.planEndAt ?? '-'}</Descriptions.Item>
      {node.alerts.length > 0 && (
        <Descriptions.Item label={f('nodeReminder')}>
          {node.alerts.map((a) => t(`missions.alert.${alertKey[a]}`)).join('、')}
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
          <Popover content={<NodeHover node={n} userNames={userNames} />} mouseEnterDelay={0.2}>
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
