import { addSysLabelInput, type SysLabelRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, ColorPicker, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../../shared/i18n';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { labelApi } from '../api/factory-api';

const manage = 'fac.billLabel.manage';
const billTypes = ['MATERIALS_PURCHASE', 'MATERIALS_ARRIVE', 'PURCHASE_DEMAND', 'FEE', 'PAYMENT', 'PAYMENT_APPLY'] as const;
const defaultColour = '#1677ff';

/** 单据标签: coloured labels per bill type, used by later bill areas (purchase, arrival, fee ...). */
export function BillLabelTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [billType, setBillType] = useState<string>(billTypes[0]);
  const [draft, setDraft] = useState({ name: '', colour: defaultColour });
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const key = ['factory', 'billLabels', billType];
  const query = useQuery({ queryKey: key, queryFn: () => labelApi.bill(billType) });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const add = async () => {
    if (!checkPermission(manage)) return;
    const parsed = addSysLabelInput.safeParse({ billType, ...draft });
    if (!parsed.success) return void message.warning(localize(parsed.error.issues[0]?.message));
    await labelApi.addBill(parsed.data);
    message.success(t('factory.label.added'));
    setDraft({ name: '', colour: draft.colour });
    await reload();
  };

  const save = async (row: SysLabelRow, change: { name?: string; colour?: string }) => {
    if (!checkPermission(manage)) return;
    await labelApi.updateBill({ id: row.id, name: change.name ?? row.name, colour: change.colour ?? row.colour });
    message.success(t('factory.label.saved'));
    setEditing(null);
    await reload();
  };

  const remove = (row: SysLabelRow) => {
    if (!checkPermission(manage)) return;
    modal.confirm({
      title: t('common.delete'),
      content: t('factory.label.deleteConfirm', { name: row.name }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await labelApi.removeBill(row.id);
        message.success(t('factory.label.deleted'));
        await reload();
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>{t('factory.label.billType')}</span>
        <Select
          style={{ width: 180 }}
          value={billType}
          onChange={setBillType}
          options={billTypes.map((b) => ({ value: b, label: t(`factory.label.billTypes.${b}`) }))}
        />
        <Input
          style={{ width: 240 }}
          value={draft.name}
          maxLength={20}
          placeholder={t('factory.label.placeholder')}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          onPressEnter={() => void add()}
        />
        <ColorPicker value={draft.colour} onChange={(c) => setDraft({ ...draft, colour: c.toHexString() })} disabledAlpha />
        <GuardedButton type="primary" permission={manage} onClick={() => void add()}>
          {t('factory.label.add')}
        </GuardedButton>
      </Space>
      <Table<SysLabelRow>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        style={{ maxWidth: 720 }}
        columns={[
          {
            key: 'name',
            title: t('factory.label.labelName'),
            render: (_v, row) =>
              editing?.id === row.id ? (
                <Input
                  size="small"
                  autoFocus
                  maxLength={20}
                  value={editing.name}
                  onChange={(e) => setEditing({ id: row.id, name: e.target.value })}
                  onPressEnter={() => void save(row, { name: editing.name.trim() })}
                  onBlur={() => void save(row, { name: editing.name.trim() })}
                />
              ) : (
                <Tag color={row.colour}>{row.name}</Tag>
              ),
          },
          {
            key: 'colour',
            title: t('factory.label.colour'),
            width: 140,
            render: (_v, row) => (
              <ColorPicker size="small" value={row.colour} disabledAlpha onChangeComplete={(c) => void save(row, { colour: c.toHexString() })} />
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 160,
            render: (_v, row) => (
              <Space>
                <GuardedLink permission={manage} onClick={() => setEditing({ id: row.id, name: row.name })}>
                  {t('common.edit')}
                </GuardedLink>
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
