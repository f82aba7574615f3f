import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { addDefectiveLabelInput, type DefectiveLabelRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../shared/i18n';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { labelApi } from '../api/factory-api';

const manage = 'fac.defectiveLabel.manage';

/** 次品标签: add, rename inline, order, delete (refused while a defect record uses the label). */
export function DefectiveLabelTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['factory', 'defectiveLabels'], queryFn: labelApi.defective });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['factory', 'defectiveLabels'] });
  const rows = query.data ?? [];

  const add = async () => {
    const parsed = addDefectiveLabelInput.shape.labelName.safeParse(draft);
    if (!parsed.success) return void message.warning(localize(parsed.error.issues[0]?.message));
    await labelApi.addDefective(parsed.data);
    message.success(t('factory.label.added'));
    setDraft('');
    await reload();
  };

  const rename = async () => {
    if (!editing) return;
    const parsed = addDefectiveLabelInput.shape.labelName.safeParse(editing.name);
    if (!parsed.success) return void message.warning(localize(parsed.error.issues[0]?.message));
    await labelApi.renameDefective(editing.id, parsed.data);
    message.success(t('factory.label.saved'));
    setEditing(null);
    await reload();
  };

  const move = async (index: number, by: -1 | 1) => {
    if (!checkPermission(manage)) return;
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    await labelApi.sortDefective(ids);
    await reload();
  };

  const remove = (row: DefectiveLabelRow) => {
    if (!checkPermission(manage)) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('factory.label.deleteConfirm', { name: row.labelName }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await labelApi.removeDefective(row.id);
        message.success(t('factory.label.deleted'));
        await reload();
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: 420 }}>
        <Input value={draft} maxLength={20} placeholder={t('factory.label.placeholder')} onChange={(e) => setDraft(e.target.value)} onPressEnter={() => checkPermission(manage) && void add()} />
        <GuardedButton type="primary" permission={manage} onClick={() => void add()}>
          {t('factory.label.add')}
        </GuardedButton>
      </Space.Compact>
      <Table<DefectiveLabelRow>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        style={{ maxWidth: 720 }}
        columns={[
          { key: 'index', title: '#', width: 60, render: (_v, _r, i) => i + 1 },
          {
            key: 'labelName',
            title: t('factory.label.labelName'),
            render: (_v, row) =>
              editing?.id === row.id ? (
                <Input
                  size="small"
                  autoFocus
                  maxLength={20}
                  value={editing.name}
                  onChange={(e) => setEditing({ id: row.id, name: e.target.value })}
                  onPressEnter={() => void rename()}
                  onBlur={() => void rename()}
                />
              ) : (
                row.labelName
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 260,
            render: (_v, row, index) => (
              <Space>
                <GuardedLink permission={manage} onClick={() => setEditing({ id: row.id, name: row.labelName })}>
                  {t('common.edit')}
                </GuardedLink>
                <Button type="link" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => void move(index, -1)} />
                <Button type="link" size="small" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} onClick={() => void move(index, 1)} />
                <GuardedLink danger onClick={() => remove(row)}>
                  {t('common.delete')}
                </GuardedLink>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
