import { EditOutlined } from '@ant-design/icons';
import { MissionNodeInfoPermission as P, missionStatuses, type NodeInfo } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { nodeInfoApi, nodeInfoKey } from '../api/node-info-api';
import '../locales';
import { NodeInfoEditDialog } from './NodeInfoEditDialog';
import { NodeReminders } from './NodeReminders';

/**
 * The node panel's 节点信息 part (reports-web mounts it): persons in charge, worker wage, planned end, outside
 * factories with their prices, attachments, with 修改节点信息; then 节点提醒. (The status switch and the tags toggle
 * are in the panel's header, node-reports' NodeHeader, calling this area's server routes.)
 */
export function NodeInfoSection({ missionNodeId }: { missionNodeId: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const info = useQuery({ queryKey: nodeInfoKey(missionNodeId), queryFn: () => nodeInfoApi.info(missionNodeId) });
  if (info.isPending) return <Spin />;
  if (!info.data) return <Empty />;
  return (
    <>
      <Card
        size="small"
        title={t('missionNodeInfo.info.title')}
        data-testid="node-info-section"
        extra={
          <GuardedButton
            size="small"
            icon={<EditOutlined />}
            permission={P.information}
            disabled={info.data.missionStatus === missionStatuses.revoked}
            onClick={() => setEditing(true)}
            data-testid="node-info-edit-button"
          >
            {t('missionNodeInfo.info.edit')}
          </GuardedButton>
        }
      >
        <NodeInfoDescriptions node={info.data} />
      </Card>
      <NodeReminders missionNodeId={missionNodeId} />
      {editing && <NodeInfoEditDialog node={info.data} onClose={() => setEditing(false)} />}
    </>
  );
}

function NodeInfoDescriptions({ node }: { node: NodeInfo }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('missionNodeInfo.info.none')}</Typography.Text>;
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={t('missionNodeInfo.info.chargers')}>
        {node.chargers.length ? node.chargers.map((c) => c.name).join('、') : none}
      </Descriptions.Item>
      <Descriptions.Item label={t('missionNodeInfo.info.labourCost')}>
        {!node.canViewLabourCost ? (
          <Typography.Text type="secondary">{t('missionNodeInfo.info.hidden')}</Typography.Text>
        ) : node.labourCost !== null ? (
          `${node.labourCost} ${t('missionNodeInfo.info.labourCostUnit')}`
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('missionNodeInfo.info.planEndAt')}>
        <Space>
          {node.planEndAt ?? none}
          {node.isLate && <Tag color="red">{t('missionNodeInfo.info.late', { days: node.lateDays })}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('missionNodeInfo.info.outsideFactories')}>
        {node.outsideFactories.length
          ? node.outsideFactories.map((f) => (
              <div key={f.outsideFactoryId}>
                {f.name}
                {f.unitPrice !== null && (
                  <Typography.Text type="secondary">
                    {' '}
                    ({t('missionNodeInfo.info.unitPrice')} {f.unitPrice})
                  </Typography.Text>
                )}
              </div>
            ))
          : none}
      </Descriptions.Item>
      <Descriptions.Item label={t('missionNodeInfo.info.attachments')} span={2}>
        {node.attachments.length ? (
          <Space wrap>
            {node.attachments.map((f) => (
              <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
            ))}
          </Space>
        ) : (
          none
        )}
      </Descriptions.Item>
      {node.delayReason && (
        <Descriptions.Item label={t('missionNodeInfo.info.delayReason')} span={2}>
          {node.delayReason}
        </Descriptions.Item>
      )}
      {node.remark && (
        <Descriptions.Item label={t('missionNodeInfo.info.remark')} span={2}>
          {node.remark}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
