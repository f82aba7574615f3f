import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReviewConfigRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Modal, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLoader, unitUserLoader } from '../../shared/people/people-loaders';
import { SearchSelect } from '../../shared/search-select/SearchSelect';
import type { OptionValue } from '../../shared/search-select/search-select.logic';
import { billApi, type ReviewConfigSave } from '../api/bill-api';
import { billTypeName } from '../bill-type-name';

interface Step {
  mode: 'ANY' | 'ALL';
  userIds: string[];
  roleIds: string[];
}

interface DraftRow extends ReviewConfigSave {
  key: string;
  isNew: boolean;
  dirty: boolean;
}

const emptyStep = (): Step => ({ mode: 'ANY', userIds: [], roleIds: [] });
const ids = (value: unknown): string[] => (Array.isArray(value) ? (value as OptionValue[]).map(String) : []);

function toDraft(row: ReviewConfigRow): DraftRow {
  const steps =
    row.steps.length > 0
      ? row.steps
      : row.normalReviewer.length > 0
        ? [{ mode: 'ANY' as const, userIds: row.normalReviewer, roleIds: [] }]
        : [];
  return {
    key: row.billType,
    billType: row.billType,
    isUse: row.isUse,
    steps: steps.map((s) => ({ mode: s.mode, userIds: [...s.userIds], roleIds: [...s.roleIds] })),
    antiReviewer: [...row.antiReviewer],
    antiReviewerRoleIds: [...row.antiReviewerRoleIds],
    isNew: false,
    dirty: false,
  };
}

/** 审核配置: per bill type, the ordered reviewer steps, the anti-review approvers and the 启用 switch. */
export function ReviewConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const config = useQuery({ queryKey: ['review-config'], queryFn: billApi.reviewConfig, enabled: open, retry: false });
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open && config.data) setRows(config.data.configs.map(toDraft));
  }, [open, config.data]);

  const typeOptions = (config.data?.billTypes ?? []).map((b) => ({
    value: b.billType,
    label: billTypeName(b.billType, i18n.language, b.billTypeName),
    disabled: rows.some((r) => r.billType === b.billType),
  }));

  const patch = (key: string, change: (row: DraftRow) => Partial<DraftRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change(r), dirty: true } : r)));
  const patchStep = (key: string, index: number, change: Partial<Step>) =>
    patch(key, (r) => ({ steps: r.steps.map((s, i) => (i === index ? { ...s, ...change } : s)) }));

  const save = async () => {
    const dirty = rows.filter((r) => r.dirty);
    for (const row of dirty) {
      if (!row.billType) {
        message.error(t('bill.config.needType'));
        return;
      }
      if (row.isUse && (row.steps.length === 0 || row.steps.some((s) => s.userIds.length === 0 && s.roleIds.length === 0))) {
        message.error(`${billTypeName(row.billType, i18n.language)}: ${t('bill.config.needReviewer')}`);
        return;
      }
    }
    setSaving(true);
    try {
      for (const row of dirty) {
        await billApi.saveReviewConfig({
          billType: row.billType,
          isUse: row.isUse,
          steps: row.steps,
          antiReviewer: row.antiReviewer,
          antiReviewerRoleIds: row.antiReviewerRoleIds,
        });
      }
      message.success(t('bill.config.saved'));
      onClose();
    } catch {
      // the client showed the error; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('bill.config.title')}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="add"
          icon={<PlusOutlined />}
          onClick={() =>
            setRows((list) => [
              ...list,
              {
                key: `new-${Date.now()}`,
                billType: '',
                isUse: true,
                steps: [emptyStep()],
                antiReviewer: [],
                antiReviewerRoleIds: [],
                isNew: true,
                dirty: true,
              },
            ])
          }
        >
          {t('bill.config.addRow')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <Spin spinning={config.isLoading}>
        <div style={{ maxHeight: '62vh', overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 12 }}>
          {rows.length === 0 && !config.isLoading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          {rows.map((row) => (
            <Card
              key={row.key}
              size="small"
              data-testid={`review-config-${row.billType || 'new'}`}
              title={
                row.isNew ? (
                  <Select
                    style={{ width: 260 }}
                    placeholder={t('bill.config.billType')}
                    options={typeOptions}
                    value={row.billType || undefined}
                    onChange={(v: string) => patch(row.key, () => ({ billType: v }))}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                ) : (
                  billTypeName(
                    row.billType,
                    i18n.language,
                    config.data?.configs.find((c) => c.billType === row.billType)?.billTypeName,
                  )
                )
              }
              extra={
                <Space>
                  <Typography.Text>{t('bill.config.isUse')}</Typography.Text>
                  <Switch checked={row.isUse} onChange={(v) => patch(row.key, () => ({ isUse: v }))} />
                  {row.isNew && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('bill.config.remove')}
                      onClick={() => setRows((l) => l.filter((r) => r.key !== row.key))}
                    />
                  )}
                </Space>
              }
            >
              <Typography.Text type="secondary">{t('bill.config.steps')}</Typography.Text>
              {row.steps.map((step, index) => (
                <div key={index} className="review-step">
                  <span className="review-step-no">{t('bill.config.step', { index: index + 1 })}</span>
                  <Select
                    style={{ width: 130 }}
                    value={step.mode}
                    onChange={(mode: 'ANY' | 'ALL') => patchStep(row.key, index, { mode })}
                    options={[
                      { value: 'ANY', label: t('bill.config.any') },
                      { value: 'ALL', label: t('bill.config.all') },
                    ]}
                  />
                  <SearchSelect
                    loader={unitUserLoader}
                    value={step.userIds}
                    placeholder={t('bill.config.users')}
                    style={{ flex: 1 }}
                    onChange={(v) => patchStep(row.key, index, { userIds: ids(v) })}
                  />
                  <SearchSelect
                    loader={roleLoader}
                    value={step.roleIds}
                    placeholder={t('bill.config.roles')}
                    style={{ flex: 1 }}
                    onChange={(v) => patchStep(row.key, index, { roleIds: ids(v) })}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('bill.config.remove')}
                    onClick={() => patch(row.key, (r) => ({ steps: r.steps.filter((_, i) => i !== index) }))}
                  />
                </div>
              ))}
              <Button
                size="small"
                type="dashed"
                icon={<PlusOutlined />}
                style={{ margin: '6px 0 10px' }}
                onClick={() => patch(row.key, (r) => ({ steps: [...r.steps, emptyStep()] }))}
              >
                {t('bill.config.addStep')}
              </Button>
              <div className="review-step">
                <span className="review-step-no">{t('bill.config.antiReviewer')}</span>
                <SearchSelect
                  loader={unitUserLoader}
                  value={row.antiReviewer}
                  placeholder={t('bill.config.approverUsers')}
                  style={{ flex: 1 }}
                  onChange={(v) => patch(row.key, () => ({ antiReviewer: ids(v) }))}
                />
                <SearchSelect
                  loader={roleLoader}
                  value={row.antiReviewerRoleIds}
                  placeholder={t('bill.config.approverRoles')}
                  style={{ flex: 1 }}
                  onChange={(v) => patch(row.key, () => ({ antiReviewerRoleIds: ids(v) }))}
                />
              </div>
            </Card>
          ))}
        </div>
      </Spin>
    </Modal>
  );
}
