import type { NodeInfo } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeInfoApi, nodeInfoKey } from '../api/node-info-api';
import '../locales';

/**
 * The node panel's 节点信息 part (reports-web mounts it): persons in charge, worker wage, planned end, outside
 * factories with their prices, attachments.
 */
export function NodeInfoSection({ missionNodeId }: { missionNodeId: string }) {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: nodeInfoKey(missionNodeId), queryFn: () => nodeInfoApi.info(missionNodeId) });
  if (info.isPending) return <Spin />;
  if (!info.data) return <Empty />;
  return (
    <Card size="small" title={t('missionNodeInfo.info.title')} data-testid="node-info-section">
      <NodeInfoDescriptions node={info.data} />
    </Card>
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
