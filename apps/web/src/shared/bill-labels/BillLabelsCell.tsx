import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { BillLabel } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Popover, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPermission, usePermission } from '../session/permission';
import { billLabelsApi } from './bill-labels-api';
import { BillLabelTags } from './BillLabelTags';

export interface BillLabelsCellProps {
  /** The label set of this bill type (LABEL_BILL_TYPES). */
  billType: string;
  labels: readonly BillLabel[];
  /** Saves the bill's whole label set. */
  save: (labelIds: string[]) => Promise<unknown>;
  /** The code needed to change the bill's labels. */
  permission: string;
}

/**
 * A bill's labels with a small editor (lists and details): pick any of the factory's labels of the type, or make a
 * new one on the spot (+新建标签, needs the label page's code); 确定 saves the set.
 */
export function BillLabelsCell({ billType, labels, save, permission }: BillLabelsCellProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const canManage = usePermission('fac.billLabel.manage');
  const all = useQuery({ queryKey: ['billLabels', billType], queryFn: () => billLabelsApi.list(billType), enabled: open });

  const create = async () => {
    const name = newName.trim();
    if (!name || !checkPermission('fac.billLabel.manage')) return;
    const label = await billLabelsApi.add(billType, name);
    setNewName('');
    setChosen((c) => [...c, label.id]);
    await all.refetch();
  };
  const editor = (
    <Space orientation="vertical" style={{ width: 280 }} data-testid="bill-labels-editor">
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        value={chosen}
        onChange={setChosen}
        loading={all.isFetching}
        placeholder={t('billLabels.choose')}
        options={(all.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        optionFilterProp="label"
      />
      {canManage && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={newName}
            maxLength={20}
            placeholder={t('billLabels.newPlaceholder')}
            onChange={(e) => setNewName(e.target.value)}
            onPressEnter={() => void create()}
            data-testid="bill-labels-new"
          />
          <Button icon={<PlusOutlined />} onClick={() => void create()} disabled={!newName.trim()} data-testid="bill-labels-add">
            {t('billLabels.new')}
          </Button>
        </Space.Compact>
      )}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await save(chosen);
              setOpen(false);
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('common.ok')}
        </Button>
      </Space>
    </Space>
  );
  return (
    <Space size={2} wrap>
      <BillLabelTags labels={labels} />
      <Popover
        open={open}
        trigger="click"
        title={t('billLabels.title')}
        content={editor}
        destroyOnHidden
        onOpenChange={(next) => {
          if (next && !checkPermission(permission)) return;
          if (next) setChosen(labels.map((l) => l.id));
          setOpen(next);
        }}
      >
        <Typography.Link aria-label={t('billLabels.edit')} data-testid="bill-labels-edit">
          <EditOutlined />
        </Typography.Link>
      </Popover>
    </Space>
  );
}
