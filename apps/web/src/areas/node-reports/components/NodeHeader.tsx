import { CheckCircleFilled, ClockCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { NodeInfo, NodeProgressHeader } from '@gf/contracts';
import { App, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeInfoApi, nodeReportsApi } from '../api/node-reports-api';

const statusIcons = [
  <ClockCircleOutlined key={0} style={{ color: '#8c8c8c' }} />,
  <SyncOutlined key={1} style={{ color: '#1677ff' }} />,
  <CheckCircleFilled key={2} style={{ color: '#52c41a' }} />,
];

export interface NodeHeaderProps {
  header: NodeProgressHeader;
  info: NodeInfo | undefined;
  /** The holder of the status code may switch it. */
  canSetStatus: boolean;
  onChanged: () => void;
}

/** Status icon, name, tags (toggle), type, 工单号 and the 未开始 / 进行中 / 已完成 switch (a late node asks 延误原因). */
export function NodeHeader({ header, info, canSetStatus, onChanged }: NodeHeaderProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const statusName = (s: number) => t(`nodeReports.status.${s}`);

  const setStatus = (status: number) => {
    const needsReason = status === 2 && Boolean(info?.isLate);
    let reason = '';
    modal.confirm({
      title: t('nodeReports.panel.setStatus', { status: statusName(status) }),
      content: needsReason ? (
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item label={t('nodeReports.panel.delayReason')} required extra={t('nodeReports.panel.delayReasonHint')}>
            <Input.TextArea
              maxLength={50}
              showCount
              rows={2}
              data-testid="node-delay-reason"
              onChange={(e) => (reason = e.target.value)}
            />
          </Form.Item>
        </Form>
      ) : undefined,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (needsReason && !reason.trim()) {
          throw new Error(t('forms.pleaseInput', { label: t('nodeReports.panel.delayReason') }));
        }
        await nodeReportsApi.setStatus(header.missionNodeId, { status: status as 0 | 1 | 2, delayReason: reason.trim() || null });
        onChanged();
      },
    });
  };

  const toggleTag = async (tagId: string, checked: boolean) => {
    await nodeInfoApi.checkTag(header.missionNodeId, tagId, checked);
    onChanged();
  };

  return (
    <div className="node-report-header" data-testid="node-header">
      <Space wrap align="center" size="middle">
        <span style={{ fontSize: 22 }}>{statusIcons[header.status]}</span>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {header.nodeName}
        </Typography.Title>
        <Tag>{t(`nodeReports.nodeType.${header.typeCode}`, { defaultValue: header.typeCode })}</Tag>
        {info?.isLate && <Tag color="red">{t('nodeReports.panel.late')}</Tag>}
        {info?.planEndAt && (
          <Typography.Text type="secondary">{t('nodeReports.panel.planEnd', { date: info.planEndAt })}</Typography.Text>
        )}
        {info?.tags.map((tag) => (
          <Tag.CheckableTag key={tag.id} checked={tag.checked} onChange={(c) => void toggleTag(tag.id, c)}>
            {tag.name}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={header.status}
        disabled={!canSetStatus}
        onChange={(e) => setStatus(Number(e.target.value))}
        options={[0, 1, 2].map((s) => ({ value: s, label: statusName(s) }))}
        data-testid="node-status"
      />
    </div>
  );
}
